/**
 * Rules content obeys, as plain functions. Studio wraps them in Sanity validation and the
 * migrations check every seeded document with them, so each rule exists once.
 * Each returns true when satisfied, or a message an editor understands.
 */
import { type Activation, reachableStages, toMillis } from './stage';

export type RuleResult = true | string;

const parsable = (value: string) => !Number.isNaN(Date.parse(value));

export function checkWindow(startTime?: string | null, endTime?: string | null): RuleResult {
  if (startTime && !parsable(startTime)) return 'The start time is not a valid date and time.';
  if (endTime && !parsable(endTime)) return 'The end time is not a valid date and time.';
  if (startTime && endTime && toMillis(endTime) <= toMillis(startTime))
    return 'The end time must be after the start time: as it stands this would never be shown.';
  return true;
}

export function checkTimestamps(timestamps?: readonly string[] | null): RuleResult {
  if (!timestamps || timestamps.length === 0) return 'A schedule needs at least one date.';
  for (const [i, stamp] of timestamps.entries()) {
    if (!parsable(stamp)) return `Date ${i + 1} is not a valid date and time.`;
    const previous = timestamps[i - 1];
    if (previous !== undefined && toMillis(stamp) <= toMillis(previous))
      return `Date ${i + 1} must come after date ${i}: a schedule's dates run forward in time.`;
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

/** Every rule that applies to a product document, first failure wins. */
export function checkProduct(product: {
  price?: number | null;
  activityPrice?: number | null;
  stock?: number | null;
  buy?: string | null;
  unlockingSoon?: boolean | null;
  activityTime?: Activation | null;
}): RuleResult {
  for (const result of [
    checkPromotionPrice(product.price, product.activityPrice),
    checkBuyLink(product.stock, product.buy, product.unlockingSoon),
    checkActivation(product.activityTime),
  ])
    if (result !== true) return result;
  return true;
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
