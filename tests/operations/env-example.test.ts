/**
 * `.env.example` says it lists every variable the project reads: the server's settings (schemas/settings.ts's
 * table) and what scripts, the Studio and tests read (`process.env.X`, `process.env['X']`, `env.X` of a passed-in
 * environment, `$X` in shell scripts). A variable the file does not name fails here, and so does one nothing reads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../schemas/src/settings';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SOURCES = [
  'web',
  'schemas/src',
  'accounts/src',
  'migrations/src',
  'studio',
  'scripts',
  'tests',
  'bench/floor-app',
  '.ci',
];
const SKIPPED = /(^|\/)(node_modules|\.next|dist|test-results|\.sanity)(\/|$)/;
const CODE = /\.(ts|tsx|mts|mjs|cjs|js|sh)$/;

/**
 * Read but not settings of ours: set by the shell or by Node's and Next's own runtime (NODE_ENV, NEXT_RUNTIME,
 * NEXT_PHASE), or by scripts/start.sh for Next's server (HOSTNAME from LISTEN_HOST, NEXT_MANUAL_SIG_HANDLE).
 */
const NOT_SETTINGS = new Set([
  'PATH',
  'BASH_SOURCE',
  'NODE_ENV',
  'NEXT_RUNTIME',
  'NEXT_PHASE',
  'HOSTNAME',
  'NEXT_MANUAL_SIG_HANDLE',
]);

function files(dir: string): string[] {
  if (SKIPPED.test(dir)) return [];
  if (!statSync(dir, { throwIfNoEntry: false })) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return files(file);
    return CODE.test(file) || file.endsWith(`.ci${path.sep}run`) ? [file] : [];
  });
}

/** Read by Next's and Sanity's own tools, not by our code. */
const READ_BY_OTHERS = new Set(['NEXT_TELEMETRY_DISABLED', 'SANITY_TELEMETRY_DISABLED']);

const sourceFiles = () => [
  ...SOURCES.flatMap((source) => files(path.join(ROOT, source))),
  path.join(ROOT, 'playwright.config.ts'),
];

/** Every variable a source file reads, with one file that reads it; the settings module reads its table's. */
function variablesRead(): Map<string, string> {
  const read = new Map<string, string>(Object.keys(SETTINGS).map((name) => [name, 'schemas/src/settings.ts']));
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    const patterns = [
      /process\.env\.([A-Z][A-Z0-9_]+)\b/g,
      /process\.env\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
      /\benv\.([A-Z][A-Z0-9_]{2,})\b/g,
    ];
    if (!CODE.test(file) || file.endsWith('.sh')) patterns.push(/\$\{?([A-Z][A-Z0-9_]{2,})\b/g);
    // `const { A, B } = process.env`
    for (const [, names = ''] of text.matchAll(/\{([^{}]+)\}\s*=\s*process\.env\b/g))
      for (const name of names.split(',').map((part) => part.trim().split(/[\s:=]/)[0] ?? ''))
        if (/^[A-Z][A-Z0-9_]+$/.test(name) && !read.has(name)) read.set(name, path.relative(ROOT, file));
    // A name that ends in "_" is a prefix written in prose (`process.env.SANITY_STUDIO_…`).
    for (const pattern of patterns)
      for (const [, name] of text.matchAll(pattern))
        if (name && !name.endsWith('_') && !read.has(name)) read.set(name, path.relative(ROOT, file));
  }
  return read;
}

describe('.env.example', () => {
  const documented = new Set(
    [...readFileSync(path.join(ROOT, '.env.example'), 'utf8').matchAll(/(?:^|[#\s])([A-Z][A-Z0-9_]*)=/gm)].map(
      ([, name]) => name ?? '',
    ),
  );

  it('names every variable the code reads', () => {
    const read = variablesRead();
    expect(read.size).toBeGreaterThan(100);
    const undocumented = [...read]
      .filter(([name]) => !documented.has(name) && !NOT_SETTINGS.has(name))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(undocumented).toEqual([]);
  });

  it('names nothing the code does not read', () => {
    const read = variablesRead();
    // Some are read by a name the code builds: a quoted name (`scriptSrc(env, 'HEATMAP_SRC')`) or a prefix
    // (`DATABASE_URL_${group}`).
    const text = sourceFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const readByName = (name: string) =>
      text.includes(`'${name}'`) ||
      text.includes(`"${name}"`) ||
      text.includes(`${name.slice(0, name.lastIndexOf('_') + 1)}\${`);
    const stale = [...documented].filter((name) => !read.has(name) && !READ_BY_OTHERS.has(name) && !readByName(name));
    expect(stale).toEqual([]);
  });
});
