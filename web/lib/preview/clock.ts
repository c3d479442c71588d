/**
 * The clock of an editor's preview ("Preview at…"). It runs: the editor travels to the chosen instant and time
 * goes on from there, so a countdown ticks, and at a boundary the page refreshes into the next stage exactly
 * as a shopper's would. The cookie keeps the chosen instant and the server instant it was chosen at; the
 * preview's now is the chosen instant plus the time since. Pure, so the server, the route and tests share it.
 */

export interface PreviewClock {
  /** The instant the editor chose. */
  chosen: number;
  /** The server's instant when they chose it. */
  since: number;
}

export const encodePreviewClock = ({ chosen, since }: PreviewClock): string => `${chosen}~${since}`;

export function decodePreviewClock(value: string | undefined): PreviewClock | null {
  const match = /^(-?\d{1,15})~(\d{1,15})$/.exec(value ?? '');
  if (!match) return null;
  return { chosen: Number(match[1]), since: Number(match[2]) };
}

/** The preview's now at the server's instant `serverNow`: never before the chosen instant. */
export const previewNow = (clock: PreviewClock, serverNow: number): number =>
  clock.chosen + Math.max(0, serverNow - clock.since);
