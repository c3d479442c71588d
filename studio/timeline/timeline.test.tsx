import { formatPrice } from '@showcase/schemas/regions';
import { evaluate, parse } from 'groq-js';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seededDataset } from '../../migrations/test/dataset';
import { layeredSources } from './layered-sources';
import { axisRange, buildTimeline, intervalsOf, MINUTE, nextWake, sourcesFor } from './model';
import { PromotionTimeline, type RegionChoice, zoneFor } from './promotion-timeline';
import { contentOf, TIMELINE_LISTEN_QUERY, TIMELINE_QUERY } from './query';
import { type TimelineSource, timelineSources } from './sources';
import type { RawDocument, RawRelease } from './versions';
import { axisTicks, period, periods } from './zone-time';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;
const ref = (id: string) => ({ _type: 'reference', _ref: id });
const [US_START, US_END] = ['2025-10-25T07:00:00.000Z', '2025-11-01T07:00:00.000Z'];
const halloweenUs = { schedule: { timestamps: [US_START, US_END] }, stages: [1] };

/** A small raw dataset: the US Halloween schedule and a menu with an item that follows it and one that does not. */
const usSchedule: RawDocument = {
  _id: 'schedule-halloween-us',
  _type: 'schedule',
  title: 'Halloween (US)',
  region: 'us',
  timestamps: [US_START, US_END],
};
const usMenu: RawDocument = {
  _id: 'navigation-us',
  _type: 'navigation',
  region: 'us',
  items: [
    { _key: 'sale', label: 'Halloween Sale', activation: { stages: [1], schedule: ref(usSchedule._id) } },
    { _key: 'new', label: 'New arrivals', activation: { startTime: '2025-09-22T00:00:00.000Z' } },
  ],
};
const blackFriday: RawRelease = {
  _id: '_.releases.rBlackFriday',
  state: 'scheduled',
  publishAt: '2025-11-28T08:00:00.000Z',
  metadata: { title: 'Black Friday', releaseType: 'scheduled' },
};

/** A countdown that only the Black Friday release adds. */
const bfCountdown: RawDocument = {
  _id: 'versions.rBlackFriday.countdown-us-bf',
  _type: 'countdown',
  region: 'us',
  title: 'Black Friday ends in',
  activation: { startTime: '2025-11-28T08:00:00.000Z', endTime: '2025-12-01T08:00:00.000Z' },
};

const render = (sources: readonly TimelineSource[], now: number, region: RegionChoice, ownZone = 'UTC') =>
  renderToStaticMarkup(
    <PromotionTimeline
      timeline={buildTimeline(sourcesFor(sources, region), now)}
      now={now}
      region={region}
      zone={zoneFor(region, ownZone)}
    />,
  );

/** What the query answers over some raw documents, as the Studio's raw read gets it. */
async function queried(documents: readonly object[]) {
  const tree = parse(TIMELINE_QUERY);
  return contentOf(await (await evaluate(tree, { dataset: documents })).get());
}

describe('intervals and stages', () => {
  it('come from the stage evaluator, each labelled with the stage of the schedule it follows', () => {
    expect(intervalsOf(halloweenUs)).toEqual([{ from: at(US_START), to: at(US_END), stage: 1 }]);
    expect(intervalsOf({ startTime: '2025-09-22T00:00:00Z' })).toEqual([
      { from: at('2025-09-22T00:00:00Z'), to: null, stage: null },
    ]);
    // On in stages 1 and 2: two intervals, not one, so each says its stage; the window's end cuts stage 2 short.
    const three = ['2025-09-17T16:00:00Z', '2025-09-19T16:00:00Z', '2025-09-21T16:00:00Z'];
    expect(intervalsOf({ schedule: { timestamps: three }, stages: [1, 2], endTime: '2025-09-20T00:00:00Z' })).toEqual([
      { from: at(three[0] as string), to: at(three[1] as string), stage: 1 },
      { from: at(three[1] as string), to: at('2025-09-20T00:00:00Z'), stage: 2 },
    ]);
  });

  it('a schedule is a row of its own, one interval per stage, its dates numbered ticks on every row that follows it', () => {
    const { rows } = buildTimeline(timelineSources([usSchedule, usMenu]), at('2025-10-30T00:00:00Z'));
    const schedule = rows.find((r) => r.kind === 'schedule');
    expect(schedule?.label).toBe('US · Schedule: Halloween (US)');
    expect(schedule?.intervals).toEqual([
      { from: at(US_START), to: at(US_END), stage: 1 },
      { from: at(US_END), to: null, stage: 2 },
    ]);
    const sale = rows.find((r) => r.label === 'US · Menu: Halloween Sale');
    expect(sale?.ticks).toEqual([
      { at: at(US_START), stage: 1 },
      { at: at(US_END), stage: 2 },
    ]);
    expect(rows.find((r) => r.label === 'US · Menu: New arrivals')?.ticks).toEqual([]);
  });

  it('reads a schedule’s regions, and its single region where it has no list', () => {
    const shared = {
      ...usSchedule,
      _id: 's-eu',
      title: 'Halloween (EU, FR, DE)',
      region: undefined,
      regions: ['eu', 'fr', 'de'],
    };
    const [eu, uk] = timelineSources([shared, { ...usSchedule, _id: 's-uk', region: 'uk', title: 'Halloween (UK)' }]);
    expect(eu?.label).toBe('EU, FR, DE · Schedule: Halloween (EU, FR, DE)');
    expect(uk?.regions).toEqual(['uk']);
    expect(sourcesFor([eu, uk] as TimelineSource[], 'fr').map((s) => s.id)).toEqual(['s-eu']);
  });
});

describe('the axis, in a named zone', () => {
  it('ticks at the zone’s midnights: London’s across the end of summer time, Los Angeles’s by week', () => {
    const london = axisTicks(at('2025-10-24T12:00:00Z'), at('2025-10-28T12:00:00Z'), 'Europe/London', 'en-GB');
    expect(london.unit).toBe('day');
    expect(london.ticks).toEqual([
      { at: at('2025-10-24T23:00:00Z'), label: 'Sat 25 Oct' },
      { at: at('2025-10-25T23:00:00Z'), label: 'Sun 26 Oct' },
      // The clocks went back that night: midnight is 00:00 UTC again.
      { at: at('2025-10-27T00:00:00Z'), label: 'Mon 27 Oct' },
      { at: at('2025-10-28T00:00:00Z'), label: 'Tue 28 Oct' },
    ]);
    const la = axisTicks(at('2025-10-18T00:00:00Z'), at('2025-11-12T00:00:00Z'), 'America/Los_Angeles', 'en-GB');
    expect(la.unit).toBe('week');
    expect(la.ticks).toEqual([
      { at: at('2025-10-20T07:00:00Z'), label: '20 Oct' },
      { at: at('2025-10-27T07:00:00Z'), label: '27 Oct' },
      { at: at('2025-11-03T08:00:00Z'), label: '3 Nov' },
      { at: at('2025-11-10T08:00:00Z'), label: '10 Nov' },
    ]);
  });

  it('ticks by month for a long span, few enough to read', () => {
    const tokyo = axisTicks(at('2025-03-10T00:00:00Z'), at('2026-02-20T00:00:00Z'), 'Asia/Tokyo', 'en-GB');
    expect(tokyo.unit).toBe('month');
    expect(tokyo.ticks[0]).toEqual({ at: at('2025-03-31T15:00:00Z'), label: 'Apr 2025' });
    const years = axisTicks(at('2020-01-10T00:00:00Z'), at('2026-02-20T00:00:00Z'), 'UTC', 'en-GB');
    expect(years.ticks.length).toBeLessThanOrEqual(16);
  });

  it('writes periods in the zone and names it', () => {
    expect(period(at(US_START), null, 'America/Los_Angeles', 'en-GB')).toBe(
      '25 Oct 2025, 00:00 → … America/Los_Angeles',
    );
    // A row's periods name the zone once, each labelled with its stage.
    const stages = [
      { from: at(US_START), to: at(US_END), stage: 1 },
      { from: at(US_END), to: null, stage: 2 },
    ];
    expect(periods(stages, 'Europe/London', 'en-GB')).toBe(
      'Stage 1: 25 Oct 2025, 08:00 → 1 Nov 2025, 07:00; Stage 2: 1 Nov 2025, 07:00 → … Europe/London',
    );
  });
});

describe('drafts and releases', () => {
  const now = at('2025-10-30T00:00:00Z');

  it('a draft shows above the published row, marked, only where it changes something', () => {
    const draft = {
      ...usMenu,
      _id: 'drafts.navigation-us',
      items: [
        (usMenu.items as object[])[0],
        { _key: 'new', label: 'New arrivals', activation: { startTime: '2025-11-03T08:00:00.000Z' } },
      ],
    };
    const sources = layeredSources([usSchedule, usMenu, draft], []);
    expect(sources.map((s) => `${s.version.kind} ${s.label}`)).toEqual([
      'published US · Schedule: Halloween (US)',
      // The sale is the same in the draft: no draft row for it.
      'published US · Menu: Halloween Sale',
      'draft US · Menu: New arrivals',
      'published US · Menu: New arrivals',
    ]);
    const html = render(sources, now, 'us');
    expect(html).toContain('data-version="draft"');
    expect(html).toMatch(/US · Menu: New arrivals<\/span><span data-testid="version"[^>]*>Draft<\/span>/);
    expect(html).toContain('3 Nov 2025, 00:00 → … America/Los_Angeles');
  });

  it('a draft of a schedule shows on the draft rows of the schedule and of everything that follows it', () => {
    const moved = {
      ...usSchedule,
      _id: 'drafts.schedule-halloween-us',
      timestamps: [US_START, '2025-11-08T08:00:00.000Z'],
    };
    const timeline = buildTimeline(layeredSources([usSchedule, usMenu, moved], []), now);
    const drafts = timeline.rows.filter((r) => r.version.kind === 'draft');
    expect(drafts.map((r) => r.label)).toEqual(['US · Schedule: Halloween (US)', 'US · Menu: Halloween Sale']);
    expect(drafts[1]?.intervals).toEqual([{ from: at(US_START), to: at('2025-11-08T08:00:00.000Z'), stage: 1 }]);
    // Shoppers see the published schedule until it is published: the next change is still the published end.
    expect(timeline.next?.at).toBe(at(US_END));
  });

  it('a release’s versions are marked with its title; what it unpublishes shows as removed; finished releases are left out', () => {
    const unpublish = { ...usMenu, _id: 'versions.rBlackFriday.navigation-us', _system: { delete: true } };
    const leftover = { ...usMenu, _id: 'versions.rOld.navigation-us', items: [] };
    const old: RawRelease = { _id: '_.releases.rOld', state: 'published', metadata: { title: 'Summer' } };
    const sources = layeredSources([usSchedule, usMenu, bfCountdown, unpublish, leftover], [blackFriday, old]);
    expect(
      sources.map(
        (s) =>
          `${s.version.kind === 'release' ? s.version.title : s.version.kind} ${s.label}${s.removed ? ' (removed)' : ''}`,
      ),
    ).toEqual([
      'published US · Schedule: Halloween (US)',
      // Only in the release: after what precedes it there (the menu is gone from the release's content).
      'Black Friday US · Countdown: Black Friday ends in',
      'Black Friday US · Menu: Halloween Sale (removed)',
      'published US · Menu: Halloween Sale',
      'Black Friday US · Menu: New arrivals (removed)',
      'published US · Menu: New arrivals',
    ]);
    const html = render(sources, now, 'us');
    expect(html).toContain('Release: Black Friday (publishes 28 Nov 2025, 00:00 America/Los_Angeles)');
    expect(html).toContain('Removed by the release');
    expect(html).not.toContain('Summer');
  });
});

describe('now and the next change', () => {
  const now = at('2025-10-30T00:00:00Z');

  it('says what changes next on the site, in words: what starts, ends, or which stage begins', () => {
    const timeline = buildTimeline(layeredSources([usSchedule, usMenu], []), now);
    expect(timeline.next).toEqual({
      at: at(US_END),
      changes: ['US · Schedule: Halloween (US) — stage 2 begins', 'US · Menu: Halloween Sale — turns off'],
    });
    expect(buildTimeline(layeredSources([usSchedule, usMenu], []), at('2025-11-02T00:00:00Z')).next).toBeNull();
  });

  it('a scheduled release publishing is a change on the site; a release only planned for a date is not', () => {
    const after = at('2025-11-02T00:00:00Z');
    const scheduled = buildTimeline(layeredSources([usSchedule, usMenu, bfCountdown], [blackFriday]), after);
    expect(scheduled.next).toEqual({
      at: at('2025-11-28T08:00:00.000Z'),
      changes: ['Release “Black Friday” publishes: US · Countdown: Black Friday ends in'],
    });
    const planned: RawRelease = {
      _id: '_.releases.rBlackFriday',
      state: 'active',
      metadata: { title: 'Black Friday', releaseType: 'scheduled', intendedPublishAt: '2025-11-28T08:00:00.000Z' },
    };
    const sources = layeredSources([usSchedule, usMenu, bfCountdown], [planned]);
    expect(buildTimeline(sources, after).next).toBeNull();
    expect(render(sources, after, 'us')).toContain(
      'Release: Black Friday (planned for 28 Nov 2025, 00:00 America/Los_Angeles)',
    );
  });

  it('wakes at the next boundary of any row, drafts included, or when "now" has moved a step, never sooner than a minute', () => {
    const timeline = buildTimeline(layeredSources([usSchedule, usMenu], []), now);
    expect(nextWake(timeline, now, 30 * DAY)).toBe(at(US_END));
    expect(nextWake(timeline, now, 3_600_000)).toBe(at('2025-10-30T01:00:00Z'));
    expect(nextWake(timeline, now + 1, 1)).toBe(now + MINUTE);
    const soon = {
      ...usMenu,
      _id: 'drafts.navigation-us',
      items: [{ _key: 'x', label: 'X', activation: { endTime: '2025-10-31T00:00:00Z' } }],
    };
    expect(nextWake(buildTimeline(layeredSources([usSchedule, usMenu, soon], []), now), now, 30 * DAY)).toBe(
      at('2025-10-31T00:00:00Z'),
    );
  });

  it('the axis spans every edge and now, or the weeks around now and the next change', () => {
    const timeline = buildTimeline(layeredSources([usSchedule, usMenu], []), now);
    const all = axisRange(timeline, now, 'all');
    expect(all.from).toBeLessThan(at('2025-09-22T00:00:00Z'));
    expect(all.to).toBeGreaterThan(at(US_END));
    // New arrivals started in September: near now, the axis starts two weeks back, and ends after the last date.
    expect(axisRange(timeline, now, 'near')).toEqual({ from: now - 14 * DAY, to: at(US_END) + DAY });
  });
});

describe('the view', () => {
  const now = at('2025-10-30T00:00:00Z');
  const sources = layeredSources([usSchedule, usMenu], []);

  it('in a region: every instant in its zone, named; stages and numbered schedule dates in words', () => {
    const html = render(sources, now, 'us');
    expect(html).toContain('Times are in America/Los_Angeles, the US zone.');
    expect(html).toContain('Stage 1: 25 Oct 2025, 00:00 → 1 Nov 2025, 00:00 America/Los_Angeles');
    expect(html).toContain('Follows Halloween (US): 1 · 25 Oct 2025, 00:00; 2 · 1 Nov 2025, 00:00 America/Los_Angeles');
    expect(html).toContain(
      'Next change on the site: 1 Nov 2025, 00:00 America/Los_Angeles: US · Schedule: Halloween (US) — stage 2 begins; US · Menu: Halloween Sale — turns off.',
    );
    // The axis's ticks are Los Angeles's midnights, labelled in that zone.
    expect(html).toContain('<time dateTime="2025-10-27T07:00:00.000Z"');
    expect(html).toContain('Stage 1 now');
    expect(html).toContain('data-active="true"');
  });

  it('for all regions: the editor’s own zone, named', () => {
    const html = render(sources, now, 'all', 'Asia/Tokyo');
    expect(html).toContain('All regions: times are in your own time zone, Asia/Tokyo.');
    expect(html).toContain('Stage 1: 25 Oct 2025, 16:00 → 1 Nov 2025, 16:00 Asia/Tokyo');
  });

  it('is a table of rows in words, with a labelled region picker', () => {
    const html = render(sources, now, 'us');
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Region<\/label><select id="\1"/);
    for (const option of ['All regions (your time zone)', 'US · America/Los_Angeles', 'CN · Asia/Shanghai'])
      expect(html).toContain(`>${option}</option>`);
    expect(html).toContain('<option value="us" selected="">');
    expect(html).toMatch(/<th scope="row"[^>]*><span>US · Menu: Halloween Sale<\/span>/);
    expect(html).toContain('>On now</span>');
  });

  it('says a draft’s or a release’s row is not what shoppers see', () => {
    const items = [{ _key: 'sale', label: 'Halloween Sale', activation: { startTime: '2025-10-29T00:00:00.000Z' } }];
    const draft = { ...usMenu, _id: 'drafts.navigation-us', items };
    const inRelease = { ...draft, _id: 'versions.rBlackFriday.navigation-us' };
    const html = render(layeredSources([usSchedule, usMenu, draft, inRelease], [blackFriday]), now, 'us');
    expect(html).toContain('>On now</span>');
    expect(html).toContain('>On now in this draft, not on the site</span>');
    expect(html).toContain('>On now in this release, not on the site until it publishes</span>');
  });

  it('shows only the chosen region’s rows', () => {
    const html = render(sources, now, 'uk');
    expect(html).not.toContain('US · Menu');
    expect(html).toContain('Nothing time-bound in UK.');
    expect(html).toContain('Nothing on the site is scheduled to change.');
  });
});

describe('from the seeded content', () => {
  it('the query reads every version and the releases; what is on during Halloween, and what changes next', async () => {
    const seeded = await seededDataset();
    const draft = { ...seeded.find((d) => d._id === 'schedule-halloween-uk'), _id: 'drafts.schedule-halloween-uk' };
    const release = { ...blackFriday, _type: 'system.release' };
    const content = await queried([...seeded, draft, release]);
    expect(content.documents.some((d) => d._id === 'drafts.schedule-halloween-uk')).toBe(true);
    expect(content.releases.map((r) => r._id)).toEqual(['_.releases.rBlackFriday']);
    // Whatever the answer, the model gets lists of documents with ids and types.
    expect(contentOf(null)).toEqual({ documents: [], releases: [] });
    expect(contentOf({ documents: [{ _id: 'x' }, null], releases: [{}] })).toEqual({ documents: [], releases: [] });

    const timeline = buildTimeline(layeredSources(content.documents, content.releases), at('2025-10-30T00:00:00Z'));
    const on = timeline.rows.filter((r) => r.activeNow && r.version.kind === 'published').map((r) => r.label);
    expect(on).toEqual(expect.arrayContaining(['US · Menu: Halloween Sale', 'US · Title: Halloween Sale | Roboshift']));
    expect(timeline.next?.at).toBe(at(US_END));
    expect(timeline.next?.changes).toEqual(expect.arrayContaining(['US · Menu: Halloween Sale — turns off']));
    // A promotion's row names the prices it switches between.
    expect(timeline.rows.map((r) => r.label)).toContain(
      `UK · Flagship Megatron promotion price: ${formatPrice('uk', 1169)} instead of ${formatPrice('uk', 1299)}`,
    );
    // An unchanged draft adds no rows.
    expect(timeline.rows.some((r) => r.version.kind === 'draft')).toBe(false);
  });

  it('the listener hears drafts, release versions, schedules and releases, and nothing else', async () => {
    const tree = parse(TIMELINE_LISTEN_QUERY);
    const hears = async (doc: object) =>
      ((await (await evaluate(tree, { dataset: [doc] })).get()) as unknown[]).length > 0;
    expect(await hears({ ...usMenu, _id: 'drafts.navigation-us' })).toBe(true);
    expect(await hears({ ...usMenu, _id: 'versions.rBlackFriday.navigation-us' })).toBe(true);
    expect(await hears(usSchedule)).toBe(true);
    expect(await hears({ ...blackFriday, _type: 'system.release' })).toBe(true);
    expect(await hears({ _id: 'regionSettings-us', _type: 'regionSettings' })).toBe(false);
  });
});
