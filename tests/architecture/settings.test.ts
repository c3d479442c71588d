/**
 * Settings have one reader: schemas/settings.ts reads the environment, checks it and hands out typed values,
 * and no other runtime file of web/, schemas/ or accounts/ reads `process.env`. The exceptions are what Next itself reads
 * or writes by name, each for the reason given.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const EXCEPTIONS: Record<string, string> = {
  'schemas/src/settings.ts': 'the reader',
  'web/lib/routing/public-settings.ts':
    "the browser's: Next writes a literal read of process.env by name into the bundle at build",
  'web/instrumentation.ts': "NEXT_RUNTIME, which Next replaces at build so the edge bundle leaves Node's code out",
  'web/framework/next-internals.ts': "writes what Next's standalone server reads back (production mode, its config)",
};

const runtimeFiles = () =>
  execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'web', 'schemas/src', 'accounts/src'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file) && !/\.test\.tsx?$|\/dist\//.test(file));

describe('settings', () => {
  it('are read from the environment by schemas/settings.ts alone', () => {
    const files = runtimeFiles();
    expect(files.length).toBeGreaterThan(200);
    const readers = files.filter((file) => /\bprocess\.env\b/.test(readFileSync(`${ROOT}${file}`, 'utf8')));
    expect(readers.sort()).toEqual(Object.keys(EXCEPTIONS).sort());
  });
});
