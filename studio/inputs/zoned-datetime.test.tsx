import { studioTheme, ThemeProvider } from '@sanity/ui';
import { documentZone } from '@showcase/schemas/zones';
import { renderToStaticMarkup } from 'react-dom/server';
import type { InputProps, Path } from 'sanity';
import { describe, expect, it } from 'vitest';
import { instantTitle } from './instant-title';
import { ZonedDatetime } from './region-zone-datetime';

describe('what each instant is called', () => {
  it('a schedule’s dates are the starts of its stages', () => {
    expect(instantTitle('schedule', ['timestamps', 0])).toBe('Stage 1 starts');
    expect(instantTitle('schedule', ['timestamps', 4])).toBe('Stage 5 starts');
  });

  it('an activation’s start and end say what shows, by where it sits', () => {
    const titles = (type: string, at: Path) => [
      instantTitle(type, [...at, 'startTime']),
      instantTitle(type, [...at, 'endTime']),
    ];
    expect(titles('product', ['activityTime'])).toEqual(['Promotion starts', 'Promotion ends']);
    expect(titles('textBanner', ['activation'])).toEqual(['Banner shown from', 'Banner hidden from']);
    expect(titles('countdown', ['activation'])).toEqual(['Countdown shown from', 'Countdown hidden from']);
    expect(titles('navigation', ['items', { _key: 'a' }, 'activation'])).toEqual([
      'Menu item shown from',
      'Menu item hidden from',
    ]);
    expect(titles('navigation', ['items', { _key: 'a' }, 'children', { _key: 'b' }, 'activation'])).toEqual([
      'Submenu item shown from',
      'Submenu item hidden from',
    ]);
    expect(titles('page', ['stagedMeta', { _key: 'h' }, 'activation'])).toEqual([
      'Promotion title shown from',
      'Promotion title hidden from',
    ]);
  });

  it('anything else keeps its schema title (a page’s window, a countdown’s target)', () => {
    expect(instantTitle('page', ['startTime'])).toBeUndefined();
    expect(instantTitle('countdown', ['target'])).toBeUndefined();
    expect(instantTitle('product', ['timestamps', 0])).toBeUndefined();
  });
});

/** The input's own markup, with Sanity's default datetime input stood in by what it was handed. */
function render(document: Record<string, unknown>, path: Path, value: string | undefined, ownZone = 'UTC') {
  const handed: { title?: string; options?: Record<string, unknown> }[] = [];
  const input = {
    path,
    value,
    schemaType: { name: 'datetime', title: 'Datetime', options: { timeStep: 15 } },
    renderDefault: (props: InputProps) => {
      handed.push(props.schemaType as (typeof handed)[number]);
      return <input aria-label={String(props.schemaType.title)} />;
    },
  } as unknown as InputProps;
  const html = renderToStaticMarkup(
    <ThemeProvider theme={studioTheme}>
      <ZonedDatetime input={input} documentType={document._type} decided={documentZone(document)} ownZone={ownZone} />
    </ThemeProvider>,
  );
  return { html, handed: handed[0] };
}

describe('a datetime in its document’s named zone', () => {
  const end = '2025-11-09T23:00:00.000Z';

  it('a UK schedule’s date: London, named, titled as its stage, and the editor’s own zone beneath', () => {
    const { html, handed } = render({ _type: 'schedule', regions: ['uk'] }, ['timestamps', 1], end);
    expect(handed).toEqual({
      name: 'datetime',
      title: 'Stage 2 starts',
      options: { timeStep: 15, displayTimeZone: 'Europe/London', allowTimeZoneSwitch: true },
    });
    expect(html).toContain('aria-label="Stage 2 starts"');
    expect(html).toContain('Time zone: Europe/London (UK)');
    expect(html).toMatch(/In your time zone \(UTC\): Nov 9, 2025,? 11:00\s?PM/);
  });

  it('the shared EU schedule reads its own zone; the toy revolution +08:00', () => {
    const eu = render(
      { _type: 'schedule', regions: ['eu', 'fr', 'de'], timeZone: 'Europe/Brussels' },
      ['timestamps', 0],
      end,
    );
    expect(eu.handed?.options?.displayTimeZone).toBe('Europe/Brussels');
    expect(eu.html).toContain('Time zone: Europe/Brussels (EU)');
    const toy = render({ _type: 'schedule', timeZone: 'Asia/Shanghai' }, ['timestamps', 0], end);
    expect(toy.html).toContain('Time zone: Asia/Shanghai (CN; UTC+08:00 all year');
  });

  it('a regional document reads its region’s zone; nothing beneath when the editor is in it', () => {
    const { html, handed } = render(
      { _type: 'product', region: 'jp' },
      ['activityTime', 'startTime'],
      end,
      'Asia/Tokyo',
    );
    expect(handed?.title).toBe('Promotion starts');
    expect(handed?.options?.displayTimeZone).toBe('Asia/Tokyo');
    expect(html).toContain('Time zone: Asia/Tokyo (JP)');
    expect(html).not.toContain('editors-zone');
  });

  it('a schedule whose regions differ names no zone and says what to choose', () => {
    const { html, handed } = render({ _type: 'schedule', regions: ['eu', 'fr'] }, ['timestamps', 0], end);
    expect(handed?.options).toEqual({ timeStep: 15 });
    expect(html).toContain('data-testid="document-zone-missing"');
    expect(html).toContain('Its regions are in different time zones: choose “Time zone of its dates”.');
    expect(html).not.toContain('editors-zone');
    expect(render({ _type: 'schedule' }, ['timestamps', 0], undefined).html).toContain(
      'No time zone yet: choose its regions or “Time zone of its dates”.',
    );
  });
});
