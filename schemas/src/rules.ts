/**
 * Rules content obeys, as plain functions. Studio wraps them in Sanity validation and the
 * migrations check every seeded document with them, so each rule exists once.
 * Each returns true when satisfied, or a message an editor understands.
 */
import { type Activation, reachableStages, toMillis } from './stage';
import { instantIn } from './wall-time';

export type RuleResult = true | string;

const parsable = (value: string) => !Number.isNaN(Date.parse(value));

/** `zone`: the document's (its region's), in which a message names the instants it is about. */
export function checkWindow(startTime?: string | null, endTime?: string | null, zone?: string): RuleResult {
  if (startTime && !parsable(startTime)) return 'The start time is not a valid date and time.';
  if (endTime && !parsable(endTime)) return 'The end time is not a valid date and time.';
  if (startTime && endTime && toMillis(endTime) <= toMillis(startTime))
    return `The end (${instantIn(toMillis(endTime), zone)}) must be after the start (${instantIn(toMillis(startTime), zone)}): as it stands this would never be shown.`;
  return true;
}

/**
 * A window whose end has passed: valid, so only a warning (an editor may keep a past promotion on record), but
 * never silent, since shoppers will not see it again.
 */
export function checkWindowAhead(endTime: string | null | undefined, now: number, zone?: string): RuleResult {
  if (!endTime || !parsable(endTime) || toMillis(endTime) > now) return true;
  return `This ended on ${instantIn(toMillis(endTime), zone)}, which has passed: shoppers will not see it. Move the end later, or clear it.`;
}

/** `zone`: the schedule's, in which a message names the dates it is about. */
export function checkTimestamps(timestamps?: readonly string[] | null, zone?: string): RuleResult {
  if (!timestamps || timestamps.length === 0) return 'A schedule needs at least one date.';
  for (const [i, stamp] of timestamps.entries()) {
    if (!parsable(stamp)) return `Date ${i + 1} is not a valid date and time.`;
    const previous = timestamps[i - 1];
    if (previous !== undefined && toMillis(stamp) <= toMillis(previous))
      return `Date ${i + 1} (${instantIn(toMillis(stamp), zone)}) must come after date ${i} (${instantIn(toMillis(previous), zone)}): a schedule's dates run forward in time.`;
  }
  return true;
}

export function checkStagesReachable(
  stages?: readonly number[] | null,
  timestamps?: readonly string[] | null,
  hasSchedule = timestamps !== undefined && timestamps !== null,
): RuleResult {
  if (!stages || stages.length === 0) return true;
  if (!hasSchedule) return 'Allowed stages need a schedule: pick the schedule whose dates define the stages.';
  const reachable = reachableStages(timestamps);
  const unreachable = stages.filter((s) => !reachable.includes(s));
  if (unreachable.length > 0) {
    const max = reachable.length - 1;
    return `Stage ${unreachable.join(', ')} can never happen: this schedule has ${max} date${max === 1 ? '' : 's'}, so its stages run from 0 to ${max}.`;
  }
  return true;
}

/** The whole activation object: a valid window and reachable stages (schedule already resolved). */
export function checkActivation(activation?: Activation | null): RuleResult {
  if (!activation) return true;
  const window = checkWindow(activation.startTime, activation.endTime);
  if (window !== true) return window;
  return checkStagesReachable(activation.stages, activation.schedule?.timestamps, Boolean(activation.schedule));
}

export function checkPromotionPrice(price?: number | null, activityPrice?: number | null): RuleResult {
  if (activityPrice === undefined || activityPrice === null) return true;
  if (activityPrice <= 0) return 'The promotion price must be more than zero.';
  if (price === undefined || price === null) return 'Set the list price before a promotion price.';
  if (activityPrice >= price)
    return `The promotion price (${activityPrice}) must be lower than the list price (${price}), or shoppers would see no saving.`;
  return true;
}

export function checkBuyLink(stock?: number | null, buy?: string | null, unlockingSoon?: boolean | null): RuleResult {
  // A product not on sale yet may wait for its store page; the site shows no link for it either way.
  if ((stock ?? 0) > 0 && !buy && !unlockingSoon)
    return 'This product is in stock but has no buy link: shoppers would have no way to buy it. Add the store link or set stock to 0.';
  if (buy && !/^https:\/\//.test(buy)) return 'The buy link must be a full https:// address of the store page.';
  return true;
}

/**
 * A page shows products of its own region only: another region's product would show a price in another currency
 * and a Buy link to another store. `productRegion` is undefined while the product cannot be read (not yet
 * published, say); that is the reference's own concern, not this rule's.
 */
export function checkProductRegion(pageRegion?: string | null, productRegion?: string | null): RuleResult {
  if (!pageRegion || !productRegion || pageRegion === productRegion) return true;
  return `This product is the ${productRegion.toUpperCase()} site’s; pick the one sold on the ${pageRegion.toUpperCase()} site, the region of this page.`;
}

/*
 * Content that contradicts itself. Each rule reads one document, or one document and what it
 * references; Studio shows them on the field, and the content checks (migrations/src/checks.ts) run them over
 * the whole dataset.
 */

/** Lower case, width-folded and with spaces collapsed, so "Paris" is found in "75003 PARIS". */
const folded = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The card writes the street address and then the city (or, in Japanese, Chinese and Korean, the city first): a
 * street address that already names its city shows it twice ("42 rue des Rouages, 75003 Paris, Paris").
 */
export function checkAddressCity(address?: string | null, city?: string | null): RuleResult {
  if (!address || !city || !folded(address).includes(folded(city))) return true;
  return `The street address already names the city (${city}), which the card adds after it: leave the town and postcode to the City field.`;
}

/** A year as a copyright line writes one, from 1900 to 2199. */
const YEAR = /(?<!\d)(19|20|21)\d{2}(?!\d)/;

/** The footer writes "© {year}" itself, with the year on the region's calendar; a year in content goes stale. */
export function checkCopyrightHolder(copyright?: string | null): RuleResult {
  if (!copyright) return true;
  if (YEAR.test(copyright) || /©|\(c\)/i.test(copyright))
    return 'Write only the holder and rights, e.g. “Roboshift. All rights reserved.”: the footer adds © and the current year itself.';
  return true;
}

interface FooterItem {
  label?: string | null;
  footerLabel?: string | null;
  hidden?: readonly string[] | null;
  children?: readonly unknown[] | null;
}

/**
 * The headings the footer draws from a navigation document: a column per menu item with a submenu that is not
 * hidden from the footer (its footer label, else its label), then one per footer column with a title. Items
 * with a timing count as if shown: two headings must not collide at any instant.
 */
export function footerHeadings(
  items?: readonly FooterItem[] | null,
  groups?: readonly { title?: string | null }[] | null,
): string[] {
  const columns = (items ?? [])
    .filter((item) => !item.hidden?.includes('footer') && (item.children?.length ?? 0) > 0)
    .map((item) => item.footerLabel || item.label || '');
  return [...columns, ...(groups ?? []).map((group) => group.title ?? '')].filter((heading) => heading.trim() !== '');
}

/** The headings that appear more than once, each once, as written the first time. */
export function duplicateHeadings(headings: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const heading of headings) seen.set(folded(heading), (seen.get(folded(heading)) ?? 0) + 1);
  return headings.filter(
    (heading, i) =>
      (seen.get(folded(heading)) ?? 0) > 1 && headings.findIndex((h) => folded(h) === folded(heading)) === i,
  );
}

export function checkFooterHeadings(
  items?: readonly FooterItem[] | null,
  groups?: readonly { title?: string | null }[] | null,
): RuleResult {
  const twice = duplicateHeadings(footerHeadings(items, groups));
  if (twice.length === 0) return true;
  return `Two footer columns would both be headed ${twice.map((h) => `“${h}”`).join(', ')}: give each column a heading of its own (a menu item’s “Label in the footer”, or this column’s heading).`;
}

/**
 * Copy saying a pre-order has ended, in the site's six languages: "the pre-order … ended/closed", "予約…終了",
 * "预售/预订…结束/截止", "사전 예약…종료/마감", "précommande… terminée/close", "Vorbestellung… beendet/vorbei".
 * Within one sentence, so a later sentence about something else does not count.
 */
const PRE_ORDER_ENDED = [
  /pre-?orders?\b[^.!?]{0,80}?\b(ended|closed|is over|are over|has finished|finished|ran until)\b/i,
  /(ended|closed)\b[^.!?]{0,40}?\bpre-?orders?\b/i,
  /予約[^。！？]{0,40}?(終了|締め切り|締切)/,
  /预[售订][^。！？]{0,40}?(结束|截止|已停止)/,
  /예약[^.!?。]{0,40}?(종료|마감)/,
  /pr[ée]-?commandes?[^.!?]{0,80}?(termin[ée]e?s?|clos|close|cl[ôo]tur[ée]e?s?|achev[ée]e?s?)/i,
  /vorbestell\w*[^.!?]{0,80}?(beendet|vorbei|abgeschlossen|endete|geschlossen)/i,
];

/**
 * What a pre-order can come with besides itself: a bonus, a campaign price, a gift. Such an offer ending (jp's
 * Bumblebee: "予約特典キャンペーン…終了", SPEC §3's "pre-order offer ran until May 6") leaves the pre-order open.
 */
const PRE_ORDER_EXTRA =
  /\b(offers?|bonus(es)?|campaigns?|discounts?|deals?|gifts?|promotions?|offres?|remises?|cadeaux?|angebot\w*|aktion\w*|rabatt\w*)\b|特典|キャンペーン|割引|优惠|赠品|礼品|혜택|사은품|할인/i;

/** The words of `text` that say a pre-order has ended (in a sentence about no offer that came with it), if any. */
export function preOrderEndedIn(text?: string | null): string | null {
  if (!text) return null;
  for (const sentence of text.split(/(?<=[.!?。！？])\s*/)) {
    if (PRE_ORDER_EXTRA.test(sentence)) continue;
    for (const pattern of PRE_ORDER_ENDED) {
      const found = pattern.exec(sentence);
      if (found) return found[0];
    }
  }
  return null;
}

type Block = { _type?: string; children?: readonly { text?: string }[] };

/** The text a shopper reads about a product: tagline, description and the body's paragraphs. */
export function productTexts(product: {
  tagline?: string | null;
  description?: string | null;
  sections?: readonly Block[] | null;
}): string[] {
  const blocks = (product.sections ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''));
  return [product.tagline ?? '', product.description ?? '', ...blocks].filter(Boolean);
}

/** A product may not offer a pre-order while its own copy says the pre-order has ended. */
export function checkPreOrderCopy(offersPreOrder: boolean, texts: readonly string[]): RuleResult {
  if (!offersPreOrder) return true;
  for (const text of texts) {
    const said = preOrderEndedIn(text);
    if (said)
      return `The product offers a pre-order, but its text says “${said}”: untick Pre-sale, or change the text.`;
  }
  return true;
}

/**
 * A page's path, after its region: lower-case words and hyphens, `/` between levels, empty for the region's home.
 * The site looks pages up by this rule too (web/lib/region-page.ts), so an address the content could never hold
 * (a trailing newline or tab, a space, capitals) is no page rather than a near miss.
 */
const PAGE_PATH = /^([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;

export const isPagePath = (path: string): boolean => PAGE_PATH.test(path);

export function checkPagePath(path: string | undefined): RuleResult {
  if (path === undefined || isPagePath(path)) return true;
  return 'Use lower-case words separated by hyphens, and / between levels (e.g. where-to-buy/hongkong-macao).';
}

/**
 * A product page's path names its product (SPEC §2.2: k1-pro-interstellar-scout is the K1 Pro's page): the page
 * must present that product, not another. `productKey` is undefined while the product cannot be read.
 */
export function checkPageProduct(
  path: string | null | undefined,
  productKey: string | null | undefined,
  pagePaths: Readonly<Partial<Record<string, string>>>,
): RuleResult {
  if (!path || !productKey) return true;
  const named = Object.entries(pagePaths).find(([, productPath]) => productPath === path)?.[0];
  if (!named || named === productKey) return true;
  return `This page’s address is the ${named} page, but it shows ${productKey}: choose the ${named} product, or give the page that product’s own address.`;
}

/*
 * Harm refused before it happens: a schedule that cannot apply to a document's region, a page at a
 * path its region already has, and a schedule edit that would leave its followers waiting for a stage that never
 * comes. Studio fetches what each needs and asks these.
 */

/** The id a document is published under, whether `id` is that, its draft's or a release version's. */
export function publishedId(id: string): string {
  return id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '');
}

const regionNames = (codes: readonly string[]) => codes.map((code) => code.toUpperCase()).join(', ');

/**
 * A schedule applies to the regions it is for, or to every region when it names none. `schedule` is undefined
 * while it cannot be read; that is the reference's own concern.
 */
export function checkScheduleRegion(
  documentRegion: string | null | undefined,
  schedule: { title?: string | null; regions?: readonly string[] | null } | null | undefined,
): RuleResult {
  const regions = schedule?.regions ?? [];
  if (!documentRegion || !schedule || regions.length === 0 || regions.includes(documentRegion)) return true;
  const name = schedule.title ? `“${schedule.title}”` : 'This schedule';
  return `${name} is for ${regionNames(regions)}, not for ${documentRegion.toUpperCase()}, this document’s region: pick a schedule for ${documentRegion.toUpperCase()} or one for every region.`;
}

export interface PageAtPath {
  _id: string;
  title?: string | null;
}

/**
 * One page per path in a region (the cn host is region cn): the site shows one of two and silently drops the
 * other. `pages` are those of the region at the path, this page's own draft and published copies among them.
 */
export function checkUniquePagePath(selfId: string | undefined, pages: readonly PageAtPath[]): RuleResult {
  const self = selfId ? publishedId(selfId) : undefined;
  const others = new Map<string, PageAtPath>();
  for (const page of pages) {
    const id = publishedId(page._id);
    if (id !== self && !others.has(id)) others.set(id, page);
  }
  if (others.size === 0) return true;
  const named = [...others].map(([id, page]) => (page.title ? `“${page.title}” (${id})` : id)).join(', ');
  return `Another page of this region already has this path: ${named}. The site would show only one of them: give this page a path of its own, or change the other’s.`;
}

/** A document that follows a schedule, as `*[references($id)]` returns it. */
export interface ScheduleFollower {
  _id: string;
  _type: string;
  region?: unknown;
  [field: string]: unknown;
}

export interface StrandedFollower {
  /** The published id of the document (a draft and its published copy count once). */
  id: string;
  /** What an editor recognises: “US text banner “Toy revolution…””, “UK navigation, menu item “Halloween””. */
  what: string;
  stages: number[];
}

const quoted = (text: unknown) => (typeof text === 'string' && text.trim() ? `“${text.trim()}”` : '');

/** How a follower is named in a message: its region, its kind and its own name. */
function followerName(doc: ScheduleFollower): string {
  const region = typeof doc.region === 'string' ? `${doc.region.toUpperCase()} ` : '';
  const kinds: Record<string, [string, unknown]> = {
    textBanner: ['text banner', doc.label],
    countdown: ['countdown', doc.title],
    navigation: ['navigation', undefined],
    product: ['product', doc.name],
    page: ['page', typeof doc.path === 'string' ? `/${doc.path}` : doc.title],
  };
  const [kind, name] = kinds[doc._type] ?? [doc._type, doc.title ?? doc.name ?? doc.label];
  return `${region}${kind}${quoted(name) ? ` ${quoted(name)}` : ''}`;
}

/**
 * Every activation anywhere in `doc` (nav items and their children, banners, countdowns, promotion prices, a
 * page's staged titles) that follows `scheduleId`, with the nearest named object around it (a menu item's label,
 * a staged title).
 */
function activationsOf(value: unknown, scheduleId: string, around = ''): { stages: number[]; around: string }[] {
  if (Array.isArray(value)) return value.flatMap((item) => activationsOf(item, scheduleId, around));
  if (!value || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const name = typeof object._key === 'string' ? quoted(object.label) || quoted(object.title) : '';
  const here = name ? name : around;
  const ref = (object.schedule as { _ref?: unknown } | undefined)?._ref;
  const own =
    ref === scheduleId && Array.isArray(object.stages)
      ? [{ stages: object.stages.filter((s): s is number => typeof s === 'number'), around: here }]
      : [];
  return [
    ...own,
    ...Object.entries(object)
      .filter(([key]) => key !== 'schedule')
      .flatMap(([, child]) => activationsOf(child, scheduleId, here)),
  ];
}

/**
 * The followers of a schedule that would wait for a stage it never reaches with `timestamps` as its dates (a
 * schedule with n dates reaches stages 0 to n), each document once, its draft and published stages together.
 */
export function strandedFollowers(
  scheduleId: string,
  timestamps: readonly string[] | null | undefined,
  followers: readonly ScheduleFollower[],
): StrandedFollower[] {
  const reachable = reachableStages(timestamps);
  const found = new Map<string, { doc: ScheduleFollower; stages: Set<number>; where: Set<string> }>();
  for (const doc of followers)
    for (const { stages, around } of activationsOf(doc, publishedId(scheduleId))) {
      const lost = stages.filter((stage) => !reachable.includes(stage));
      if (lost.length === 0) continue;
      const id = publishedId(doc._id);
      const entry = found.get(id) ?? { doc, stages: new Set<number>(), where: new Set<string>() };
      for (const stage of lost) entry.stages.add(stage);
      if (around) entry.where.add(around);
      found.set(id, entry);
    }
  return [...found]
    .map(([id, { doc, stages, where }]) => ({
      id,
      what: `${followerName(doc)}${where.size ? `, ${[...where].join(', ')}` : ''}`,
      stages: [...stages].sort((a, b) => a - b),
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A schedule keeps enough dates for every stage its followers show in. */
export function checkScheduleFollowers(
  scheduleId: string,
  timestamps: readonly string[] | null | undefined,
  followers: readonly ScheduleFollower[],
): RuleResult {
  const stranded = strandedFollowers(scheduleId, timestamps, followers);
  if (stranded.length === 0) return true;
  const count = timestamps?.length ?? 0;
  const needed = Math.max(...stranded.flatMap((s) => s.stages));
  const list = stranded
    .map((s) => `${s.what} (${s.id}): stage${s.stages.length === 1 ? '' : 's'} ${s.stages.join(', ')}`)
    .join('; ');
  return `With ${count} date${count === 1 ? '' : 's'} this schedule’s stages run from 0 to ${count}, but ${stranded.length} document${stranded.length === 1 ? '' : 's'} following it would wait for a stage that never comes: ${list}. Change their stages first, or keep at least ${needed} dates.`;
}
