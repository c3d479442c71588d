import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { settingsFrom } from '@showcase/schemas/settings';
import { describe, expect, it } from 'vitest';
import { installedReactScripts } from '../../web/framework/inline-scripts';
import { staticPage } from '../../web/security/csp';

/**
 * The build's own pages, as the page cache will keep them: every script in them that runs is named in the
 * policy the cache gives them. A page prerendered on a busy machine streams (React completes its late Suspense
 * boundaries with inline scripts of its own); a policy without those scripts would leave the page's main part
 * hidden for every visitor until it is rendered again. Read from the build scripts/test.sh makes first.
 */
const WEB = path.resolve(import.meta.dirname, '..', '..', 'web');
const APP = path.join(WEB, '.next', 'server', 'app');
const BUNDLE = path.join(WEB, 'cache', 'dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

describe.skipIf(!existsSync(APP) && !process.env.CI)('the build', () => {
  const react = installedReactScripts();

  it("names every running script of every prerendered page in the page's policy", () => {
    const pages = htmlFiles(APP);
    expect(pages.length).toBeGreaterThan(100);
    const unnamed: string[] = [];
    for (const file of pages) {
      const { html, policy } = staticPage(readFileSync(file, 'utf8'), settingsFrom({}), react);
      for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=|\stype="application\//.test(attrs)) continue;
        const source = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        if (!policy.includes(source)) unnamed.push(`${path.relative(APP, file)}: ${body.slice(0, 60)}`);
      }
    }
    expect(unnamed).toEqual([]);
  });

  it("carries React's streaming scripts in the page cache's bundle, from the renderer of this build", () => {
    const bundle = readdirSync(BUNDLE)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => readFileSync(path.join(BUNDLE, name), 'utf8'))
      .join('\n');
    // A stretch of each runtime without quotes or backslashes, which the bundler writes as it is.
    for (const runtime of [...react.runtimes, ...react.exact]) {
      const plain = /[^"'\\\n]{40,}/.exec(runtime)?.[0] ?? runtime;
      expect(bundle, runtime.slice(0, 40)).toContain(plain);
    }
  });

  it('deploys the app as built: its standalone folder holds no source of the pages, components or libraries', () => {
    // Next traces what the server reads; a path it cannot bound (the dataset folder, read at run time) would have
    // it copy the whole app, sources and tests included, into every deployment. (cache/ is left out: Next's own
    // file cache joins paths with "cache", which its tracer reads as that folder.)
    const app = path.join(WEB, '.next', 'standalone', 'web');
    const ours = readdirSync(app, { recursive: true, encoding: 'utf8' }).filter(
      (name) => /^(app|components|lib|security|framework)\//.test(name) && /\.tsx?$/.test(name),
    );
    expect(ours).toEqual([]);
  });
});
