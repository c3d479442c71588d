/**
 * The contract with the installed Next and React: each shape rendered-html.ts reads, rendered as a page renders it
 * (Next's own stylesheet elements, its required scripts preinitialised as its renderer does, its flight writer),
 * by Next's compiled React, which renders the App Router's pages, and by the installed react-dom. A version that
 * writes a shape otherwise fails here, by name, before any browser test.
 */
import type { ReactNode } from 'react';
import * as InstalledReact from 'react';
import * as InstalledReactDom from 'react-dom';
import * as InstalledServer from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { nextsOwn } from './next-internals';
import {
  bodyEnd,
  flightData,
  headEnd,
  priorityImages,
  replaceStylesheetLinks,
  scriptSources,
  stylesheetLinks,
  tagAttributes,
  withoutNonce,
} from './rendered-html';

type Renderer = {
  React: typeof InstalledReact;
  ReactDom: typeof InstalledReactDom;
  server: typeof InstalledServer;
};
const RENDERERS: [string, Renderer][] = [
  [
    'Next’s compiled React',
    { React: nextsOwn.react(), ReactDom: nextsOwn.reactDom(), server: nextsOwn.reactDomServer() },
  ],
  ['the installed react-dom', { React: InstalledReact, ReactDom: InstalledReactDom, server: InstalledServer }],
];

const CSS = ['static/chunks/0a1b.css', 'static/chunks/c-2_d.css'];
const REQUIRED = ['/_next/static/chunks/react-dom.js', '/_next/static/chunks/router.js'];
const BOOTSTRAP = '/_next/static/chunks/main.js';
const NONCE = 'i7+En0PQXSFQ3p59ZbAz3A==';

/**
 * A whole page as Next has React render it: Next's stylesheet elements and a stylesheet of the content's among the
 * body, the required scripts preinitialised and the first one bootstrapped, then `content`, with a late part
 * that streams after the shell.
 */
async function renderPage({ React, ReactDom, server }: Renderer, content: ReactNode, nonce?: string) {
  const h = React.createElement;
  let release: () => void = () => {};
  const later = new Promise<void>((resolve) => {
    release = resolve;
  });
  const RequiredScripts = () => {
    for (const src of REQUIRED) ReactDom.preinit(src, { as: 'script', nonce, crossOrigin: undefined });
    return null;
  };
  const Late = () => {
    React.use(later);
    return h('p', null, 'late part');
  };
  const page = h(
    'html',
    null,
    h('head', null, h('meta', { charSet: 'utf-8' })),
    h(
      'body',
      null,
      h(RequiredScripts),
      ...nextsOwn.stylesheetElements(CSS, h, nonce),
      h('link', { rel: 'stylesheet', href: '/content.css', precedence: 'default' }),
      content,
      h(React.Suspense, { fallback: h('p', null, '…') }, h(Late)),
    ),
  );
  const stream = await server.renderToReadableStream(page, {
    bootstrapScripts: [{ src: BOOTSTRAP, crossOrigin: undefined }],
    nonce,
  });
  setImmediate(release);
  return new Response(stream).text();
}

describe.each(RENDERERS)('a page rendered by %s', (_name, renderer) => {
  const h = renderer.React.createElement;

  it('has its head end before its body, and its body end after the parts that stream late', async () => {
    const html = await renderPage(renderer, h('h1', null, 'Robots'));
    const head = html.slice(0, headEnd(html));
    expect(head).toContain('<meta charSet="utf-8"/>');
    expect(head).not.toContain('Robots');
    expect(html.indexOf('late part')).toBeGreaterThan(html.indexOf('Robots'));
    expect(html.slice(bodyEnd(html))).toBe('</body></html>');
  });

  it('names exactly Next’s stylesheets in its head, in order, whole, with or without a nonce', async () => {
    expect(nextsOwn.stylesheetElements(CSS, h)).toHaveLength(CSS.length);
    for (const nonce of [undefined, NONCE]) {
      const html = await renderPage(renderer, null, nonce);
      const head = html.slice(0, headEnd(html));
      const links = stylesheetLinks(head);
      expect(links.map(({ href }) => href)).toEqual(CSS.map((file) => `/_next/${file}`));
      for (const { tag, index } of links) expect(head.slice(index, index + tag.length)).toBe(tag);
      const without = replaceStylesheetLinks(head, () => '');
      expect(without).not.toContain('/_next/static/chunks/0a1b.css');
      expect(without).toContain('/content.css');
      expect(stylesheetLinks(html.slice(headEnd(html)))).toEqual([]);
    }
  });

  it('loads the required scripts in its head and the bootstrap script, by their addresses', async () => {
    // Next's renderer preinitialises the required scripts after the first, which React bootstraps.
    const source = nextsOwn.requiredScriptsSource();
    expect(source).toContain('.preinit(');
    expect(source).toContain("as: 'script'");
    expect(source).toContain('bootstrapScript');
    for (const nonce of [undefined, NONCE]) {
      const html = await renderPage(renderer, null, nonce);
      expect(scriptSources(html.slice(0, headEnd(html)))).toEqual(REQUIRED);
      expect(scriptSources(html)).toEqual([...REQUIRED, BOOTSTRAP]);
    }
  });

  it('gives its priority pictures’ address, widths and sizes back as written, and no other picture', async () => {
    const src = `/media/images/a.png?w=400&auto=format&q="'<>`;
    const srcSet = '/media/images/a.png?w=400&auto=format 400w, /media/images/a.png?w=800&auto=format 800w';
    const sizes = '(min-width: 721px) 600px, 400px';
    const html = await renderPage(renderer, [
      h('img', { key: 1, src, srcSet, sizes, alt: '', loading: 'eager', fetchPriority: 'high' }),
      h('img', { key: 2, src: '/b.png', alt: '', loading: 'lazy', fetchPriority: 'auto' }),
      h('img', { key: 3, src: '/c.png', alt: '', fetchPriority: 'high' }),
    ]);
    expect(priorityImages(html)).toEqual([
      { src, srcSet, sizes },
      { src: '/c.png', srcSet: null, sizes: null },
    ]);
  });

  it('has its tags’ attributes read as React writes them, and none from the flight data Next writes', async () => {
    const html = await renderPage(
      renderer,
      h('ul', { className: 'a_sub  b_x', hidden: true, 'data-k': 'v', 'aria-expanded': false }),
    );
    const all = [...tagAttributes(html)];
    expect(all).toContainEqual([
      ['class', 'a_sub  b_x'],
      ['hidden', ''],
      ['data-k', 'v'],
      ['aria-expanded', 'false'],
    ]);
    const flight = await nextsOwn.flightScripts(['1:["$","p",null,{"children":"<p class=\\"c_z\\">x</p>"}]\n']);
    expect(flight).toContain('c_z');
    expect([...tagAttributes(flight)].flat()).toEqual([]);
  });

  it('is without the render’s nonce once it is taken out of the tags and the flight data', async () => {
    const html = await renderPage(renderer, null, NONCE);
    const flight = await nextsOwn.flightScripts(
      [
        `:HL["/_next/${CSS[0]}","style",${JSON.stringify({ nonce: NONCE })}]\n`,
        `1:["$","link","0",${JSON.stringify({ rel: 'stylesheet', href: '/a.css', precedence: 'next', nonce: NONCE })}]\n`,
        `2:["$","script",null,${JSON.stringify({ nonce: NONCE, src: '/a.js' })}]\n`,
      ],
      NONCE,
    );
    expect(html).toContain(`nonce="${NONCE}"`);
    expect(flight).toContain(`\\"nonce\\":\\"${NONCE}\\"`);
    const stored = withoutNonce(html + flight);
    expect(stored).not.toContain(NONCE);
    expect(stored).not.toContain('nonce');
    expect(withoutNonce(html)).toBe(await renderPage(renderer, null));
  });
});

describe('the flight data Next writes into a page', () => {
  it('is read back whole from its own writer’s scripts, the text chunks only, with or without a nonce', async () => {
    const text = ['1:"$Sreact.fragment"\n', '2:["$","p",null,{"children":"</script><p class=\\"x\\">é\u2028"}]\n'];
    for (const nonce of [undefined, NONCE])
      expect(flightData(await nextsOwn.flightScripts([...text, Uint8Array.of(0xff, 0)], nonce))).toBe(text.join(''));
  });
});
