import { createHash } from 'node:crypto';
import { settingsFrom } from '@showcase/schemas/settings';
import { describe, expect, it } from 'vitest';
import { installedReactScripts } from '../framework/inline-scripts';
import { CHUNK_ERRORS_SCRIPT } from '../lib/ui/chunk-recovery';
import { contentSecurityPolicy, currentPolicy, hashPolicy, staticPage, thirdPartyOrigins } from './csp';

const NONE = settingsFrom({});

/** The shapes of a page Next 16 writes (taken from a built product page), plus what content might smuggle in. */
const PAGE = [
  '<html><head><script src="/_next/static/chunks/3bsj5aq7p-xjg.js" async=""></script>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/3bsj5aq7p-xjg.js","static/chunks/2rv5jvl35qh22.js"],"runtimeModuleIds":[94553]});</script>',
  '</head><body><script type="application/ld+json">{"@type":"Product"}</script>',
  '<script type="application/json" id="product-record">{"sku":"x"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<script>self.__next_f.push([2,null])</script>',
  '<script>alert(document.cookie)</script>',
  '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
  '<script src="https://evil.example/x.js"></script>',
  '<script src="/_next/static/chunks/a.js">alert(1)</script>',
  '<script type="module">import("/x.js")</script>',
  '</body></html>',
].join('');

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const scriptSources = (policy: string) =>
  (policy.split('; ').find((d) => d.startsWith('script-src')) ?? '').split(' ').slice(1);
/** Our own inline script, in every page and so named in every policy. */
const RECOVERY = `'sha256-${sha256(CHUNK_ERRORS_SCRIPT)}'`;

describe('a cached page named by hash', () => {
  it("lists exactly Next's own inline scripts, never a data block, a source or anything else inline", () => {
    const { policy } = staticPage(PAGE, NONE);
    const listed = scriptSources(policy).filter((s) => s.startsWith("'sha256-") && s !== RECOVERY);
    expect(listed).toEqual(
      [
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/3bsj5aq7p-xjg.js","static/chunks/2rv5jvl35qh22.js"],"runtimeModuleIds":[94553]});',
        '(self.__next_f=self.__next_f||[]).push([0])',
        'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
        'self.__next_f.push([2,null])',
      ].map((body) => `'sha256-${sha256(body)}'`),
    );
    for (const body of ['alert(document.cookie)', 'self.__next_f.push([1,"x"]);alert(1)', 'import("/x.js")'])
      expect(policy).not.toContain(sha256(body));
    expect(scriptSources(policy)).toEqual(["'self'", RECOVERY, ...listed]);
  });

  it("lists React's streaming scripts, as the renderer Next uses writes them", () => {
    const react = installedReactScripts();
    const [runtime = ''] = react.runtimes.filter((text) => text.includes('$RC='));
    const bodies = [...react.exact, `${runtime}$RC("B:0","S:0")`, '$RC("B:1","S:1")'];
    const page = `<html><body>${bodies.map((body) => `<script>${body}</script>`).join('')}</body></html>`;
    const { html, policy } = staticPage(page, NONE, react);
    expect(html).toBe(page);
    expect(scriptSources(policy)).toEqual(["'self'", RECOVERY, ...bodies.map((body) => `'sha256-${sha256(body)}'`)]);
  });

  it('names our own inline script once, whether or not the page carries it', () => {
    const page = PAGE.replace('</head>', `<script>${CHUNK_ERRORS_SCRIPT}</script></head>`);
    const { html, policy } = staticPage(page, NONE);
    expect(html).toBe(page);
    expect(scriptSources(policy).filter((s) => s === RECOVERY)).toHaveLength(1);
    expect(policy).toBe(staticPage(PAGE, NONE).policy);
    expect(currentPolicy(policy, NONE)).toBe(policy);
  });

  it('gives the same bytes and policy for the same render, and drops every nonce a render was stamped with', () => {
    const stamped = PAGE.replaceAll('<script>', '<script nonce="N1">').replace(
      '<script id="_R_">',
      '<script nonce="N1" id="_R_">',
    );
    const once = staticPage(stamped, NONE);
    expect(once).toEqual(staticPage(PAGE, NONE));
    expect(once.html).toBe(PAGE);
    expect(once.html).not.toContain('nonce');
    expect(once.policy).not.toContain('nonce');
    // An attacker who learned an old nonce gains nothing: a script carrying it loses it and is not listed.
    expect(staticPage('<script nonce="N2">alert(1)</script>', NONE)).toEqual({
      html: '<script>alert(1)</script>',
      policy: hashPolicy([], NONE),
    });
  });

  it("takes the render's nonce out of its tags and out of the flight data, before hashing", () => {
    const nonce = 'i7+En0PQXSFQ3p59ZbAz3A==';
    const push = (props: string) =>
      `<script nonce="${nonce}">self.__next_f.push([1,":HL[\\"/a.css\\",\\"style\\",${props}]\\n"])</script>`;
    const stamped = [
      `<link rel="stylesheet" href="/a.css" nonce="${nonce}" data-precedence="next"/>`,
      push(`{\\"nonce\\":\\"${nonce}\\"}`),
      push(`{\\"crossOrigin\\":\\"x\\",\\"nonce\\":\\"${nonce}\\"}`),
      push(`{\\"nonce\\":\\"${nonce}\\",\\"crossOrigin\\":\\"x\\"}`),
    ].join('');
    const { html, policy } = staticPage(stamped, NONE);
    expect(html).not.toContain(nonce);
    expect(html).toBe(
      [
        '<link rel="stylesheet" href="/a.css" data-precedence="next"/>',
        push('{}'),
        push('{\\"crossOrigin\\":\\"x\\"}'),
        push('{\\"crossOrigin\\":\\"x\\"}'),
      ]
        .join('')
        .replaceAll(` nonce="${nonce}"`, ''),
    );
    // The scripts are named as they are stored, so they run.
    for (const [, body] of html.matchAll(/<script>(.*?)<\/script>/g)) expect(policy).toContain(sha256(body ?? ''));
  });

  it('leaves a page without scripts byte for byte alone', () => {
    const html = '<html><body><p>Robots</p></body></html>';
    expect(staticPage(html, NONE).html).toBe(html);
    expect(scriptSources(staticPage(html, NONE).policy)).toEqual(["'self'", RECOVERY]);
  });

  it("a stored policy follows today's third-party origins and keeps its hashes", () => {
    const stored = staticPage(PAGE, NONE).policy;
    expect(currentPolicy(stored, NONE)).toBe(stored);
    const env = settingsFrom({ CHAT_WIDGET_SRC: 'https://chat.example/w.js' });
    const today = currentPolicy(stored, env);
    expect(today).toBe(staticPage(PAGE, env).policy);
    expect(scriptSources(today)).toContain('https://chat.example');
  });
});

describe('the policy', () => {
  it("allows scripts by nonce and origin only: no 'unsafe-inline', no framing, no plugins", () => {
    const policy = contentSecurityPolicy('abc', NONE);
    const script = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(script).toBe(`script-src 'self' ${RECOVERY} 'nonce-abc'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('names third-party origins only when the operator configured them', () => {
    const env = settingsFrom({
      CHAT_WIDGET_SRC: 'https://chat.example/widget.js?v=2',
      ANALYTICS_TAG_SRC: '/local/tag.js',
      RECAPTCHA_SITE_KEY: 'key',
      CSP_EXTRA_ORIGINS: 'https://collect.example, https://chat.example',
    });
    expect(thirdPartyOrigins(env)).toEqual([
      'https://chat.example',
      'https://www.google.com',
      'https://www.gstatic.com',
      'https://collect.example',
    ]);
    const policy = contentSecurityPolicy('n', env);
    expect(policy).toContain(`script-src 'self' ${RECOVERY} 'nonce-n' https://chat.example https://www.google.com`);
    expect(thirdPartyOrigins(NONE)).toEqual([]);
  });

  it('lets hosted images through only with a hosted project', () => {
    expect(contentSecurityPolicy('n', NONE)).not.toContain('cdn.sanity.io');
    expect(contentSecurityPolicy('n', settingsFrom({ SANITY_PROJECT_ID: 'p' }))).toContain(
      "img-src 'self' data: blob: https://cdn.sanity.io",
    );
  });
});
