/**
 * A stored page's `Link` header: the page's priority pictures and the build's big framework scripts, as preloads.
 *
 * On a slow phone hydration waits for React DOM and Next's router, the two largest scripts, which Next loads as
 * async scripts: low priority, so over HTTP/1.1's six connections they start behind the pictures and small
 * chunks and arrive last. Named here they go first and at high priority. On the throttled phone of
 * `npm run bench:phone` this moved hydration about 200 ms closer to the empty page's; preloading the small
 * scripts as well did not help (bench/results' history).
 * The pictures a page marks as its largest paint's (components/picture.tsx `priority`) are named with every width
 * they offer and their sizes, so the browser asks for the one it will show when the answer's head arrives, not
 * once it has read the document's head: with the first paint no longer waiting for stylesheets
 * (critical-styles.ts), the largest paint waits for that picture. A head that still names stylesheets (a page
 * the critical styles left as it was) gets them preloaded first, since first paint waits for them.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { requiredScripts } from '../framework/next-internals';
import {
  headEnd,
  type PriorityImage,
  priorityImages,
  scriptSources,
  stylesheetLinks,
} from '../framework/rendered-html';

/** A required script at least this big (raw bytes) is preloaded: React DOM and the router; the rest are small. */
export const BIG_SCRIPT_BYTES = 100_000;

/** What may stand inside a header's quoted value or angle brackets: printable ASCII, no quote, backslash or bracket. */
const HEADER_SAFE = /^[\x21-\x7e ]*$/;
const fits = (text: string) => HEADER_SAFE.test(text) && !/["\\<>]/.test(text);

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
 * The header for a page's HTML: its head's stylesheets, its body's priority pictures (a few kilobytes its largest
 * paint waits for), then those of `scripts` the page itself loads (a page never preloads what it would not use).
 * Null when there is nothing to name.
 */
export function preloadHeader(html: string, scripts: readonly string[]): string | null {
  const end = headEnd(html);
  if (end < 0) return null;
  const head = html.slice(0, end);
  const loaded = new Set(scriptSources(head));
  const links = [
    ...stylesheetLinks(head).map(({ href }) => `<${href}>; rel=preload; as=style`),
    ...priorityImages(html.slice(end)).flatMap(imagePreload),
    ...scripts.filter((src) => loaded.has(src)).map((src) => `<${src}>; rel=preload; as=script`),
  ];
  return links.length ? links.join(', ') : null;
}

/** A picture's preload: every width it offers and its sizes, so the browser fetches the one it will show. */
function imagePreload({ src, srcSet, sizes }: PriorityImage): string[] {
  if (!src || !fits(src) || src.includes(' ')) return [];
  const choices = srcSet && sizes && fits(srcSet + sizes) ? `; imagesrcset="${srcSet}"; imagesizes="${sizes}"` : '';
  return [`<${src}>; rel=preload; as=image; fetchpriority=high${choices}`];
}
