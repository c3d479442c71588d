/**
 * A stored page's styles as a slow phone needs them: the rules its own markup uses, inline in the head, and the
 * build's stylesheets moved to the end of the body, where they no longer hold the first paint.
 *
 * Next names every stylesheet of the route in the head, and a browser paints nothing until each has arrived: on
 * `npm run bench:phone`'s link (150 ms round trip) that is a second round trip after the document's, about
 * 300 ms behind the empty Next page's first paint. The route's two stylesheets hold every page kind's rules
 * (forms, lists, FAQ, account), 22 KB; the rules a home or product page's markup uses are about half, under
 * 3 KB in brotli, so they travel inside the document instead (docs/PERFORMANCE.md).
 *
 * The whole stylesheets still load, from the end of the body, where the HTML standard does not let them block
 * rendering: what the markup does not use yet (a menu opened, a class a click adds, a popup) is styled by them,
 * and they repeat the inline rules in the same order, so once loaded the cascade is the stylesheets' alone.
 * React finds them there when it hydrates and navigates (it looks a stylesheet up by its href anywhere in the
 * document, and skips such links when it hydrates the body).
 *
 * A rule is kept unless one of its selectors' classes is missing from the markup; a rule whose selectors name
 * no class (`:root`, `body`, `a`) is always kept. Anything this reading is unsure of is kept, and a page it
 * cannot read (no head or body end, a stylesheet it cannot find, CSS that could end the style element) is
 * left exactly as it was. The page's shapes (its head and body, stylesheet links, tags) are read by
 * framework/rendered-html.ts; the CSS is read here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bodyEnd, headEnd, replaceStylesheetLinks, stylesheetLinks, tagAttributes } from '../framework/rendered-html';

/** `[name]`, `[name=value]`, `[name="value"]` (other operators are matched by name only); no flags. */
const ATTRIBUTE_IN_SELECTOR = /\[([a-zA-Z][\w-]*)(?:([~|^$*]?=)(?:"([^"]*)"|([\w-]+)))?\]/g;
/** Selector parts whose classes are not required of the markup: negations and forgiving lists. */
const PSEUDO_WITH_LIST = /:(?:not|is|where|has)\(/g;
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
/** States only a visitor's pointer or keyboard brings, never before the whole stylesheets have arrived. */
const USER_ACTION = /:(?:hover|active|focus(?:-visible|-within)?)(?![\w-])/;
/** At-rules whose block holds rules, filtered like the top level; any other block is kept whole. */
/** A rule that only says how a change animates: nothing changes before the whole stylesheets are in. */
const TRANSITIONS_ONLY = /^(?:\s*transition(?:-[a-z]+)?\s*:[^;]*;?)+\s*$/;
const DISPLAY = /(?:^|[;{\s])display\s*:/;
const GROUPING_AT_RULE = /^@(?:media|supports|container|layer)\b/;
const KEYFRAMES = /^@(?:-webkit-)?keyframes\s+([\w-]+)/;

/**
 * What of a page's markup its selectors may ask for: classes, attribute names and `name=value` pairs, and the
 * classes that only hidden elements carry (a closed submenu), which nothing paints unless a rule displays them.
 */
export type Markup = {
  classes: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
  hiddenOnly: ReadonlySet<string>;
};

/** The markup's classes and attributes, from its tags (framework/rendered-html.ts). */
export function markupOf(html: string): Markup {
  const classes = new Set<string>();
  const shown = new Set<string>();
  const attributes = new Set<string>();
  for (const tag of tagAttributes(html)) {
    let names: string[] = [];
    let hidden = false;
    for (const [name, value] of tag) {
      attributes.add(name);
      attributes.add(`${name}=${value}`);
      if (name === 'hidden') hidden = true;
      if (name === 'class') names = value.split(/\s+/).filter(Boolean);
    }
    for (const name of names) {
      classes.add(name);
      if (!hidden) shown.add(name);
    }
  }
  return { classes, attributes, hiddenOnly: new Set([...classes].filter((name) => !shown.has(name))) };
}

type Block = { prelude: string; body: string | null };

/**
 * Minified CSS (the build's, lightningcss's output) as its top-level blocks: a prelude and the text between its
 * braces, or a statement (`@import …;`) with no body. Strings and comments are stepped over; null when the braces
 * do not balance.
 */
export function blocksOf(css: string): Block[] | null {
  const blocks: Block[] = [];
  let start = 0;
  let open = -1;
  let depth = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = endOfString(css, index);
      if (index < 0) return null;
    } else if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      if (end < 0) return null;
      index = end + 1;
    } else if (char === '{') {
      if (depth++ === 0) open = index;
    } else if (char === '}') {
      if (--depth < 0) return null;
      if (depth === 0) {
        blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, index) });
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      blocks.push({ prelude: css.slice(start, index).trim(), body: null });
      start = index + 1;
    }
  }
  if (depth !== 0) return null;
  if (css.slice(start).trim()) blocks.push({ prelude: css.slice(start).trim(), body: null });
  return blocks;
}

function endOfString(css: string, quote: number): number {
  for (let index = quote + 1; index < css.length; index++) {
    if (css[index] === '\\') index++;
    else if (css[index] === css[quote]) return index;
  }
  return -1;
}

/** The selector list split at its top-level commas. */
function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

/** The selector without what is inside its `:not()`, `:is()`, `:where()` and `:has()`. */
function requiredPart(selector: string): string {
  let out = selector;
  for (let match = PSEUDO_WITH_LIST.exec(out); match; match = PSEUDO_WITH_LIST.exec(out)) {
    let depth = 1;
    let index = match.index + match[0].length;
    for (; index < out.length && depth > 0; index++) {
      if (out[index] === '(') depth++;
      else if (out[index] === ')') depth--;
    }
    out = out.slice(0, match.index) + out.slice(index);
    PSEUDO_WITH_LIST.lastIndex = match.index;
  }
  return out;
}

/**
 * Whether some selector of the list can match the markup as it first paints: all its required classes and
 * exact attribute values are there, and it waits for no hover, focus or press.
 */
function mayMatch(list: string, markup: Markup, displays: boolean): boolean {
  if (list.includes('\\')) return true;
  return selectorsOf(list).some((selector) => {
    const required = requiredPart(selector);
    const attributes = [...required.matchAll(ATTRIBUTE_IN_SELECTOR)];
    const bare = required.replace(ATTRIBUTE_IN_SELECTOR, '');
    return (
      !USER_ACTION.test(bare) &&
      [...bare.matchAll(CLASS_IN_SELECTOR)].every(
        ([, name = '']) => markup.classes.has(name) && (displays || !markup.hiddenOnly.has(name)),
      ) &&
      attributes.every(([, name = '', operator, quoted, plain]) => {
        if (operator === undefined) return markup.attributes.has(name);
        return operator !== '=' || markup.attributes.has(`${name}=${quoted ?? plain ?? ''}`);
      })
    );
  });
}

function keptBlocks(blocks: readonly Block[], markup: Markup): string {
  let out = '';
  for (const { prelude, body } of blocks) {
    if (body === null) out += `${prelude};`;
    else if (GROUPING_AT_RULE.test(prelude)) {
      const inner = blocksOf(body);
      const kept = inner ? keptBlocks(inner, markup) : body;
      if (kept) out += `${prelude}{${kept}}`;
    } else if (
      prelude.startsWith('@') ||
      (!TRANSITIONS_ONLY.test(body) && mayMatch(prelude, markup, DISPLAY.test(body)))
    )
      out += `${prelude}{${body}}`;
  }
  return out;
}

/** The build's stylesheets, read into blocks once each: every stored page filters the same few texts. */
const parsedTexts = new Map<string, Block[] | null>();
const MAX_PARSED = 32;

function parsed(css: string): Block[] | null {
  let blocks = parsedTexts.get(css);
  if (blocks === undefined) {
    blocks = blocksOf(css);
    if (parsedTexts.size >= MAX_PARSED) parsedTexts.clear();
    parsedTexts.set(css, blocks);
  }
  return blocks;
}

/**
 * The rules of `css` the markup may use, in their order, then the keyframes a kept rule names.
 * Null when the CSS cannot be read.
 */
export function criticalCss(css: string, markup: Markup): string | null {
  const blocks = parsed(css);
  if (!blocks) return null;
  const rules = keptBlocks(
    blocks.filter(({ prelude }) => !KEYFRAMES.test(prelude)),
    markup,
  );
  const frames = blocks.filter(({ prelude }) => {
    const name = KEYFRAMES.exec(prelude)?.[1];
    return name !== undefined && new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(rules);
  });
  return rules + frames.map(({ prelude, body }) => `${prelude}{${body}}`).join('');
}

/**
 * The page with its used rules inline where its first stylesheet link was, and its stylesheet links moved to
 * the end of its body. `stylesheet` gives a build stylesheet's text by its href, or null.
 */
export function withCriticalStyles(html: string, stylesheet: (href: string) => string | null): string {
  const headAt = headEnd(html);
  const bodyAt = bodyEnd(html);
  if (headAt < 0 || bodyAt < headAt) return html;
  const head = html.slice(0, headAt);
  const links = stylesheetLinks(head);
  const first = links[0];
  if (first === undefined) return html;
  const markup = markupOf(html.slice(headAt, bodyAt));
  let inline = '';
  for (const { href } of links) {
    const css = stylesheet(href);
    const kept = css === null ? null : criticalCss(css, markup);
    if (kept === null) return html;
    inline += kept;
  }
  // The style element ends at the first "</style" whatever the CSS means by it: such CSS is not inlined.
  if (/<\/style/i.test(inline)) return html;
  const headWithout = replaceStylesheetLinks(head, ({ index }) =>
    index === first.index ? `<style>${inline}</style>` : '',
  );
  const moved = links.map(({ tag }) => tag).join('');
  return `${headWithout}${html.slice(headAt, bodyAt)}${moved}${html.slice(bodyAt)}`;
}

/** A build's stylesheets by href, read once each: their names carry their content's hash. */
export function buildStylesheets(distDir: string): (href: string) => string | null {
  const staticDir = path.join(distDir, 'static');
  const texts = new Map<string, string | null>();
  return (href) => {
    let text = texts.get(href);
    if (text === undefined) {
      const file = path.join(staticDir, href.slice('/_next/static/'.length));
      text = file.startsWith(staticDir + path.sep) ? readOrNull(file) : null;
      texts.set(href, text);
    }
    return text;
  };
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
