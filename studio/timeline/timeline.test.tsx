import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seededDataset } from '../../migrations/test/dataset';
import { buildTimeline, intervalsOf, timelineSources } from './model';
import { PromotionTimeline } from './promotion-timeline';

const at = (iso: string) => Date.parse(iso);
const halloweenUs = { schedule: { timestamps: ['2025-10-25T07:00:00.000Z', '2025-11-01T07:00:00.000Z'] }, stages: [1] };

/** The seeded documents shaped as TIMELINE_QUERY returns them (schedules dereferenced). */
async function queried() {
  const docs = await seededDataset();
  const schedules = new Map(docs.filter((d) => d._type === 'schedule').map((d) => [d._id, d.timestamps]));
  return JSON.parse(JSON.stringify(docs), (_key, value) =>
    value && typeof value === 'object' && value._type === 'reference' && schedules.has(value._ref)
      ? { timestamps: schedules.get(value._ref) }
      : value,
  ) as typeof docs;
}

describe('promotion timeline', () => {
  it('intervals come from the stage evaluator', () => {
    expect(intervalsOf(halloweenUs)).toEqual([{ from: at('2025-10-25T07:00:00Z'), to: at('2025-11-01T07:00:00Z') }]);
    expect(intervalsOf({ startTime: '2025-09-22T00:00:00Z' })).toEqual([
      { from: at('2025-09-22T00:00:00Z'), to: null },
    ]);
  });

  it('from the seeded content: what is on during Halloween, and what changes next', async () => {
    const sources = timelineSources(await queried());
    const timeline = buildTimeline(sources, at('2025-10-30T00:00:00Z'));
    const on = timeline.rows.filter((r) => r.activeNow).map((r) => r.label);
    expect(on).toEqual(expect.arrayContaining(['US · Menu: Halloween Sale', 'US · Title: Halloween Sale | Roboshift']));
    expect(timeline.next?.at).toBe(at('2025-11-01T07:00:00Z'));
    expect(timeline.next?.labels).toEqual(expect.arrayContaining(['US · Menu: Halloween Sale']));
    expect(sources.some((s) => s.label === 'UK · Flagship Megatron promotion price')).toBe(true);
  });

  it('renders every row, the active ones marked, and the next change', () => {
    const timeline = buildTimeline(
      [{ id: 'a', region: 'us', label: 'US · Menu: Halloween Sale', activation: halloweenUs }],
      at('2025-10-30T00:00:00Z'),
    );
    const html = renderToStaticMarkup(<PromotionTimeline timeline={timeline} now={at('2025-10-30T00:00:00Z')} />);
    expect(html).toContain('data-active="true"');
    expect(html).toContain('US · Menu: Halloween Sale');
    expect(html).toContain('Next change 1 Nov 2025, 07:00 UTC: US · Menu: Halloween Sale');
    // A region's interval reads in its own zone, named: the US sale runs midnight to midnight Pacific.
    expect(html).toContain('title="25 Oct 2025, 00:00 America/Los_Angeles → 1 Nov 2025, 00:00 America/Los_Angeles"');
    // And in words under the row's name, for keyboards and screenshots alike.
    expect(html).toContain('>25 Oct 2025, 00:00 → 1 Nov 2025, 00:00 America/Los_Angeles</span>');
  });
});
