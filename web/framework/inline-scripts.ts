/**
 * The inline scripts Next and React write into a page, recognised here and nowhere else by their whole text: a
 * stored page has no nonce, so its CSP (security/csp.ts) names them by hash, and must name exactly theirs.
 *  - Next's: the flight-data queue, its pushes (a JSON string or null), and Turbopack's bootstrap.
 *  - React's, when a page streams: a Suspense boundary (an account screen's, a lazily loaded form's, Next's own
 *    metadata boundary) not ready as the shell is flushed is sent later with a small script that moves it into
 *    place. React writes a few constant runtime functions ($RC, $RS, $RR, $RX, and the shell's reveal timer) and
 *    then calls of them with boundary ids. The constants are read from the renderer Next uses (its compiled
 *    react-dom) when the page cache is bundled (cache/build.ts), so the policy names exactly React's text and
 *    nothing shaped like it.
 * The contract test (inline-scripts.test.ts) runs Next's own flight writer and a streamed render of Next's React;
 * Turbopack's bootstrap is written by its native binary, so tests/build/static-pages.test.ts pins it against the
 * build's own pages, and React's runtimes there too.
 */
import { runInNewContext } from 'node:vm';
import { reactDomServerSource } from './next-internals';

/** Next's inline scripts, whole. */
const NEXT_INLINE_SCRIPTS: readonly RegExp[] = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$/,
  /^self\.__next_f\.push\(\[\d,(?:"(?:[^"\\]|\\.)*"|null)\]\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\["[\w./-]+"(?:,"[\w./-]+")*\],"runtimeModuleIds":\[\d+(?:,\d+)*\]\}\);$/,
];

export interface ReactInlineScripts {
  /** Runtime definitions a script may start with (each at most once), before one call. */
  runtimes: string[];
  /** Whole scripts React writes as they are. */
  exact: string[];
}

const LITERAL = /stringToPrecomputedChunk\(\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*\)/g;
/** A runtime literal: definitions of React's instruction functions, possibly ending in the opening of a call. */
const RUNTIME = /^\$R[A-Z]=/;
const CALL_OPENING = /\$R[A-Z]\("$/;
const SHELL_TIMER = /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);$/;

/** React's inline scripts in the source of its server renderer. */
export function reactScriptsIn(source: string): ReactInlineScripts {
  const runtimes = new Set<string>();
  const exact = new Set<string>();
  for (const [, literal = ''] of source.matchAll(LITERAL)) {
    // A single string literal, matched whole by the pattern: evaluating it only unescapes it.
    const text = runInNewContext(literal) as string;
    if (RUNTIME.test(text)) runtimes.add(text.replace(CALL_OPENING, ''));
    else if (SHELL_TIMER.test(text)) exact.add(text);
  }
  // Longest first, so a runtime that extends another is taken whole.
  return { runtimes: [...runtimes].sort((a, b) => b.length - a.length), exact: [...exact] };
}

/** The renderer of the installed Next (its App Router renders with its own compiled React). */
export function installedReactScripts(): ReactInlineScripts {
  return reactScriptsIn(reactDomServerSource());
}

/** A string as React writes one into an instruction: JSON, with <, U+2028 and U+2029 escaped. */
const JS_STRING = '"(?:[^"\\\\<\\u2028\\u2029]|\\\\.)*"';
const ID = '"[\\w:$-]+"';
const STYLE = `\\[${JS_STRING}(?:,${JS_STRING})*\\]`;
/** One call of React's instruction functions: complete a boundary or segment (with its stylesheets), client-render. */
const REACT_CALL = new RegExp(
  `^(?:\\$R[CS]\\(${ID},${ID}\\)|\\$RR\\(${ID},${ID},\\[(?:${STYLE}(?:,${STYLE})*)?\\]\\)|\\$RX\\(${ID}(?:,(?:${JS_STRING}|null)){0,4}\\))$`,
);

/** One of React's streaming scripts: its exact text, or React's runtime definitions (each once) then one call. */
function isReactInline(body: string, react: ReactInlineScripts): boolean {
  if (react.exact.includes(body)) return true;
  let rest = body;
  const unused = [...react.runtimes];
  for (let index = 0; index < unused.length; ) {
    const runtime = unused[index] ?? '';
    if (rest.startsWith(runtime)) {
      rest = rest.slice(runtime.length);
      unused.splice(index, 1);
      index = 0;
    } else index++;
  }
  return REACT_CALL.test(rest);
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const NONCE_ATTR = /\snonce="[^"]*"/;
const SRC_ATTR = /\ssrc=/;
const TYPE_ATTR = /\stype="([^"]*)"/;

/** One of Next's or React's own inline scripts: no src, a type that runs, and a body of one of their shapes. */
function isFrameworkInline(attrs: string, body: string, react: ReactInlineScripts): boolean {
  if (SRC_ATTR.test(attrs)) return false;
  const type = TYPE_ATTR.exec(attrs)?.[1];
  if (type && type !== 'text/javascript' && type !== 'module') return false; // data blocks (JSON, JSON-LD) never run
  return NEXT_INLINE_SCRIPTS.some((shape) => shape.test(body)) || isReactInline(body, react);
}

/**
 * The page with the nonce attribute taken off each script tag (tags without one are left byte for byte), and the
 * bodies of Next's and React's own inline scripts in it, in order.
 */
export function frameworkInlineScripts(html: string, react: ReactInlineScripts): { html: string; scripts: string[] } {
  const scripts: string[] = [];
  const page = html.replace(SCRIPT, (tag, attrs = '', body = '') => {
    const bare = attrs.replace(NONCE_ATTR, '');
    if (isFrameworkInline(bare, body, react)) scripts.push(body);
    return bare === attrs ? tag : `<script${bare}>${body}</script>`;
  });
  return { html: page, scripts };
}
