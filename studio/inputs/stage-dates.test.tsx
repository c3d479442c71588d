import { studioTheme, ThemeProvider } from '@sanity/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StageSpans, stageSpans } from './stage-dates';

const HALLOWEEN_UK = ['2025-11-09T23:00:00.000Z', '2025-10-25T07:00:00.000Z'];
const london = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(
    new Date(instant),
  );

describe('the dates beside an activation’s stages', () => {
  it('stage n runs from the schedule’s n-th date to the next, in order whatever the order stored', () => {
    expect(stageSpans([1], HALLOWEEN_UK, london)).toEqual(['Stage 1: 25 Oct 2025, 08:00 – 9 Nov 2025, 23:00']);
  });

  it('stage 0 is before the first date, the last stage has no end, each stage once, in order', () => {
    expect(stageSpans([2, 0, 2], HALLOWEEN_UK, london)).toEqual([
      'Stage 0: until 25 Oct 2025, 08:00',
      'Stage 2: from 9 Nov 2025, 23:00 on',
    ]);
  });

  it('a stage the schedule never reaches says so; a schedule without dates is always stage 0', () => {
    expect(stageSpans([3], HALLOWEEN_UK, london)).toEqual(['Stage 3: never (the schedule has 2 dates)']);
    expect(stageSpans([0], [], london)).toEqual(['Stage 0: always (the schedule has no dates)']);
  });

  it('shows them below the list with the zone named; nothing when no stage is chosen', () => {
    const html = (spans: string[]) =>
      renderToStaticMarkup(
        <ThemeProvider theme={studioTheme}>
          <StageSpans spans={spans} zone="Europe/London" />
        </ThemeProvider>,
      );
    const shown = html(stageSpans([1], HALLOWEEN_UK, london));
    expect(shown).toContain('Stage 1: 25 Oct 2025, 08:00 – 9 Nov 2025, 23:00');
    expect(shown).toContain('Time zone: Europe/London (UK)');
    expect(html([])).toBe('');
  });
});
