/**
 * The docs name real things: every "SPEC §n" a comment or doc cites is a section of docs/SPEC.md, and every
 * repository path a doc names in backticks exists. Reads files only (no build, no imports of the app).
 *
 * Citations: "SPEC §2.2", and the lists and ranges written after one ("SPEC §1/§2.4", "SPEC §4, §9",
 * "SPEC §2.4 and §6", "SPEC §8-9"), in every source and doc file but node_modules, build output, content/,
 * test-results/ and the measurements under bench/. Each number needs a heading so numbered in docs/SPEC.md.
 *
 * Paths, in docs/*.md and README.md: a backticked span with a "/" or a file extension, not an address (a scheme,
 * or a leading "/", which the docs use for the site's and the machine's paths), not a package (a leading "@",
 * or a first segment that is an installed package and no folder of ours: `next/link`), not an account call
 * (`login/code`: the keys of accounts/src/calls.ts), not a command, header or assignment (a space or "="),
 * not outside the repository (`../`), not an extension alone (`.md`), and not a template (`<date>`, `*`, `…`,
 * `NNN`, `{a|b}`); `{a,b}` is expanded and each name checked. Fenced code blocks are not read. A path resolves,
 * in this order:
 *   1. from the repository root (`scripts/node.sh`, `web/lib/routing/origins.ts`);
 *   2. from web/ (`lib/routing/links.ts`, `app/[region]/error.tsx`, `cache/build.ts`: the docs' usual shorthand);
 *   3. as the tail of a path of ours, whole segments only (`offer.test.ts`, `db/pglite.ts`): the docs name a
 *      file by its name where the sentence has just said which folder. A trailing "/" asks for a folder.
 * Paths that only exist once something has run (RUNTIME) are skipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Folders never read: dependencies, build output, machine state. */
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  '.next',
  'dist',
  '.node',
  '.data',
  'test-results',
  'playwright-report',
]);
/** Written by content:seed; its files would let a name pass here that a fresh clone lacks. */
const SKIP_PATHS = new Set(['content/dataset']);
/** Generated, not written: the seeded dataset and measured results (citations are not looked for there). */
const GENERATED = ['content/', 'bench/results/', 'bench/lighthouse/'];

/** Written by a build, a seed or a run, so absent from a fresh clone (matched on the path and on it without web/). */
const RUNTIME: readonly RegExp[] = [
  /^\.next\//, // Next's build output
  /(^|\/)dist\//, // compiled servers and the built Studio
  /^\.data\//, // account databases and the mail outbox
  /^\.node\//, // Node installed by scripts/node.sh
  /^content\/dataset\//, // the seeded dataset
  /^test-results\//, // Playwright's output
  /^server\.js$/, // Next's standalone server
  /^boundaries\.json$/, // written by content:seed beside the dataset
];

const SOURCE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|sql|sh|css|ya?ml|json)$/;
const PATH_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|ndjson|md|sh|css|sql|ya?ml|html|txt|png|svg|pdf)$/;

function walk(dir: string, out: { files: string[]; dirs: string[] }): typeof out {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (SKIP_DIRS.has(entry.name) || SKIP_PATHS.has(rel)) continue;
    if (entry.isDirectory()) {
      out.dirs.push(rel);
      walk(rel, out);
    } else if (entry.isFile()) out.files.push(rel);
  }
  return out;
}

const tree = walk('', { files: [], dirs: [] });
const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');

/** Every section number docs/SPEC.md has a heading for: "### 3. Entities…" gives 3, "#### 2.1 Path shape" 2.1. */
function specSections(): Set<string> {
  const sections = new Set<string>();
  for (const line of read('docs/SPEC.md').split('\n')) {
    const heading = /^#{1,6}\s+§?(\d+(?:\.\d+)?)\.?\s/.exec(line);
    if (heading?.[1]) sections.add(heading[1]);
  }
  return sections;
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const CITATION = new RegExp(
  String.raw`\bSPEC\s*§\s*(${NUMBER})((?:\s*(?:\/|,|and|or|&)\s*§\s*${NUMBER}|\s*[-–]\s*§?\s*${NUMBER})*)`,
  'gi',
);

/**
 * The section numbers one citation names. A range names every number in it: "§8-9" is 8 and 9, "§2.1–§2.4" is
 * 2.1 to 2.4 (a range's ends differ only in their last part).
 */
function citedSections(first: string, rest: string): string[] {
  const cited = [first];
  const joints = new RegExp(String.raw`\s*([\/,&–-]|and|or)\s*§?\s*(${NUMBER})`, 'g');
  for (const [, joint = '', last = ''] of rest.matchAll(joints)) {
    const from = (cited.at(-1) ?? first).split('.');
    const to = last.split('.');
    const head = from.slice(0, -1).join('.');
    if ((joint === '-' || joint === '–') && from.length === to.length && head === to.slice(0, -1).join('.')) {
      for (let i = Number(from.at(-1)) + 1; i <= Number(to.at(-1)); i++) cited.push(head ? `${head}.${i}` : `${i}`);
    } else {
      cited.push(last);
    }
  }
  return cited;
}

type Finding = { where: string; what: string };

/** Every section "SPEC §…" cites, where it is cited. */
function citations(): Finding[] {
  const found: Finding[] = [];
  for (const file of tree.files) {
    if (!SOURCE_EXT.test(file) || GENERATED.some((g) => file.startsWith(g))) continue;
    read(file)
      .split('\n')
      .forEach((line, i) => {
        for (const match of line.matchAll(CITATION)) {
          for (const n of citedSections(match[1] ?? '', match[2] ?? '')) {
            found.push({ where: `${file}:${i + 1}`, what: `§${n}` });
          }
        }
      });
  }
  return found;
}

function accountCalls(): Set<string> {
  return new Set([...read('accounts/src/calls.ts').matchAll(/^\s+'(?:GET|POST) ([\w/]+)'/gm)].map((m) => m[1] ?? ''));
}

/** The names a backticked span stands for, or none when it is no path of ours. */
function pathsIn(span: string, calls: Set<string>): string[] {
  if (/\s|=|:\/\/|^[/@$]|^\.\.\//.test(span)) return [];
  if (!span.includes('/') && (!PATH_EXT.test(span) || /^\.\w+$/.test(span))) return [];
  if (/[<>*…|]|NNN/.test(span)) return [];
  if (calls.has(span)) return [];
  const first = span.split('/')[0] ?? '';
  const ours = existsSync(path.join(ROOT, first)) || existsSync(path.join(ROOT, 'web', first));
  if (span.includes('/') && !ours && existsSync(path.join(ROOT, 'node_modules', first))) return [];
  const brace = /\{([^{}]+)\}/.exec(span);
  if (brace) {
    const [whole, list = ''] = brace;
    return list.split(',').flatMap((part) => pathsIn(span.replace(whole, part), calls));
  }
  return [span];
}

const files = new Set(tree.files);
const dirs = new Set(tree.dirs);

function resolves(name: string): boolean {
  const folder = name.endsWith('/');
  const bare = name.replace(/\/$/, '');
  const runtime = [bare, `${bare}/`].flatMap((n) => [n, n.replace(/^web\//, '')]);
  if (runtime.some((n) => RUNTIME.some((r) => r.test(n)))) return true;
  const isThere = (rel: string) => (folder ? dirs.has(rel) : files.has(rel) || dirs.has(rel));
  if (isThere(bare) || isThere(`web/${bare}`)) return true;
  const pool = folder ? tree.dirs : [...tree.files, ...tree.dirs];
  return pool.some((rel) => rel.endsWith(`/${bare}`));
}

function unresolvedPaths(): Finding[] {
  const calls = accountCalls();
  const docs = [...tree.files.filter((f) => /^docs\/[^/]+\.md$/.test(f)), 'README.md'].sort();
  const missing: Finding[] = [];
  for (const doc of docs) {
    const text = read(doc);
    // Fenced blocks hold commands and output, not prose naming files.
    const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ''));
    prose.split('\n').forEach((line, i) => {
      for (const [, span = ''] of line.matchAll(/`([^`\n]+)`/g)) {
        for (const name of pathsIn(span, calls)) {
          if (!resolves(name)) missing.push({ where: `${doc}:${i + 1}`, what: name });
        }
      }
    });
  }
  return missing;
}

const listed = (findings: Finding[]) => findings.map((f) => `${f.where} ${f.what}`);

describe('docs resolve', () => {
  it('docs/SPEC.md numbers its sections as the code cites them (§1 to §9, §2.1 to §2.4)', () => {
    const sections = specSections();
    for (const n of ['1', '2', '2.1', '2.2', '2.3', '2.4', '3', '4', '5', '6', '7', '8', '9']) {
      expect(sections.has(n), `§${n}`).toBe(true);
    }
  });

  it('every "SPEC §n" cited in code and docs is a section of docs/SPEC.md', () => {
    const sections = specSections();
    const cited = citations();
    // About 170 comments cite the spec: finding none would mean the pattern broke, not that all is well.
    expect(cited.length).toBeGreaterThan(100);
    expect(listed(cited.filter((c) => !sections.has(c.what.slice(1))))).toEqual([]);
  });

  it('every repository path named in backticks in docs/*.md and README.md exists', () => {
    expect(listed(unresolvedPaths())).toEqual([]);
  });

  it('reads the rules it states: shorthand, tails, templates, packages and calls', () => {
    const calls = accountCalls();
    expect(pathsIn('next/link', calls)).toEqual([]);
    expect(pathsIn('@sanity/client', calls)).toEqual([]);
    expect(pathsIn('login/code', calls)).toEqual([]);
    expect(pathsIn('bench/results/<date>.json', calls)).toEqual([]);
    expect(pathsIn('GET /ssr/iso', calls)).toEqual([]);
    expect(pathsIn('.md', calls)).toEqual([]);
    expect(pathsIn('a/{b,c}.ts', calls)).toEqual(['a/b.ts', 'a/c.ts']);
    expect(resolves('lib/routing/links.ts')).toBe(true);
    expect(resolves('offer.test.ts')).toBe(true);
    expect(resolves('.next/static')).toBe(true);
    expect(resolves('lib/no-such-file.ts')).toBe(false);
    expect(resolves('links.ts/')).toBe(false);
    const sample = 'SPEC §1/§2.4: a, SPEC §8-9), SPEC §2.4 and §6, SPEC §4, §9; spec §3, 27 servos';
    const found = [...sample.matchAll(CITATION)].flatMap((m) => citedSections(m[1] ?? '', m[2] ?? ''));
    expect(found).toEqual(['1', '2.4', '8', '9', '2.4', '6', '4', '9', '3']);
    expect(citedSections('8', '-9')).toEqual(['8', '9']);
    expect(citedSections('2.1', '–§2.4')).toEqual(['2.1', '2.2', '2.3', '2.4']);
    expect(citedSections('1', '/§2.4')).toEqual(['1', '2.4']);
  });
});
