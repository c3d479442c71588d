/**
 * The named zone every instant of a document is read and typed in. A regional document reads its region's zone;
 * a schedule names its zone, or takes its regions' zone when they all share one. Pure: the Studio's datetime
 * input and the schedule's validation both decide with `documentZone`, so they cannot disagree.
 */
import { isRegion, REGION_INFO, REGIONS, type Region } from './regions';
import type { RuleResult } from './rules';

/**
 * The SPEC writes its global dates at +08:00 (the Halloween start, the toy revolution's five dates). Asia/Shanghai
 * is that offset all year (no daylight saving since 1991), and it is a zone the Studio's datetime input can show:
 * a fixed-offset zone such as Etc/GMT-8 is not among `Intl.supportedValuesOf('timeZone')`, and the input then
 * falls back to the browser's zone.
 */
export const GLOBAL_DATES_ZONE = 'Asia/Shanghai';

/** The registry's zones, each once, in the registry's order, with the regions that read it. */
function registryZones(): { zone: string; regions: Region[] }[] {
  const zones: { zone: string; regions: Region[] }[] = [];
  for (const code of REGIONS) {
    const zone = REGION_INFO[code].timeZone;
    const known = zones.find((z) => z.zone === zone);
    if (known) known.regions.push(code);
    else zones.push({ zone, regions: [code] });
  }
  return zones;
}

/** What an editor reads for a zone: its IANA name, the regions that read it, and +08:00 where it is the global dates' zone. */
export function zoneTitle(zone: string): string {
  const regions = registryZones().find((z) => z.zone === zone)?.regions ?? [];
  const notes = [
    ...(regions.length ? [regions.map((r) => r.toUpperCase()).join(', ')] : []),
    ...(zone === GLOBAL_DATES_ZONE ? ['UTC+08:00 all year, the zone of the global launch dates'] : []),
  ];
  return notes.length ? `${zone} (${notes.join('; ')})` : zone;
}

/** The zones a schedule may name: the registry's, which include the SPEC's +08:00 (see GLOBAL_DATES_ZONE). */
export const SCHEDULE_ZONES: readonly { value: string; title: string }[] = registryZones().map(({ zone }) => ({
  value: zone,
  title: zoneTitle(zone),
}));

/** Whether `value` is an IANA zone this runtime knows. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The fields of any document that decide its zone. */
export interface ZonedDocument {
  _type?: unknown;
  region?: unknown;
  regions?: unknown;
  timeZone?: unknown;
}

export type DocumentZone =
  | { zone: string; from: 'region' | 'timeZone' | 'regions' }
  /** `mixed`: a schedule whose regions read different zones; `none`: nothing names a zone. */
  | { zone: null; problem: 'mixed' | 'none' };

/** The registry codes among `value` (a schedule's `regions`), each once. */
export function regionCodes(value: unknown): Region[] {
  return Array.isArray(value) ? [...new Set(value.filter(isRegion))] : [];
}

/**
 * The zone a document's instants are written in: a schedule's own `timeZone`, else the zone its regions share;
 * any other document's region zone.
 */
export function documentZone(document: ZonedDocument | null | undefined): DocumentZone {
  if (document?._type === 'schedule') {
    if (isTimeZone(document.timeZone)) return { zone: document.timeZone, from: 'timeZone' };
    const zones = [...new Set(regionCodes(document.regions).map((code) => REGION_INFO[code].timeZone))];
    if (zones.length === 1 && zones[0]) return { zone: zones[0], from: 'regions' };
    return { zone: null, problem: zones.length > 1 ? 'mixed' : 'none' };
  }
  if (isRegion(document?.region)) return { zone: REGION_INFO[document.region].timeZone, from: 'region' };
  return { zone: null, problem: 'none' };
}

/** The zone a document's messages name its instants in; UTC where nothing names one. */
export const messageZone = (document: unknown): string =>
  documentZone(document as ZonedDocument | undefined).zone ?? 'UTC';

/** A schedule must name the zone its dates are written in, or belong to regions that share one. */
export function checkScheduleZone(schedule: ZonedDocument | null | undefined): RuleResult {
  const decided = documentZone({ ...schedule, _type: 'schedule' });
  if (decided.zone !== null) return true;
  if (decided.problem === 'mixed') return 'Regions in different zones: choose the zone its dates are written in.';
  return 'Choose the zone its dates are written in, or the regions it is for.';
}
