/**
 * What an editor's preview reads: Sanity's perspective as the Studio names it (`drafts`, `published`, or a
 * stack of release ids over drafts, `rABC,drafts`, which is how Presentation previews a Content Release), from
 * the cookie Presentation's perspective switcher and the preview route set. Anything else is drafts: a forged
 * or stale cookie can only narrow what a preview shows, never reach past the read token's grants. In the
 * content layer, not lib/preview/, since the hosted backend reads it and previews are built on that layer.
 */
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants';

/** The perspective Presentation previews in (drafts, or a release over drafts): @sanity/preview-url-secret's name. */
export const PREVIEW_PERSPECTIVE_COOKIE: string = perspectiveCookieName;

export type PreviewPerspective = 'drafts' | 'published' | string[];

const LAYER = /^(?:drafts|published|r[\w-]{1,64})$/;

export function parsePreviewPerspective(value: string | undefined | null): PreviewPerspective {
  if (!value) return 'drafts';
  const layers = value
    .split(',')
    .map((layer) => layer.trim())
    .filter(Boolean);
  // 'raw' would read every version side by side, which no page can render.
  if (layers.length === 0 || layers.length > 8 || !layers.every((layer) => LAYER.test(layer) && layer !== 'raw'))
    return 'drafts';
  if (layers.length === 1 && (layers[0] === 'drafts' || layers[0] === 'published')) return layers[0];
  return layers;
}

/**
 * Which string fields a preview encodes for click-to-edit (stega): text an editor wrote and the page shows.
 * An allow-list, since an encoded identifier (a region, a path, a product key) would change what the site
 * does, not only what it shows; prices and dates are not strings and get their overlay from data attributes.
 */
const EDITABLE_TEXT = new Set([
  'title',
  'name',
  'heading',
  'label',
  'description',
  'tagline',
  'intro',
  'text',
  'question',
  'answer',
  'paymentText',
  'offer',
  'button',
  'footerLabel',
  'city',
  'address',
]);

export function isEditableText(sourcePath: readonly unknown[]): boolean {
  const last = sourcePath.at(-1);
  return typeof last === 'string' && EDITABLE_TEXT.has(last);
}
