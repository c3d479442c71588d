/**
 * What an instant is, said where an editor types it. A schedule's dates are one array of datetimes and every
 * time-bound thing shares the one `activation` type, so their schema titles can only be generic ("Starts", "Ends");
 * the form knows the document and the path, and titles each instant for what it does there.
 */
import type { Path } from 'sanity';

/** The path with array members written as [] ("items[].activation"), whatever their key or index. */
function pattern(path: Path): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'string') out += out ? `.${segment}` : segment;
    else out += '[]';
  }
  return out;
}

/** The start and end titles of an activation, by document type and where the activation sits in it. */
const WINDOWS: Readonly<Record<string, readonly [start: string, end: string]>> = {
  'product activityTime': ['Promotion starts', 'Promotion ends'],
  'textBanner activation': ['Banner shown from', 'Banner hidden from'],
  'countdown activation': ['Countdown shown from', 'Countdown hidden from'],
  'navigation items[].activation': ['Menu item shown from', 'Menu item hidden from'],
  'navigation items[].children[].activation': ['Submenu item shown from', 'Submenu item hidden from'],
  'page stagedMeta[].activation': ['Promotion title shown from', 'Promotion title hidden from'],
};

/** The title of the instant at `path` in a document of `documentType`, or undefined to keep the schema's own. */
export function instantTitle(documentType: unknown, path: Path): string | undefined {
  const last = path[path.length - 1];
  if (documentType === 'schedule' && path.length === 2 && path[0] === 'timestamps') {
    const index = typeof last === 'number' ? last : undefined;
    return index === undefined ? 'Stage start' : `Stage ${index + 1} starts`;
  }
  if (last !== 'startTime' && last !== 'endTime') return undefined;
  const window = WINDOWS[`${String(documentType)} ${pattern(path.slice(0, -1))}`];
  return window?.[last === 'startTime' ? 0 : 1];
}
