/**
 * A stored page's `Link` header: its stylesheets and the build's big framework scripts, as preloads.
 *
 * On a slow phone hydration waits for React DOM and Next's router, the two largest scripts, which Next loads as
 * async scripts: low priority, so over HTTP/1.1's six connections they start behind the stylesheets, pictures
 * and small chunks and arrive last. Named here they go first and at high priority. On the throttled phone of
 * `npm run bench:phone` this moved hydration about 200 ms closer to the empty page's, first and largest paint
 * unchanged; preloading the small scripts as well, or the pictures, did not help (bench/results' history).
 * The stylesheets come first: first paint waits for them, and a header names them before the head is parsed.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { requiredScripts } from '../framework/next-internals';

/** A required script at least this big (raw bytes) is preloaded: React DOM and the router; the rest are small. */
export const BIG_SCRIPT_BYTES = 100_000;

const HEAD_END = '</head>';
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"<>\s]+\.css)"/g;
const SCRIPT_SRC = /<script src="([^"<>\s]+)"/g;

/** The build's required scripts of at least BIG_SCRIPT_BYTES, largest first; read once per build folder. */
const bigScriptsOf = new Map<string, readonly string[]>();

export function bigRequiredScripts(distDir: string): readonly string[] {
  let scripts = bigScriptsOf.get(distDir);
  if (!scripts) {
    scripts = requiredScripts(distDir)
      .map((src) => ({ src, size: sizeOf(path.join(distDir, decodeURI(src.replace(/^\/_next\//, '')))) }))
      .filter(({ size }) => size >= BIG_SCRIPT_BYTES)
      .sort((a, b) => b.size - a.size)
      .map(({ src }) => src);
    bigScriptsOf.set(distDir, scripts);
  }
  return scripts;
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * The header for a page's HTML: its head's stylesheets, then those of `scripts` the page itself loads (a page
 * never preloads what it would not use). Null when there is nothing to name.
 */
export function preloadHeader(html: string, scripts: readonly string[]): string | null {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return null;
  const head = html.slice(0, end);
  const loaded = new Set([...head.matchAll(SCRIPT_SRC)].map(([, src]) => src));
  const links = [
    ...[...head.matchAll(STYLESHEET)].map(([, href]) => `<${href}>; rel=preload; as=style`),
    ...scripts.filter((src) => loaded.has(src)).map((src) => `<${src}>; rel=preload; as=script`),
  ];
  return links.length ? links.join(', ') : null;
}
