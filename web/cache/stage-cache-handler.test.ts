import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type CacheControl = { revalidate?: number | false; expire?: number };
const { cappedAtBoundary } = require('./stage-cache-handler.cjs') as {
  cappedAtBoundary: (
    c: CacheControl | undefined,
    boundaries: readonly number[],
    now: number,
  ) => CacheControl | undefined;
};

const now = Date.parse('2026-11-22T12:00:00Z');
const inSeconds = (s: number) => now + s * 1000;

describe('a CDN keeps a page until the next boundary at most', () => {
  it('ends the stale period at the boundary when the fresh time fits before it', () => {
    expect(cappedAtBoundary({ revalidate: 300, expire: 31_536_000 }, [inSeconds(3_600)], now)).toEqual({
      revalidate: 300,
      expire: 3_600,
    });
  });

  it('ends the fresh time at the boundary, with no stale period, when the boundary is nearer', () => {
    expect(cappedAtBoundary({ revalidate: 300, expire: 31_536_000 }, [inSeconds(42.3)], now)).toEqual({
      revalidate: 43,
      expire: 43,
    });
    expect(cappedAtBoundary({ revalidate: false }, [inSeconds(10)], now)).toEqual({ revalidate: 10, expire: 10 });
  });

  it('changes nothing without a boundary ahead, or when the lifetime already ends before it', () => {
    const lifetime = { revalidate: 300, expire: 600 };
    expect(cappedAtBoundary(lifetime, [inSeconds(-10)], now)).toBe(lifetime);
    expect(cappedAtBoundary(lifetime, [inSeconds(3_600)], now)).toBe(lifetime);
    expect(cappedAtBoundary(undefined, [inSeconds(60)], now)).toBeUndefined();
  });
});
