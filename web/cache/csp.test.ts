import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { contentSecurityPolicy, stampNonces, thirdPartyOrigins } = require('./csp.cjs') as typeof import('./csp.cjs');

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

const scriptsWithNonce = (html: string, nonce: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => attrs?.includes(`nonce="${nonce}"`))
    .map(([tag]) => tag);

describe('nonces on a cached page', () => {
  it("stamps exactly Next's own scripts, never a data block or anything else inline", () => {
    const stamped = stampNonces(PAGE, 'N1');
    const trusted = scriptsWithNonce(stamped, 'N1');
    expect(trusted).toHaveLength(6);
    expect(trusted.join('')).not.toContain('alert');
    expect(trusted.join('')).not.toContain('evil.example');
    expect(trusted.join('')).not.toContain('application/json');
    expect(trusted.join('')).not.toContain('ld+json');
  });

  it('gives every response its own nonce and drops a nonce written by an earlier render', () => {
    const first = stampNonces(PAGE, 'N1');
    const second = stampNonces(first, 'N2');
    expect(scriptsWithNonce(second, 'N1')).toHaveLength(0);
    expect(scriptsWithNonce(second, 'N2')).toHaveLength(6);
    // An attacker who learned an old nonce gains nothing: a script carrying it loses it.
    const forged = stampNonces('<script nonce="N2">alert(1)</script>', 'N3');
    expect(forged).toBe('<script>alert(1)</script>');
  });

  it('leaves a page without scripts byte for byte alone', () => {
    const html = '<html><body><p>Robots</p></body></html>';
    expect(stampNonces(html, 'N')).toBe(html);
  });
});

describe('the policy', () => {
  it("allows scripts by nonce and origin only: no 'unsafe-inline', no framing, no plugins", () => {
    const policy = contentSecurityPolicy('abc', {});
    const script = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(script).toBe("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('names third-party origins only when the operator configured them', () => {
    const env = {
      CHAT_WIDGET_SRC: 'https://chat.example/widget.js?v=2',
      ANALYTICS_TAG_SRC: '/local/tag.js',
      HEATMAP_SRC: 'http://insecure.example/h.js',
      RECAPTCHA_SITE_KEY: 'key',
      CSP_EXTRA_ORIGINS: 'https://collect.example, nonsense',
    };
    expect(thirdPartyOrigins(env)).toEqual([
      'https://chat.example',
      'https://www.google.com',
      'https://www.gstatic.com',
      'https://collect.example',
    ]);
    const policy = contentSecurityPolicy('n', env);
    expect(policy).toContain("script-src 'self' 'nonce-n' https://chat.example https://www.google.com");
    expect(policy).not.toContain('insecure.example');
    expect(thirdPartyOrigins({})).toEqual([]);
  });

  it('lets hosted images through only with a hosted project', () => {
    expect(contentSecurityPolicy('n', {})).not.toContain('cdn.sanity.io');
    expect(contentSecurityPolicy('n', { SANITY_PROJECT_ID: 'p' })).toContain(
      "img-src 'self' data: blob: https://cdn.sanity.io",
    );
  });
});

describe('a cached page cut once', () => {
  it('joins to the same page as stamping it, and is cut only once per text', () => {
    const { noncePartsOf } = require('./csp.cjs') as typeof import('./csp.cjs');
    const parts = noncePartsOf(PAGE);
    expect(parts.join('N7')).toBe(stampNonces(PAGE, 'N7'));
    expect(noncePartsOf(`${PAGE}`)).toBe(parts);
  });
});
