/**
 * What the Studio refuses before it can do harm, through Sanity's own validateDocument with a client
 * that answers the validators' GROQ over the documents given.
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, validate } from '../src/validate-document';
import { halloween, page, product as usProduct } from './documents';

const toyRef = { _type: 'reference', _ref: 'schedule-toy-revolution' };
const FIVE = ['2025-09-17', '2025-09-19', '2025-09-21', '2025-09-23', '2025-09-24'].map((d) => `${d}T16:00:00.000Z`);

const toy = { _id: 'schedule-toy-revolution', _type: 'schedule', title: 'Toy revolution launch', timestamps: FIVE };
const halloweenUk = halloween('uk', ['2025-10-25T07:00:00.000Z', '2025-11-09T23:00:00.000Z']);
const banner = (region: string) => ({
  _id: `textBanner-${region}`,
  _type: 'textBanner',
  region,
  label: 'The toy revolution arrives',
  activation: { _type: 'activation', schedule: toyRef, stages: [1, 2, 3, 4] },
});

describe('a schedule names the zone of its dates', () => {
  it('regions in different zones need a zone chosen, which then blocks nothing', async () => {
    const eu = { ...toy, _id: 'schedule-halloween-eu', regions: ['eu', 'fr', 'de'] };
    expect(await validate(eu)).toEqual([
      {
        level: 'error',
        message: 'Regions in different zones: choose the zone its dates are written in.',
        path: ['timeZone'],
      },
    ]);
    expect(errorsOf(await validate({ ...eu, timeZone: 'Europe/Brussels' }))).toEqual([]);
  });

  it('a schedule for every region needs its zone; one region’s zone is its own', async () => {
    expect(errorsOf(await validate(toy))).toEqual([
      expect.stringContaining('Choose the zone its dates are written in'),
    ]);
    expect(errorsOf(await validate({ ...toy, timeZone: 'Asia/Shanghai' }))).toEqual([]);
    expect(errorsOf(await validate(halloweenUk))).toEqual([]);
  });

  it('a region must be one of the registry’s, and a zone one of the list', async () => {
    const errors = errorsOf(await validate({ ...halloweenUk, regions: ['UK'] }));
    expect(errors).toContain('“UK” is not a region of the site: tick the regions in the list.');
    expect(errorsOf(await validate({ ...toy, timeZone: 'Mars/Olympus' }))).toEqual(
      expect.arrayContaining([expect.stringContaining('not-allowed')]),
    );
  });
});

describe('a schedule edit that would strand its followers', () => {
  const banners = ['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'].map(banner);
  const global = { ...toy, timeZone: 'Asia/Shanghai' };

  it('refuses removing dates whose stages banners still show in, naming each', async () => {
    // The editor's draft of the schedule, with three of its five dates gone.
    const draft = { ...global, _id: `drafts.${toy._id}`, timestamps: FIVE.slice(0, 2) };
    const markers = await validate(draft, [global, ...banners]);
    expect(markers).toHaveLength(1);
    expect(markers[0]).toMatchObject({ level: 'error', path: ['timestamps'] });
    const message = markers[0]?.message ?? '';
    expect(message).toMatch(/^With 2 dates this schedule’s stages run from 0 to 2, but 8 documents following it/);
    for (const region of ['US', 'UK', 'EU', 'FR', 'DE', 'KR', 'JP', 'CN'])
      expect(message).toContain(
        `${region} text banner “The toy revolution arrives” (textBanner-${region.toLowerCase()}): stages 3, 4`,
      );
    expect(message).toMatch(/keep at least 4 dates\.$/);
  });

  it('allows the same edit once the followers no longer need those stages, and an added date always', async () => {
    const draft = { ...global, _id: `drafts.${toy._id}`, timestamps: FIVE.slice(0, 4) };
    expect(errorsOf(await validate(draft, [global, ...banners]))).toEqual([]);
    const fewer = banners.map((b) => ({ ...b, activation: { ...b.activation, stages: [1] } }));
    expect(errorsOf(await validate({ ...draft, timestamps: FIVE.slice(0, 1) }, [global, ...fewer]))).toEqual([]);
  });

  it('counts a follower’s unpublished draft too', async () => {
    const draftBanner = { ...banner('us'), _id: 'drafts.textBanner-us' };
    expect(errorsOf(await validate({ ...global, timestamps: FIVE.slice(0, 3) }, [global, draftBanner]))).toEqual([
      expect.stringContaining('US text banner “The toy revolution arrives” (textBanner-us): stage 4.'),
    ]);
  });
});

describe('a document follows only a schedule that applies to its region', () => {
  const product = (schedule: unknown) => usProduct({ activityTime: { _type: 'activation', schedule, stages: [1] } });

  it('refuses another region’s schedule, and accepts a schedule for every region', async () => {
    expect(errorsOf(await validate(product({ _type: 'reference', _ref: halloweenUk._id }), [halloweenUk]))).toEqual([
      '“Halloween (UK)” is for UK, not for US, this document’s region: pick a schedule for US or one for every region.',
    ]);
    expect(errorsOf(await validate(product(toyRef), [{ ...toy, timeZone: 'Asia/Shanghai' }]))).toEqual([]);
    const forUs = { ...halloweenUk, regions: ['uk', 'us'] };
    expect(errorsOf(await validate(product({ _type: 'reference', _ref: halloweenUk._id }), [forUs]))).toEqual([]);
  });

  it('reads a schedule not yet published from its draft', async () => {
    const draft = { ...halloweenUk, _id: `drafts.${halloweenUk._id}` };
    // (Sanity itself refuses a reference to an unpublished document, and the stages rule reads published dates.)
    expect(errorsOf(await validate(product({ _type: 'reference', _ref: halloweenUk._id }), [draft]))).toContain(
      '“Halloween (UK)” is for UK, not for US, this document’s region: pick a schedule for US or one for every region.',
    );
  });
});

describe('one page per path in a region', () => {
  it('refuses a second kr page at a path, naming the first', async () => {
    const first = page('kr', 'where-to-buy', '구매처');
    const second = page('kr', 'where-to-buy', 'Where to buy', { _id: 'drafts.4f1e' });
    expect(await validate(second, [first, second])).toEqual([
      {
        level: 'error',
        message:
          'Another page of this region already has this path: “구매처” (page-kr-where-to-buy). The site would show only one of them: give this page a path of its own, or change the other’s.',
        path: ['path'],
      },
    ]);
  });

  it('the same path in another region, or the page’s own published copy, is no conflict', async () => {
    const published = page('kr', 'where-to-buy', 'Where to buy');
    const draft = { ...published, _id: 'drafts.page-kr-where-to-buy' };
    const us = page('us', 'where-to-buy', 'Where to buy');
    expect(errorsOf(await validate(draft, [published, draft, us]))).toEqual([]);
  });

  it('two home pages of one region collide too (an empty path and none are the same address)', async () => {
    const home = page('cn', '', '首页');
    const other = { _id: 'drafts.cn-home-2', _type: 'page', region: 'cn', title: 'Home' };
    expect(errorsOf(await validate(other, [home, other]))).toEqual([expect.stringContaining('“首页” (page-cn-home)')]);
  });
});
