import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_MANIFEST } from '../framework/next-internals';
import { BIG_SCRIPT_BYTES, bigRequiredScripts, preloadHeader } from './preload-header';

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><p>hi</p></body></html>`;

describe('preloadHeader', () => {
  const head = [
    '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>',
    '<script src="/_next/static/chunks/router.js" async=""></script>',
  ].join('');

  it('names the stylesheets first, then those of the given scripts the page loads, in their order', () => {
    expect(preloadHeader(page(head), ['/_next/static/chunks/router.js', '/_next/static/chunks/react-dom.js'])).toBe(
      '</_next/static/chunks/a.css>; rel=preload; as=style, </_next/static/chunks/b.css>; rel=preload; as=style, ' +
        '</_next/static/chunks/router.js>; rel=preload; as=script, </_next/static/chunks/react-dom.js>; rel=preload; as=script',
    );
  });

  it('never names a script the page does not load, nor anything outside the head', () => {
    const html = page('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>').replace(
      '<p>hi</p>',
      '<script src="/_next/static/chunks/router.js" async=""></script><link rel="stylesheet" href="/_next/static/chunks/late.css"/>',
    );
    expect(preloadHeader(html, ['/_next/static/chunks/router.js'])).toBe(
      '</_next/static/chunks/a.css>; rel=preload; as=style',
    );
  });

  it("names the body's priority pictures with their widths and sizes, before the scripts", () => {
    const body =
      '<img src="/media/images/a.png?w=400&amp;auto=format" srcSet="/media/images/a.png?w=400&amp;auto=format 400w, /media/images/a.png?w=800&amp;auto=format 800w" sizes="(min-width: 721px) 600px, 400px" alt="" loading="eager" fetchPriority="high"/>' +
      '<img src="/media/images/b.png?w=400" alt="" loading="lazy" fetchPriority="auto"/>';
    const html = page('<script src="/_next/static/chunks/router.js" async=""></script>').replace('<p>hi</p>', body);
    expect(preloadHeader(html, ['/_next/static/chunks/router.js'])).toBe(
      '</media/images/a.png?w=400&auto=format>; rel=preload; as=image; fetchpriority=high; ' +
        'imagesrcset="/media/images/a.png?w=400&auto=format 400w, /media/images/a.png?w=800&auto=format 800w"; ' +
        'imagesizes="(min-width: 721px) 600px, 400px", </_next/static/chunks/router.js>; rel=preload; as=script',
    );
  });

  it('never names a picture whose address could break the header', () => {
    const body =
      '<img src="/x y.png" fetchPriority="high"/><img src="/ok.png" srcSet="/ok.png 1w, &quot;" sizes="1px" fetchPriority="high"/>';
    expect(preloadHeader(page('').replace('<p>hi</p>', body), [])).toBe(
      '</ok.png>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('is null for a page with nothing to name, or no head', () => {
    expect(preloadHeader(page('<title>x</title>'), [])).toBeNull();
    expect(preloadHeader('{"not":"html"}', ['/_next/static/chunks/router.js'])).toBeNull();
  });
});

describe('bigRequiredScripts', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('keeps the required scripts of at least BIG_SCRIPT_BYTES, largest first, and ignores missing files', () => {
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    const files = { 'boot.js': 3_000, 'router.js': BIG_SCRIPT_BYTES, 'react-dom.js': 2 * BIG_SCRIPT_BYTES };
    for (const [name, size] of Object.entries(files))
      writeFileSync(path.join(dist, 'static', 'chunks', name), 'x'.repeat(size));
    writeFileSync(
      path.join(dist, BUILD_MANIFEST),
      JSON.stringify({
        rootMainFiles: ['boot.js', 'router.js', 'react-dom.js', 'gone.js'].map((f) => `static/chunks/${f}`),
      }),
    );
    expect(bigRequiredScripts(dist)).toEqual(['/_next/static/chunks/react-dom.js', '/_next/static/chunks/router.js']);
  });

  it('is empty for a folder without a build', () => {
    expect(bigRequiredScripts(path.join(dist, 'nothing'))).toEqual([]);
  });
});
