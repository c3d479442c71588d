import { isRegion, REGION_INFO, REGIONS, type Region } from '@showcase/schemas/regions';
import { at, type NodePatch, set, unset } from 'sanity/migrate';
import { SCHEDULES, type ScheduleSeed } from '../data/schedules';
import { type Doc, patchMigration } from './patch-migration';

const SEEDED: ReadonlyMap<string, ScheduleSeed> = new Map(Object.values(SCHEDULES).map((s) => [s.id, s]));

/** A registry code from what an editor typed: the code or the ISO label, in any case ("UK", "gb", " fr "). */
function regionFrom(text: string): Region | undefined {
  const word = text.trim().toLowerCase();
  return isRegion(word) ? word : REGIONS.find((code) => REGION_INFO[code].iso.toLowerCase() === word);
}

/**
 * The codes the old free-text `region` named ("uk", "UK", "eu, fr, de"), or undefined when any part of it names
 * no region: such a text stays for the editor to read, and the schedule asks for its regions until then.
 */
export function regionsFromText(text: string): Region[] | undefined {
  const parts = text.split(/[\s,;/+&]+/).filter(Boolean);
  const codes = parts.map(regionFrom);
  if (codes.some((code) => code === undefined)) return undefined;
  return [...new Set(codes as Region[])];
}

function schedulePatches(doc: Doc): NodePatch[] {
  const patches: NodePatch[] = [];
  const hadRegion = typeof doc.region === 'string';
  if (hadRegion && doc.regions === undefined) {
    const regions = regionsFromText(doc.region as string);
    if (regions) patches.push(at('regions', set(regions)), at('region', unset()));
  }
  // The shared schedules were seeded for no region and with no zone: each gets what its data says it is.
  const seeded = SEEDED.get(doc._id);
  if (seeded && !hadRegion && doc.regions === undefined && seeded.regions)
    patches.push(at('regions', set([...seeded.regions])));
  if (seeded && !hadRegion && doc.timeZone === undefined && seeded.timeZone)
    patches.push(at('timeZone', set(seeded.timeZone)));
  return patches;
}

/**
 * A schedule's free-text `region` ("UK" silently named no zone) becomes `regions`, codes of the registry,
 * and the shared schedules get their regions and the zone their dates are written in. Every patch is conditioned
 * on the value it replaces, so a re-run sends nothing and an editor's own choice stays.
 */
const scheduleRegions = patchMigration(
  '008-schedule-regions',
  'Schedules: regions from the registry, and the zone of the shared schedules',
  { schedule: schedulePatches },
);

export default scheduleRegions;
