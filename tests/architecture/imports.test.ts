/**
 * Which folder may import what, read from the source (no build, no imports of the app): the lines
 * docs/ARCHITECTURE.md draws, held so that a change that crosses one fails here rather than in review.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** The folder of web/ a module of ours lives in, or null outside web/. */
function webFolder(file: string): string | null {
  const match = /^web\/([^/]+)\//.exec(file);
  return match ? (match[1] ?? null) : null;
}

/** The file an import names, as a path from the repository root (null: a package). */
function target(from: string, name: string): string | null {
  if (name.startsWith('@/')) return `web/${name.slice(2)}`;
  if (!name.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), name));
}

/**
 * Which folders of web/ each may import. The lowest first: framework/ (Next's internals) and lib/ (what the app
 * runs on) stand on the schemas alone; security/ on those; cache/ (bundled for Next) on all three; the routes
 * and components on anything but cache/, which Next and the front server load from outside.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  framework: [],
  lib: ['framework'],
  security: ['framework', 'lib'],
  cache: ['framework', 'lib', 'security'],
  components: ['framework', 'lib', 'security'],
  app: ['framework', 'lib', 'security', 'components'],
};

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

/** What marks a regular expression as a reading of React's or Next's output: a name or attribute they write. */
const OUTPUT_SHAPES = ['__next_f', '__next_s', 'self.__next', 'data-precedence'];
const REGEX_LITERAL =
  /(?:^|[=(,:;!&|?{}[\]]|\breturn)\s*\/(?![*/])((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+)\/[dgimsuyv]*/gm;
const REGEX_CALL = /\bRegExp\(([^\n]*)/g;

/** The output shapes named by the regular expressions a file defines (literals, and RegExp calls' first lines). */
function shapesReadBy(file: string): string[] {
  const text = readFileSync(`${ROOT}${file}`, 'utf8');
  const patterns = [...text.matchAll(REGEX_LITERAL), ...text.matchAll(REGEX_CALL)].map(([, body = '']) =>
    body.replaceAll('\\', ''),
  );
  return OUTPUT_SHAPES.filter((shape) => patterns.some((pattern) => pattern.includes(shape)));
}

describe('React’s and Next’s output', () => {
  it('is read in web/framework/ only, where each shape has its contract test', () => {
    const outside = sourceFiles()
      .filter((file) => !file.startsWith('web/framework/'))
      .flatMap((file) => shapesReadBy(file).map((shape) => `${file}: ${shape}`));
    expect(outside, 'move the reading into web/framework/ (rendered-html.ts, inline-scripts.ts)').toEqual([]);
    // The reading sees the framework's own patterns, so it would see anyone else's.
    expect(shapesReadBy('web/framework/inline-scripts.ts')).toEqual(['__next_f', 'self.__next']);
  });
});

describe('the folders of web/', () => {
  it('import one way only: no folder imports one above it, so no two import each other', () => {
    const crossings: string[] = [];
    let seen = 0;
    for (const file of sourceFiles()) {
      const folder = webFolder(file);
      const allowed = folder === null ? undefined : MAY_IMPORT[folder];
      if (!folder || !allowed) continue;
      for (const name of importsOf(file)) {
        const to = target(file, name);
        const other = to === null ? null : webFolder(to);
        if (!other || other === folder || !(other in MAY_IMPORT)) continue;
        seen++;
        if (!allowed.includes(other)) crossings.push(`${file} → ${name}`);
      }
    }
    expect(crossings).toEqual([]);
    // The reading finds the crossings that are allowed, so it would find the others.
    expect(seen).toBeGreaterThan(20);
  });
});

describe('web/lib', () => {
  it('has its folders stand below its loose files: no folder imports a loose file of web/lib', () => {
    const files = sourceFiles();
    const known = new Set(files);
    const upward: string[] = [];
    let seen = 0;
    for (const file of files) {
      if (!/^web\/lib\/[^/]+\//.test(file)) continue;
      for (const name of importsOf(file)) {
        const to = resolved(file, name, known);
        if (!to?.startsWith('web/lib/')) continue;
        seen++;
        if (!to.slice('web/lib/'.length).includes('/')) upward.push(`${file} → ${name}`);
      }
    }
    expect(upward, 'move what the folder needs into a folder').toEqual([]);
    // The reading finds the imports between folders of web/lib, so it would find one to a loose file.
    expect(seen).toBeGreaterThan(50);
  });
});

/** Our workspaces' modules by the names they are imported under (`@showcase/accounts/registry`), from their exports. */
const WORKSPACE_EXPORTS = new Map(
  (JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { workspaces: string[] }).workspaces.flatMap((folder) => {
    const { name, exports = {} } = JSON.parse(readFileSync(`${ROOT}${folder}/package.json`, 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    return Object.entries(exports).map(([entry, file]): [string, string] => [
      `${name}${entry.slice(1)}`,
      path.posix.join(folder, file),
    ]);
  }),
);

/** The file or folder an import names, as a path from the repository root (null: a package of someone else's). */
const named = (from: string, name: string) => WORKSPACE_EXPORTS.get(name) ?? target(from, name);

describe('the account service', () => {
  it('takes nothing from the web app but is handed its ports, and owns its schema, migrations and Drizzle config', () => {
    const ties: string[] = [];
    let read = 0;
    for (const file of sourceFiles()) {
      if (!file.startsWith('accounts/')) continue;
      read++;
      // Its suites may use the test support the whole repository shares, and through it the app's HTTP entry.
      const test = /\.test\.tsx?$|test-support\.ts$/.test(file);
      for (const name of importsOf(file)) {
        const to = named(file, name);
        if (to === null || to.startsWith('accounts/') || to.startsWith('schemas/')) continue;
        if (!(test && to.startsWith('tests/support/'))) ties.push(`${file} -> ${to}`);
      }
    }
    expect(read).toBeGreaterThan(40);
    expect(
      ties.filter((tie) => tie.includes(' -> web/')),
      'the app mounts the service, never the other way round: hand it in through accounts/src/ports.ts',
    ).toEqual([]);
    expect(ties, 'the service stands on the schemas alone (docs/ACCOUNTS.md)').toEqual([]);
    // The reading resolves the service's package names, so it would see an import of the app by either name.
    expect(named('web/lib/account-service/service.ts', '@showcase/accounts/registry')).toBe('accounts/src/registry.ts');
    expect(named('accounts/src/registry.ts', '@/lib/redis/client')).toBe('web/lib/redis/client');
    const config = readFileSync(`${ROOT}accounts/src/db/drizzle.config.ts`, 'utf8');
    expect(config).toContain("schema: './src/db/schema.ts'");
    expect(config).toContain("out: './src/db/migrations'");
  });
});

/** The source file an import of ours resolves to (extension or index added), or null. */
function resolved(from: string, name: string, files: Set<string>): string | null {
  const base = named(from, name);
  if (base === null) return null;
  const candidates = [base, ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => `${base}${end}`)];
  return candidates.find((file) => files.has(file)) ?? null;
}

describe('the modules', () => {
  it('form no circle: no file imports one that leads back to it', () => {
    const files = sourceFiles();
    const known = new Set(files);
    const edges = new Map(
      files.map((file) => [
        file,
        // A file naming itself does so in a comment (lib/account-forms/zod.ts shows how to import it).
        [...new Set(importsOf(file).flatMap((name) => resolved(file, name, known) ?? []))].filter((to) => to !== file),
      ]),
    );
    // Depth-first over the graph; a file met again while still on the path closes a circle.
    const state = new Map<string, 'open' | 'done'>();
    const circles: string[] = [];
    const visit = (trail: string[]) => {
      const file = trail.at(-1) ?? '';
      state.set(file, 'open');
      for (const next of edges.get(file) ?? []) {
        if (state.get(next) === 'open') circles.push([...trail.slice(trail.indexOf(next)), next].join(' → '));
        else if (!state.has(next)) visit([...trail, next]);
      }
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit([file]);
    expect(circles, 'move what both sides need into a module both import').toEqual([]);
    // The reading resolves the app's imports, so it would see a circle among them.
    expect([...edges.values()].flat().length).toBeGreaterThan(1000);
  });
});
