import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPrice } from '@showcase/schemas/regions';
import { afterAll, describe, expect, it } from 'vitest';
import { changesCommand } from './changes-command';

const NOW = Date.parse('2026-12-02T12:00:00Z');

function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = changesCommand(args, { out: (line) => out.push(line), err: (line) => err.push(line) }, NOW);
  return { code, out, err: err.join('\n') };
}

describe('content:changes, over the embedded dataset', () => {
  it('answers the UK Halloween end (9 Nov 2025, 23:00 London) with what every uk page stops showing', () => {
    const { code, out } = run('--from', '2025-11-09 22:59', '--at', '2025-11-09 23:00', '--region', 'uk');
    expect(code).toBe(0);
    expect(out).toEqual([
      expect.stringMatching(
        /^content:changes: 9 Nov 2025, 22:59 Europe\/London → 9 Nov 2025, 23:00 Europe\/London, uk only \(\d+ documents/,
      ),
      '  uk  countdown “Halloween Sale ends in”: shown → hidden  on every uk page  [countdown-uk-halloween]',
      '  uk  menu, item “Halloween Sale”: shown → hidden  on every uk page  [navigation-uk]',
      '2 changes.',
    ]);
    // The same instant written absolutely, every region: nothing elsewhere changes then.
    expect(run('--from', '2025-11-09T22:59Z', '--at', '2025-11-09T23:00Z').out.slice(1)).toEqual(out.slice(1));
  });

  it('says so for a quiet day', () => {
    const { code, out } = run('--from', '2025-11-05 12:00', '--at', '2025-11-06 12:00', '--region', 'uk');
    expect(code).toBe(0);
    expect(out[1]).toBe(
      'Nothing shoppers see changes: no price, promotion, banner, menu item, countdown or page window differs.',
    );
    expect(out).toHaveLength(2);
  });

  it('names a product’s price and pages, a page’s seasonal title, and a New Year’s copyright line', () => {
    expect(run('--from', '2025-09-21T23:30Z', '--at', '2025-09-22T00:00Z').out).toContain(
      '  uk  product “Flagship Megatron”: pre-order £1,299 → pre-order £1,169  on /uk/flagship-megatron, every uk page listing it  [product-uk-flagshipMegatron]',
    );
    expect(run('--from', '2025-10-31 23:59', '--at', '2025-11-01 00:00', '--region', 'us').out).toContain(
      '  us  page “Roboshift | Transforming Collectible Robots”, item “Halloween Sale | Roboshift”: shown → hidden  on /us  [page-us-home]',
    );
    expect(run('--from', '2025-12-31 23:59', '--at', '2026-01-01 00:00', '--region', 'jp').out).toContain(
      '  jp  copyright year: 2025 → 2026  on every jp page  [footer]',
    );
  });

  it('from now by default: since the 2025 sales, the footers’ year is what differs', () => {
    const { out } = run('--at', '2025-11-06T12:00Z', '--region', 'fr');
    expect(out[0]).toMatch(/^content:changes: 2 Dec 2026, 13:00 Europe\/Paris → 6 Nov 2025, 13:00 Europe\/Paris/);
    expect(out).toContain('  fr  copyright year: 2026 → 2025  on every fr page  [footer]');
  });

  it('refuses what it cannot read, naming it, and runs nothing', () => {
    for (const [args, message] of [
      [['--from', 'now'], '--at is required'],
      [['--at', '27/11/2026'], '--at 27/11/2026 is not an instant'],
      [['--at', 'now', '--region', 'xx'], '--region xx is none of us, uk, eu, fr, de, kr, jp, cn'],
      [['--at', 'now', '--zone', 'UTC'], 'unknown --zone'],
      [['--at'], '--at needs a value'],
      [['--at', 'now', '--release', 'rNone'], 'is in release rNone'],
    ] as const) {
      const { code, out, err } = run(...args);
      expect(code).toBe(2);
      expect(err).toContain(message);
      expect(err).toContain('usage: npm run content:changes');
      expect(out).toEqual([]);
    }
  });
});

describe('content:changes with a release', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'changes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports what the release’s versions change once it has published, and drafts never', () => {
    const lines = readFileSync('content/dataset/data.ndjson', 'utf8').split('\n').filter(Boolean);
    const product = JSON.parse(lines.find((l) => l.includes('"_id":"product-fr-flagshipBumblebee"')) ?? '{}');
    const file = path.join(dir, 'export.ndjson');
    writeFileSync(
      file,
      [
        ...lines,
        JSON.stringify({ ...product, _id: 'versions.rBlackFriday.product-fr-flagshipBumblebee', price: 1499 }),
        JSON.stringify({ ...product, _id: 'drafts.product-fr-flagshipBumblebee', price: 999 }),
      ].join('\n'),
    );
    const at = ['--from', '2026-11-27 00:00', '--at', '2026-11-27 00:00', '--region', 'fr', '--dataset', file];
    expect(run(...at).out.slice(1)).toEqual([
      'Nothing shoppers see changes: no price, promotion, banner, menu item, countdown or page window differs.',
    ]);
    const released = run(...at, '--release', 'rBlackFriday').out;
    expect(released[0]).toContain('fr only, with release rBlackFriday published');
    expect(released).toContain(
      `  fr  product “${product.name}”: on sale ${formatPrice('fr', 1599)} → on sale ${formatPrice('fr', 1499)}  on /fr/flagship-bumblebee, every fr page listing it  [product-fr-flagshipBumblebee]`,
    );
  });
});
