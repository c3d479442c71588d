/**
 * Which folder may import what, read from the source (no build, no imports of the app): the lines
 * docs/ARCHITECTURE.md draws, held so that a change that crosses one fails here rather than in review.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;

/** The repository's own source files, as git knows them (tracked and new, never ignored build output). */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => SOURCE.test(file) && !file.includes('/dist/'));
}

/** Every module a file imports or requires by a literal name. */
function importsOf(file: string): string[] {
  const text = readFileSync(`${ROOT}${file}`, 'utf8');
  const names = text.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g,
  );
  return [...names].map((match) => match[1] ?? '');
}

const DOOR = 'web/framework/next-internals.ts';

describe('Next’s internals', () => {
  it('are reached through the one door only', () => {
    const through = sourceFiles().filter(
      (file) => file !== DOOR && importsOf(file).some((name) => name.startsWith('next/dist')),
    );
    expect(through).toEqual([]);
    // The reading above sees the door's own imports, so it would see anyone else's.
    expect(importsOf(DOOR).filter((name) => name.startsWith('next/dist')).length).toBeGreaterThan(0);
  });
});
