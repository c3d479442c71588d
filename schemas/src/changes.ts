/**
 * The launch check: what shoppers see differently at one instant than at another. Every time-bound thing whose
 * answer differs (a banner, a countdown, a menu item, a page's seasonal title, a page's window), every product
 * whose offer differs (its state or its price), and every footer whose copyright year turns, each with its region
 * and the pages it shows on. Decided by the same evaluator and offer rule the site renders with (stage.ts,
 * offer.ts, calendar.ts), so the report cannot disagree with the pages.
 */
import { type RawDocument, resolveActivation, schedulesOf } from './boundaries';
import { yearIn } from './calendar';
import { offerAt, type ProductState } from './offer';
import { formatPrice, isRegion, REGIONS, type Region, regionPath } from './regions';
import { isActive } from './stage';

export interface SiteChange {
  region: Region;
  /** The document that decides it (its published id). */
  id: string;
  what: string;
  before: string;
  after: string;
  /** Where shoppers see it. */
  pages: string;
}

const quoted = (value: unknown) => (typeof value === 'string' && value.trim() ? ` “${value.trim()}”` : '');
const shown = (on: boolean) => (on ? 'shown' : 'hidden');
const TYPE_NAMES: Record<string, string> = { textBanner: 'banner', countdown: 'countdown', navigation: 'menu' };
const STATE_NAMES: Record<ProductState, string> = {
  unlockingSoon: 'unlocking soon',
  soldOut: 'sold out',
  preOrder: 'pre-order',
  promotion: 'promotion',
  plain: 'on sale',
};

/**
 * The documents as they stand once `release` (an id of a Content Release) has published: its versions replace
 * the published documents they are versions of. Drafts are never what shoppers see.
 */
export function publishedWith(documents: readonly RawDocument[], release?: string): RawDocument[] {
  const prefix = release ? `versions.${release}.` : undefined;
  const byId = new Map<string, RawDocument>();
  for (const document of documents)
    if (!document._id.startsWith('drafts.') && !document._id.startsWith('versions.')) byId.set(document._id, document);
  if (prefix)
    for (const document of documents)
      if (document._id.startsWith(prefix)) {
        const id = document._id.slice(prefix.length);
        byId.set(id, { ...document, _id: id });
      }
  return [...byId.values()];
}

/** Every activation in a document but a product's promotion (its offer answers for it), with what it governs. */
function activationsOf(document: RawDocument): { where: string; activation: Record<string, unknown> }[] {
  const found: { where: string; activation: Record<string, unknown> }[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, where);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    // An item of a list (a menu item, a seasonal title) is named by its label or title.
    const named = typeof object._key === 'string' ? quoted(object.label) || quoted(object.title) : '';
    const here = named ? `${where}, item${named}` : where;
    for (const [field, child] of Object.entries(object)) {
      if (document._type === 'product' && field === 'activityTime') continue;
      if (child && typeof child === 'object' && (child as { _type?: unknown })._type === 'activation')
        found.push({ where: here, activation: child as Record<string, unknown> });
      else visit(child, here);
    }
  };
  const name = TYPE_NAMES[document._type] ?? document._type;
  visit(document, `${name}${quoted(document.label) || quoted(document.title) || quoted(document.name)}`);
  return found;
}

/** What shoppers see at instant `t` of everything time-bound, keyed by document and part. */
function seenAt(
  documents: readonly RawDocument[],
  t: number,
  only?: Region,
): Map<string, Omit<SiteChange, 'before' | 'after'> & { value: string }> {
  const schedules = schedulesOf(documents);
  const seen = new Map<string, Omit<SiteChange, 'before' | 'after'> & { value: string }>();
  const productPages = new Map<string, string[]>();
  for (const document of documents) {
    const ref = (document.product as { _ref?: unknown } | undefined)?._ref;
    if (document._type === 'page' && typeof ref === 'string' && isRegion(document.region))
      productPages.set(ref, [
        ...(productPages.get(ref) ?? []),
        regionPath(document.region, String(document.path ?? '')),
      ]);
  }
  for (const document of documents) {
    const region = document.region;
    if (!isRegion(region) || (only && region !== only)) continue;
    const id = document._id;
    const pages = document._type === 'page' ? regionPath(region, String(document.path ?? '')) : `every ${region} page`;
    const see = (what: string, value: string, where = pages) =>
      seen.set(`${id} ${what}`, { region, id, what, pages: where, value });
    for (const { where, activation } of activationsOf(document))
      see(where, shown(isActive(resolveActivation(activation, schedules), t)));
    if (document._type === 'page' && (document.startTime || document.endTime))
      see(
        `page${quoted(document.title)}`,
        isActive(resolveActivation(document, new Map()), t) ? 'open' : 'closed (sent to the home page)',
      );
    if (document._type === 'product') {
      const activityTime = document.activityTime as Record<string, unknown> | undefined;
      const offer = offerAt(
        { ...document, activityTime: activityTime ? resolveActivation(activityTime, schedules) : null },
        new Date(t),
      );
      see(
        `product${quoted(document.name)}`,
        `${STATE_NAMES[offer.state]}${offer.price === null ? '' : ` ${formatPrice(region, offer.price)}`}`,
        [...(productPages.get(id) ?? []), `every ${region} page listing it`].join(', '),
      );
    }
  }
  for (const region of only ? [only] : REGIONS)
    seen.set(`footer ${region}`, {
      region,
      id: 'footer',
      what: 'copyright year',
      pages: `every ${region} page`,
      value: String(yearIn(region, t)),
    });
  return seen;
}

/**
 * What differs between the content `before` at its instant and the content `after` at its own (the same
 * documents, or with a release published), for every region or only `only`.
 */
export function siteChanges(
  before: { documents: readonly RawDocument[]; at: number },
  after: { documents: readonly RawDocument[]; at: number },
  only?: Region,
): SiteChange[] {
  const [was, is] = [before, after].map((side) => seenAt(side.documents, side.at, only)) as [
    ReturnType<typeof seenAt>,
    ReturnType<typeof seenAt>,
  ];
  const changes: SiteChange[] = [];
  for (const key of new Set([...was.keys(), ...is.keys()])) {
    const [then, now] = [was.get(key), is.get(key)];
    const seen = now ?? then;
    if (!seen || then?.value === now?.value) continue;
    const { value: _, ...where } = seen;
    changes.push({ ...where, before: then?.value ?? 'not published', after: now?.value ?? 'not published' });
  }
  return changes.sort((a, b) => REGIONS.indexOf(a.region) - REGIONS.indexOf(b.region) || a.id.localeCompare(b.id));
}
