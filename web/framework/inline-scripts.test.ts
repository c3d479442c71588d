/**
 * The contract with the installed Next and its React: every inline script their own writers make is recognised,
 * and nothing merely shaped like one.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { frameworkInlineScripts, installedReactScripts } from './inline-scripts';
import { nextsOwn } from './next-internals';

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

/** Every inline script of a page that runs, read plainly: the reader must find each of Next's and React's. */
const runningInline = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = '']) => !/\ssrc=|\stype="application/.test(attrs))
    .map(([, , body = '']) => body);
const none = { runtimes: [], exact: [] };

describe('Next’s inline scripts', () => {
  it('are every flight-data script Next’s own writer makes, text and binary, with or without a nonce', async () => {
    const chunks = ['1:"$Sreact.fragment"\n', '2:I["x",[],""]\n', Uint8Array.of(0xff, 0)];
    for (const nonce of [undefined, 'N1']) {
      const html = await nextsOwn.flightScripts(chunks, nonce);
      const scripts = runningInline(html);
      expect(scripts.length).toBe(4);
      const read = frameworkInlineScripts(html, none);
      expect(read.scripts).toEqual(scripts);
      expect(read.html).not.toContain('nonce');
    }
  });

  it('are recognised whole: never with anything after them, from a src, or in a data block', () => {
    const push = 'self.__next_f.push([1,"x"])';
    const page = [
      `<script>${push};alert(1)</script>`,
      `<script src="/_next/static/chunks/a.js">${push}</script>`,
      `<script type="application/json">${push}</script>`,
      `<script type="module">${push}</script>`,
    ].join('');
    expect(frameworkInlineScripts(page, none)).toEqual({ html: page, scripts: [push] });
  });
});

describe('React’s streaming scripts', () => {
  const react = installedReactScripts();

  it('are read from the renderer Next uses: the shell timer and the instruction runtimes', () => {
    expect(react.exact).toEqual(['requestAnimationFrame(function(){$RT=performance.now()});']);
    for (const name of ['$RC=', '$RS=', '$RR=', '$RX='])
      expect(
        react.runtimes.some((runtime) => runtime.includes(name)),
        name,
      ).toBe(true);
  });

  it('are every inline script a streamed render of Next’s React writes', async () => {
    const html = await streamedPage();
    const scripts = runningInline(html);
    // The render really streamed: a boundary completed, one with its stylesheet, one left to the browser.
    for (const call of ['$RC("', '$RR("', '$RX("']) expect(scripts.join('\n')).toContain(call);
    expect(frameworkInlineScripts(html, react).scripts).toEqual(scripts);
  });

  it('are nothing merely shaped like them', () => {
    const [runtime = ''] = react.runtimes.filter((text) => text.includes('$RC='));
    for (const body of [
      '$RC=function(a,b){alert(a)};$RC("B:0","S:0")',
      `${runtime}$RC("B:0","S:0");alert(1)`,
      `${runtime}alert(1);$RC("B:0","S:0")`,
      '$RC("B:0",alert(1))',
      '$RX("B:0","x"+alert(1))',
      '$RX("B:0","x"+alert(1)+"")',
      '$RR("B:0","S:0",[[alert(1)]])',
      'requestAnimationFrame(function(){$RT=alert(1)});',
    ])
      expect(frameworkInlineScripts(`<script>${body}</script>`, react).scripts, body.slice(0, 80)).toEqual([]);
  });
});
