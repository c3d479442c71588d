import { describe, expect, it } from 'vitest';
import { errorsOf, validate } from '../src/validate-document';
import { halloween, page, product } from './documents';

const schedule = halloween('us', ['2025-10-25T07:00:00.000Z', '2025-11-01T07:00:00.000Z']);

const activation = (fields: Record<string, unknown>) => ({ _type: 'activation', ...fields });

describe('Studio validation (Sanity validateDocument over our schema)', () => {
  it('accepts a well-formed product with a promotion during a reachable stage', async () => {
    const doc = product({
      activityTime: activation({ schedule: { _type: 'reference', _ref: schedule._id }, stages: [1] }),
    });
    expect(errorsOf(await validate(doc, [schedule]))).toEqual([]);
  });

  it.each([1499, 1600])('rejects a promotion price of %i against a list price of 1499', async (activityPrice) => {
    const errors = errorsOf(await validate(product({ activityPrice })));
    expect(errors).toEqual([expect.stringContaining('must be lower than the list price (1499)')]);
  });

  it('rejects a promotion whose end comes before its start', async () => {
    const doc = product({
      activityTime: activation({ startTime: '2025-11-02T00:00:00.000Z', endTime: '2025-11-01T00:00:00.000Z' }),
    });
    expect(errorsOf(await validate(doc))).toEqual([
      'The end (31 Oct 2025, 17:00 America/Los_Angeles) must be after the start (1 Nov 2025, 17:00 America/Los_Angeles): as it stands this would never be shown.',
    ]);
  });

  it('warns, in the region’s zone, of a promotion whose window has already ended, and still lets it publish', async () => {
    const doc = { ...product({ activityTime: activation({ endTime: '2025-11-09T23:00:00.000Z' }) }), region: 'uk' };
    const markers = await validate(doc);
    expect(errorsOf(markers)).toEqual([]);
    expect(markers.filter((m) => m.level === 'warning').map((m) => m.message)).toEqual([
      'This ended on 9 Nov 2025, 23:00 Europe/London, which has passed: shoppers will not see it. Move the end later, or clear it.',
    ]);
    const ahead = { ...doc, activityTime: activation({ endTime: new Date(Date.now() + 86_400_000).toISOString() }) };
    expect(await validate(ahead)).toEqual([]);
  });

  it('rejects a page window whose end equals its start', async () => {
    const blackFriday = page('us', 'black-friday', 'Black Friday', {
      startTime: '2025-11-28T00:00:00.000Z',
      endTime: '2025-11-28T00:00:00.000Z',
    });
    expect(errorsOf(await validate(blackFriday))).toEqual([
      expect.stringContaining('27 Nov 2025, 16:00 America/Los_Angeles) must be after the start'),
    ]);
  });

  it('rejects an allowed stage that the schedule can never reach', async () => {
    const doc = product({
      activityTime: activation({ schedule: { _type: 'reference', _ref: schedule._id }, stages: [1, 3] }),
    });
    expect(errorsOf(await validate(doc, [schedule]))).toEqual([
      expect.stringContaining('Stage 3 can never happen: this schedule has 2 dates, so its stages run from 0 to 2'),
    ]);
  });

  it('rejects allowed stages without a schedule', async () => {
    const doc = product({ activityTime: activation({ stages: [1] }) });
    expect(errorsOf(await validate(doc))).toEqual([expect.stringContaining('Allowed stages need a schedule')]);
  });

  it('rejects an in-stock product without a buy link, and accepts a sold-out one', async () => {
    expect(errorsOf(await validate(product({ buy: undefined })))).toEqual([expect.stringContaining('no buy link')]);
    expect(errorsOf(await validate(product({ buy: undefined, stock: 0 })))).toEqual([]);
  });

  it('rejects a schedule whose dates do not run forward', async () => {
    const doc = { ...schedule, timestamps: ['2025-11-01T07:00:00.000Z', '2025-10-25T07:00:00.000Z'] };
    expect(errorsOf(await validate(doc))).toEqual([
      "Date 2 (25 Oct 2025, 00:00 America/Los_Angeles) must come after date 1 (1 Nov 2025, 00:00 America/Los_Angeles): a schedule's dates run forward in time.",
    ]);
  });

  describe('page sections', () => {
    const offers = (sections: unknown[]) => page('uk', 'offers', 'Offers', { sections });
    const ukProduct = product({ _id: 'product-uk-flagshipMegatron', region: 'uk', price: 1299, activityPrice: 1169 });
    const hero = (id: string) => ({
      _key: 'hero',
      _type: 'productHeroSection',
      product: { _type: 'reference', _ref: id },
    });

    it('accepts every kind of section, a product of the page’s region and a chosen form', async () => {
      const doc = offers([
        { _key: 'text', _type: 'richTextSection', body: [] },
        hero(ukProduct._id),
        { _key: 'retailers', _type: 'retailersSection' },
        { _key: 'manuals', _type: 'manualsSection', heading: 'Downloads' },
        { _key: 'faq', _type: 'faqSection' },
        { _key: 'form', _type: 'supportFormSection', form: 'rma' },
        { _key: 'regions', _type: 'regionChooserSection' },
      ]);
      expect(errorsOf(await validate(doc, [ukProduct]))).toEqual([]);
    });

    it('rejects a product hero showing another region’s product, or none', async () => {
      const us = product();
      expect(errorsOf(await validate(offers([hero(us._id)]), [us, ukProduct]))).toEqual([
        expect.stringContaining('This product is the US site’s; pick the one sold on the UK site'),
      ]);
      expect(errorsOf(await validate(offers([{ _key: 'hero', _type: 'productHeroSection' }])))).toEqual([
        'Choose the product this section shows.',
      ]);
    });

    it('rejects a support form section without its form, or with a form the site does not have', async () => {
      expect(errorsOf(await validate(offers([{ _key: 'form', _type: 'supportFormSection' }])))).toEqual([
        'Choose which form this section shows.',
      ]);
      // Sanity's own “not one of the choices” (the stand-in translator answers with its message key).
      expect(
        errorsOf(await validate(offers([{ _key: 'form', _type: 'supportFormSection', form: 'warranty' }]))),
      ).toEqual([expect.stringContaining('not-allowed')]);
    });
  });

  describe('content that contradicts itself', () => {
    it('an unlocking-soon product needs no buy link yet; one on sale does', async () => {
      expect(errorsOf(await validate(product({ buy: undefined, unlockingSoon: true })))).toEqual([]);
      expect(errorsOf(await validate(product({ buy: undefined })))).toEqual([
        expect.stringContaining('in stock but has no buy link'),
      ]);
    });

    it('rejects a pre-sale whose own copy says the pre-order ended', async () => {
      const said = product({ isPreSale: true, description: 'Pre-orders closed on May 6.' });
      expect(errorsOf(await validate(said))).toEqual([expect.stringContaining('untick Pre-sale')]);
      expect(errorsOf(await validate({ ...said, isPreSale: false }))).toEqual([]);
      // An offer that came with the pre-order ended, not the pre-order (SPEC §3's jp Bumblebee).
      expect(errorsOf(await validate({ ...said, description: 'The pre-order offer ran until May 6.' }))).toEqual([]);
    });

    it('rejects a product page showing a product other than the one its address names', async () => {
      const bumblebee = product({ _id: 'product-us-flagshipBumblebee', key: 'flagshipBumblebee' });
      const megatronPage = page('us', 'flagship-megatron', 'Flagship Megatron', {
        product: { _type: 'reference', _ref: bumblebee._id },
      });
      expect(errorsOf(await validate(megatronPage, [bumblebee]))).toEqual([
        expect.stringContaining('address is the flagshipMegatron page, but it shows flagshipBumblebee'),
      ]);
      expect(errorsOf(await validate({ ...megatronPage, path: 'christmas-sale' }, [bumblebee]))).toEqual([]);
    });

    it('rejects two footer columns under one heading', async () => {
      const navigation = {
        _id: 'navigation-us',
        _type: 'navigation',
        region: 'us',
        items: [
          {
            _key: 'about',
            _type: 'navItem',
            label: 'About',
            children: [{ _key: 'c', _type: 'navChild', label: 'News' }],
          },
        ],
        footerGroups: [{ _key: 'legal', _type: 'footerGroup', title: 'About', links: [] }],
      };
      expect(errorsOf(await validate(navigation))).toEqual([
        expect.stringContaining('“About”'),
        expect.stringContaining('“About”'),
      ]);
      const legal = {
        ...navigation,
        footerGroups: [{ _key: 'legal', _type: 'footerGroup', title: 'Legal', links: [] }],
      };
      expect(errorsOf(await validate(legal))).toEqual([]);
    });

    it('rejects a year in the copyright line, and warns of a street address naming its city', async () => {
      const settings = {
        _id: 'regionSettings-us',
        _type: 'regionSettings',
        region: 'us',
        copyright: '© 2025 Roboshift.',
      };
      expect((await validate(settings)).filter((m) => JSON.stringify(m.path).includes('copyright'))).toEqual([
        expect.objectContaining({ level: 'error', message: expect.stringContaining('adds © and the current year') }),
      ]);
      const retailer = {
        _id: 'retailer-fr-1',
        _type: 'retailer',
        region: 'fr',
        name: 'La Galerie des Automates',
        city: 'Paris',
        address: '42 rue des Rouages, 75003 Paris',
      };
      expect(await validate(retailer)).toEqual([
        expect.objectContaining({
          level: 'warning',
          message: expect.stringContaining('already names the city (Paris)'),
        }),
      ]);
      expect(await validate({ ...retailer, address: '42 rue des Rouages', city: '75003 Paris' })).toEqual([]);
    });
  });
});
