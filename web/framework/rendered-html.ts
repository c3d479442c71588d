/**
 * The shapes of the HTML React and Next write for a page, read here and nowhere else: where its head and body
 * end, the stylesheet links and scripts Next has React put in its head, its priority pictures, its tags'
 * attributes, its flight data, and where a render's nonce stands. Each reading has a contract test
 * (rendered-html.test.ts) that renders the shape as Next has the installed React render it and fails on a version
 * that writes it otherwise. What a stored page makes of them (its critical styles, its preload header, its CSP) is
 * the page cache's and the CSP's.
 */

const HEAD_END = '</head>';
const BODY_END = '</body>';

/** Where a page's head ends (its `</head>`), or -1. */
export const headEnd = (html: string): number => html.indexOf(HEAD_END);
/** Where a page's body ends (its last `</body>`: a streamed page's late parts come before it), or -1. */
export const bodyEnd = (html: string): number => html.lastIndexOf(BODY_END);

/**
 * A stylesheet link as Next writes it (precedence "next") and React hoists it into the head, its href captured.
 * A nonce, if any, stands after the href.
 */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[\w./-]+\.css)"[^<>]*\/>/g;

/** One of the build's stylesheet links: the whole tag, its href, and where it starts. */
export type StylesheetLink = { tag: string; href: string; index: number };

/** The build's stylesheet links in `html` (a page's head), in order. */
export function stylesheetLinks(html: string): StylesheetLink[] {
  return [...html.matchAll(STYLESHEET_LINK)].map((match) => ({
    tag: match[0],
    href: match[1] ?? '',
    index: match.index,
  }));
}

/** `html` with each of the build's stylesheet links replaced by what `by` makes of it. */
export function replaceStylesheetLinks(html: string, by: (link: StylesheetLink) => string): string {
  return html.replace(STYLESHEET_LINK, (tag, href: string, index: number) => by({ tag, href, index }));
}

/** A script loaded by its address, as React writes Next's required scripts (`<script src="…" async="">`). */
const SCRIPT_SRC = /<script src="([^"<>\s]+)"/g;

/** The addresses of the scripts `html` loads, in order. */
export const scriptSources = (html: string): string[] => [...html.matchAll(SCRIPT_SRC)].map(([, src = '']) => src);

/** A picture the page marks as its largest paint's (components/picture.tsx: priority), as React writes its tag. */
const PRIORITY_IMG = /<img\b[^<>]*\bfetchPriority="high"[^<>]*>/g;
/** The characters React escapes in an attribute's value, as it escapes them. */
const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity) ?? null;

/** A priority picture's address, the widths it offers and its sizes, unescaped; null where the tag has none. */
export type PriorityImage = { src: string | null; srcSet: string | null; sizes: string | null };

/** The priority pictures in `html`, in order. */
export function priorityImages(html: string): PriorityImage[] {
  return [...html.matchAll(PRIORITY_IMG)].map(([tag]) => ({
    src: attribute(tag, 'src'),
    srcSet: attribute(tag, 'srcSet'),
    sizes: attribute(tag, 'sizes'),
  }));
}

const TAG = /<[a-zA-Z][\w-]*(\s[^<>]*)?>/g;
const ATTRIBUTE = /\s([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g;

/**
 * The attributes of each start tag in `html`, as [name, value] pairs with the value as written ('' for a bare
 * one). React writes `className` as `class` and a true boolean as `hidden=""`; the flight data's strings are
 * escaped JSON with no `<`, so only the markup's tags are read.
 */
export function* tagAttributes(html: string): Generator<[name: string, value: string][]> {
  for (const [, attrs = ''] of html.matchAll(TAG))
    yield [...attrs.matchAll(ATTRIBUTE)].map(([, name = '', value = '']): [string, string] => [name, value]);
}

/** A text chunk of flight data as Next pushes it in an inline script, its JSON captured (`<` escaped in it). */
const FLIGHT_PUSH = /self\.__next_f\.push\((\[1,".*?"\])\)<\/script>/gs;

/** The flight data a page carries for React to hydrate with: the text Next's inline scripts push, joined. */
export const flightData = (html: string): string =>
  [...html.matchAll(FLIGHT_PUSH)].map(([, json = '']) => (JSON.parse(json) as [number, string])[1]).join('');

const ANY_NONCE_ATTR = /\snonce="([^"]+)"/;

/**
 * The render's nonce taken out of the whole page: Next stamps it on every script and stylesheet tag and writes it
 * into the flight data as a prop of each (`\"nonce\":\"…\"`, about a kilobyte a page). Only the exact value is
 * removed (16 random bytes: no text of the content's can hold it).
 */
export function withoutNonce(html: string): string {
  const nonce = ANY_NONCE_ATTR.exec(html)?.[1];
  if (!nonce) return html;
  const prop = `\\"nonce\\":\\"${nonce}\\"`;
  return html
    .replaceAll(` nonce="${nonce}"`, '')
    .replaceAll(`${prop},`, '')
    .replaceAll(`,${prop}`, '')
    .replaceAll(`{${prop}}`, '{}');
}
