import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nextsOwn } from '../framework/next-internals';
import { staticPage } from './csp';
import { installedReactScripts } from './react-scripts';

/** The React Next renders pages with (its compiled copy), as the App Router loads it. */
const React = nextsOwn.react();
const { renderToPipeableStream } = nextsOwn.reactDomServer();

const h = React.createElement;

/**
 * A page whose boundaries finish after the shell has gone out, as a busy server renders one: a late part, a late
 * part with a stylesheet of its own, and a part that fails late and is left to the browser.
 */
function streamedPage(): Promise<string> {
  let release: () => void = () => {};
  const later = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Late = ({ text, stylesheet }: { text: string; stylesheet?: string }) => {
    React.use(later);
    return h(
      React.Fragment,
      null,
      stylesheet && h('link', { rel: 'stylesheet', href: stylesheet, precedence: 'default' }),
      h('p', null, text),
    );
  };
  const Failing = () => {
    React.use(later);
    throw new Error('late failure <b>"quoted"</b>');
  };
  const page = h(
    'html',
    null,
    h(
      'body',
      null,
      h('h1', null, 'Robots'),
      h(React.Suspense, { fallback: h('p', null, '…') }, h(Late, { text: 'Flagship Bumblebee' })),
      h(React.Suspense, { fallback: h('p', null, '…') }, h(Late, { text: 'with its styles', stylesheet: '/late.css' })),
      h(React.Suspense, { fallback: h('p', null, 'fallback') }, h(Failing)),
    ),
  );
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(page, {
      onShellReady: () => {
        stream.pipe(sink);
        setImmediate(release);
      },
      onShellError: reject,
      onError: () => 'digest',
    });
  });
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = '']) => !/\ssrc=|\stype="application/.test(attrs))
    .map(([, , body = '']) => body);
const listed = (policy: string, body: string) =>
  policy.includes(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);

describe("React's streaming scripts in a cached page", () => {
  const react = installedReactScripts();

  it('are read from the renderer Next uses: the shell timer and the instruction runtimes', () => {
    expect(react.exact).toEqual(['requestAnimationFrame(function(){$RT=performance.now()});']);
    for (const name of ['$RC=', '$RS=', '$RR=', '$RX='])
      expect(
        react.runtimes.some((runtime) => runtime.includes(name)),
        name,
      ).toBe(true);
  });

  it('every script a streamed render writes is named in its policy', async () => {
    const html = await streamedPage();
    const scripts = inlineScripts(html);
    // The render really streamed: a boundary completed, one with its stylesheet, one left to the browser.
    for (const call of ['$RC("', '$RR("', '$RX("']) expect(scripts.join('\n')).toContain(call);
    const { policy } = staticPage(html, {}, react);
    for (const body of scripts) expect(listed(policy, body), body.slice(0, 80)).toBe(true);
  });

  it('names nothing merely shaped like them', () => {
    const [runtime = ''] = react.runtimes.filter((text) => text.includes('$RC='));
    for (const body of [
      '$RC=function(a,b){alert(a)};$RC("B:0","S:0")',
      `${runtime}$RC("B:0","S:0");alert(1)`,
      `${runtime}alert(1);$RC("B:0","S:0")`,
      '$RC("B:0",alert(1))',
      '$RX("B:0","x"+alert(1))',
      '$RX("B:0","x\\"+alert(1)+\\"")'.replace('\\"+alert(1)+\\"', '"+alert(1)+"'),
      '$RR("B:0","S:0",[[alert(1)]])',
      'requestAnimationFrame(function(){$RT=alert(1)});',
    ]) {
      const { policy } = staticPage(`<html><body><script>${body}</script></body></html>`, {}, react);
      expect(listed(policy, body), body.slice(0, 80)).toBe(false);
    }
  });
});
