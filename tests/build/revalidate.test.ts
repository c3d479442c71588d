import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every prerendered page of a region is regenerated at most every 300 s, from the one `revalidate` export of
 * `app/[region]/layout.tsx` (Next takes the lowest of a route's segments). Read from the build's own manifest,
 * which scripts/test.sh writes before the unit tests run.
 */
const MANIFEST = path.resolve(import.meta.dirname, '..', '..', 'web/.next/prerender-manifest.json');

describe.skipIf(!existsSync(MANIFEST) && !process.env.CI)('the build', () => {
  it('revalidates every region page after 300 s', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as {
      routes: Record<string, { srcRoute: string | null; initialRevalidateSeconds: number | false }>;
    };
    const regionPages = Object.entries(manifest.routes).filter(([, route]) => route.srcRoute?.startsWith('/[region]'));
    expect(regionPages.length).toBeGreaterThan(100);
    const other = regionPages.filter(([, route]) => route.initialRevalidateSeconds !== 300).map(([page]) => page);
    expect(other).toEqual([]);
  });
});
