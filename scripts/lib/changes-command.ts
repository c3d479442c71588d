/**
 * What `npm run content:changes` does and says: the launch check of schemas/src/changes.ts over a dataset (the
 * embedded one by default, or a Sanity export), as a function the tests call with their own lines and clock.
 * An instant is either absolute (2025-11-09T23:00Z, or with an offset) or a wall time (2025-11-09 23:00) in the
 * zone of --region, else UTC; the report names the zone it read it in.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RawDocument } from '@showcase/schemas/boundaries';
import { publishedWith, siteChanges } from '@showcase/schemas/changes';
import { isRegion, REGION_INFO, REGIONS } from '@showcase/schemas/regions';
import { instantIn, instantOfWallTime } from '@showcase/schemas/wall-time';
import { DATASET_DIR, DATASET_FILE } from './dataset-files';
import { CONSOLE, type Io, plural } from './migration-report';

export const USAGE =
  'usage: npm run content:changes -- --at <instant> [--from <instant>] [--region <code>] [--release <id>] [--dataset <file.ndjson>]\n' +
  '  an instant is 2025-11-09T23:00Z (or with an offset), or a wall time such as "2025-11-09 23:00" in the zone of --region (UTC without one); --from defaults to now';

const FLAGS = ['--at', '--from', '--region', '--release', '--dataset'] as const;
type Flag = (typeof FLAGS)[number];
const ABSOLUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

function readInstant(text: string, zone: string, now: number): number | null {
  if (text === 'now') return now;
  if (ABSOLUTE.test(text)) return Date.parse(text);
  return instantOfWallTime(text.trim().replace(' ', 'T'), zone);
}

export function changesCommand(args: readonly string[], io: Io = CONSOLE, now = Date.now()): number {
  const refuse = (message: string) => {
    io.err(`content:changes: ${message}\n${USAGE}`);
    return 2;
  };
  const flags = new Map<Flag, string>();
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i] as Flag, args[i + 1]];
    if (!FLAGS.includes(flag)) return refuse(`unknown ${args[i]}`);
    if (value === undefined || value.startsWith('--')) return refuse(`${flag} needs a value`);
    flags.set(flag, value);
  }
  const region = flags.get('--region');
  if (region !== undefined && !isRegion(region)) return refuse(`--region ${region} is none of ${REGIONS.join(', ')}`);
  const zone = region ? REGION_INFO[region].timeZone : 'UTC';
  const atText = flags.get('--at');
  if (atText === undefined) return refuse('--at is required');
  const [from, at] = [flags.get('--from') ?? 'now', atText].map((text) => readInstant(text, zone, now));
  if (at === null || at === undefined) return refuse(`--at ${atText} is not an instant`);
  if (from === null || from === undefined) return refuse(`--from ${flags.get('--from')} is not an instant`);

  const file = flags.get('--dataset') ?? path.join(DATASET_DIR, DATASET_FILE);
  if (!existsSync(file)) return refuse(`no dataset at ${file} (npm run content:seed writes the embedded one)`);
  const all = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as RawDocument);
  const release = flags.get('--release');
  if (release && !all.some((d) => d._id.startsWith(`versions.${release}.`)))
    return refuse(`no document of ${file} is in release ${release}`);
  const documents = publishedWith(all);
  const changes = siteChanges(
    { documents, at: from },
    { documents: release ? publishedWith(all, release) : documents, at },
    region && isRegion(region) ? region : undefined,
  );

  const span = `${instantIn(from, zone)} → ${instantIn(at, zone)}`;
  const scope = `${region ? `${region} only` : 'every region'}${release ? `, with release ${release} published` : ''}`;
  io.out(`content:changes: ${span}, ${scope} (${documents.length} documents of ${path.relative(process.cwd(), file)})`);
  if (changes.length === 0) {
    io.out('Nothing shoppers see changes: no price, promotion, banner, menu item, countdown or page window differs.');
    return 0;
  }
  for (const change of changes)
    io.out(
      `  ${change.region}  ${change.what}: ${change.before} → ${change.after}  on ${change.pages}  [${change.id}]`,
    );
  io.out(`${plural(changes.length, 'change')}.`);
  return 0;
}
