import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blocksOf, buildStylesheets, criticalCss, markupOf, withCriticalStyles } from './critical-styles';

const markup = (body: string) => markupOf(body);

describe('criticalCss', () => {
  const used = markup(
    '<header class="a_top"><nav class="a_nav" aria-expanded="false"><ul class="a_sub" hidden=""></ul></nav></header>',
  );

  it('keeps the rules whose classes the markup carries, and rules that name no class, in their order', () => {
    const css =
      ':root{--x:1}body{margin:0}.a_top{color:red}.b_form{color:blue}.a_top .a_nav{gap:1px}.a_nav .b_x{top:0}';
    expect(criticalCss(css, used)).toBe(':root{--x:1}body{margin:0}.a_top{color:red}.a_top .a_nav{gap:1px}');
  });

  it('keeps a rule when any selector of its list may match', () => {
    expect(criticalCss('.b_form,.a_top{color:red}', used)).toBe('.b_form,.a_top{color:red}');
  });

  it('filters inside @media and drops a group left empty; other at-rules stay whole', () => {
    const css =
      '@media (max-width:767.98px){.a_top{x:1}.b_form{x:2}}@media print{.b_form{x:3}}@font-face{font-family:f;src:url(f.woff2)}';
    expect(criticalCss(css, used)).toBe(
      '@media (max-width:767.98px){.a_top{x:1}}@font-face{font-family:f;src:url(f.woff2)}',
    );
  });

  it('leaves out what waits for a visitor: hover, focus, press, and rules that only say how a change animates', () => {
    const css = '.a_top:hover{x:1}.a_top:focus-visible{x:2}.a_nav:active{x:3}.a_top{transition:color .2s}.a_top{x:4}';
    expect(criticalCss(css, used)).toBe('.a_top{x:4}');
    expect(criticalCss('.a_top:hover,.a_nav{x:1}', used)).toBe('.a_top:hover,.a_nav{x:1}');
  });

  it('asks exact attribute values of the markup, and only names of other attribute selectors', () => {
    const css =
      '.a_nav[aria-expanded=true]{x:1}.a_nav[aria-expanded="false"]{x:2}[hidden]{x:3}[data-x]{x:4}[class^=a_]{x:5}';
    expect(criticalCss(css, used)).toBe('.a_nav[aria-expanded="false"]{x:2}[hidden]{x:3}[class^=a_]{x:5}');
  });

  it('needs no class inside :not(), :is(), :where() or :has()', () => {
    expect(criticalCss('.a_top:not(.b_open){x:1}:is(.b_x,.c_y) .a_nav{x:2}', used)).toBe(
      '.a_top:not(.b_open){x:1}:is(.b_x,.c_y) .a_nav{x:2}',
    );
  });

  it('leaves out rules for what only hidden elements carry, unless the rule displays them', () => {
    const css = '.a_sub{padding:1rem}.a_sub a{color:red}.a_sub:not([hidden]){display:grid}.a_sub{x:1;display:block}';
    expect(criticalCss(css, used)).toBe('.a_sub:not([hidden]){display:grid}.a_sub{x:1;display:block}');
  });

  it('keeps the keyframes a kept rule names, and only those', () => {
    const css = '@keyframes a_spin{to{rotate:1turn}}@keyframes b_fade{to{opacity:0}}.a_top{animation:1s a_spin}';
    expect(criticalCss(css, used)).toBe('.a_top{animation:1s a_spin}@keyframes a_spin{to{rotate:1turn}}');
  });

  it('steps over strings and comments, and keeps any selector it cannot read', () => {
    expect(criticalCss('.a_top:after{content:"}{"}/* } */.b_x{y:1}', used)).toBe('.a_top:after{content:"}{"}');
    expect(criticalCss('.b\\:x{y:1}', used)).toBe('.b\\:x{y:1}');
    expect(blocksOf('.a{x:1')).toBeNull();
    expect(blocksOf('.a{content:"x}')).toBeNull();
  });
});

describe('markupOf', () => {
  it('reads classes and attributes from tags, never from the flight data', () => {
    const read = markupOf(
      '<div class="a_x  b_y" data-k="v"><p hidden>t class="no"</p></div><script>self.__next_f.push([1,"{\\"className\\":\\"c_z\\"}"])</script>',
    );
    expect([...read.classes].sort()).toEqual(['a_x', 'b_y']);
    expect(read.attributes.has('data-k=v')).toBe(true);
    expect(read.attributes.has('hidden')).toBe(true);
  });

  it('counts a class as hidden only when every element carrying it is hidden', () => {
    const read = markupOf('<ul class="s" hidden=""></ul><ul class="s t"></ul><ol class="h" hidden=""></ol>');
    expect([...read.hiddenOnly]).toEqual(['h']);
  });
});

describe('withCriticalStyles', () => {
  const sheets: Record<string, string> = {
    '/_next/static/chunks/a.css': ':root{--x:1}.a_top{color:red}.a_gone{color:blue}',
    '/_next/static/chunks/b.css': '.b_card{gap:1px}.b_form{gap:2px}',
  };
  const links =
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>';
  const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${links}<script src="/x.js" async=""></script></head><body><p class="a_top b_card">hi</p><script>self.__next_f.push([1,"x"])</script></body></html>`;
  const read = (href: string) => sheets[href] ?? null;

  it('puts the used rules where the first stylesheet was and the stylesheets at the end of the body', () => {
    expect(withCriticalStyles(page, read)).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>:root{--x:1}.a_top{color:red}.b_card{gap:1px}</style>' +
        '<script src="/x.js" async=""></script></head><body><p class="a_top b_card">hi</p>' +
        `<script>self.__next_f.push([1,"x"])</script>${links}</body></html>`,
    );
  });

  it('leaves a page it cannot read exactly as it was', () => {
    expect(withCriticalStyles(page, (href) => (href.endsWith('b.css') ? null : read(href)))).toBe(page);
    expect(withCriticalStyles(page, (href) => (href.endsWith('b.css') ? '.b_card{x:1' : read(href)))).toBe(page);
    expect(withCriticalStyles(page, () => '.b_card:after{content:"</style><script>alert(1)</script>"}')).toBe(page);
    expect(withCriticalStyles(page.replace('</body>', ''), read)).toBe(page.replace('</body>', ''));
    const none = page.replace(links, '');
    expect(withCriticalStyles(none, read)).toBe(none);
  });
});

describe('buildStylesheets', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'critical-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dist, 'static', 'chunks', 'a.css'), '.a{x:1}');
  writeFileSync(path.join(dist, 'secret.css'), '.s{x:1}');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("reads the build's stylesheets by href, and nothing outside its static folder", () => {
    const read = buildStylesheets(dist);
    expect(read('/_next/static/chunks/a.css')).toBe('.a{x:1}');
    expect(read('/_next/static/chunks/missing.css')).toBeNull();
    expect(read('/_next/static/../secret.css')).toBeNull();
  });
});
