/**
 * The inline scripts React's server renderer writes when a page streams: when a Suspense boundary (an account
 * screen's, a lazily loaded form's, Next's own metadata boundary) is not ready as the shell is flushed, React
 * sends it later with a small script that moves it into place. A busy server streams pages a quiet one
 * renders whole, so any cached page may carry them, and a policy that did not name them would leave that part
 * of the page hidden for every visitor until the next render.
 *
 * React writes a few constant runtime functions ($RC, $RS, $RR, $RX, and the shell's reveal timer) and then
 * calls of them with boundary ids. The constants are read here from the renderer Next uses (its compiled
 * react-dom), when the page cache is bundled (cache/build.ts), so the policy names exactly React's text and
 * nothing shaped like it; tests/build/static-pages.test.ts checks them against the build's own pages.
 */
import { runInNewContext } from 'node:vm';
import { reactDomServerSource } from '../framework/next-internals';

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
