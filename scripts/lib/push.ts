/**
 * Pushes the content to a hosted Sanity project. First, always, the dry run: the hosted dataset is read as
 * Sanity's migration runner reads it (its export), every migration is applied to it offline, and the result is
 * validated as the seed validates it; what each migration would create or patch is printed with its fields
 * (with `apply` too: what is about to be written).
 * Only with `apply`, and only when nothing was refused, it uploads the shipped assets (Sanity derives asset ids
 * from the bytes, so the ids the migrations reference are the ones an upload returns) and runs every migration
 * with Sanity's own runner. Documents that exist are left alone (createIfNotExists), and a migration that would
 * replace an editor's change is shown and refused unless `overwriteEdits` says to go ahead.
 */
import { createClient } from '@sanity/client';
import type { NamedMigration } from '@showcase/migrations/all';
import { MIGRATIONS } from '@showcase/migrations/all';
import { allAssets } from '@showcase/migrations/assets';
import { changesOf } from '@showcase/migrations/changes';
import { overwrittenEdits } from '@showcase/migrations/overwrites';
import { problemsOf } from '@showcase/migrations/problems';
import { type DatasetDocument, runMigrations } from '@showcase/migrations/runner';
import { fromExportEndpoint, run, safeJsonParser } from 'sanity/migrate';
import { ContentRefused, diffLines, overwriteRefusalLines, plural, refusalLines } from './migration-report';

export const PUSH_API_VERSION = '2025-09-01';

export interface PushTarget {
  projectId: string;
  dataset: string;
  token: string;
  /** Only for tests: where the asset/query client goes instead of https://<project>.api.sanity.io. */
  clientApiHost?: string;
  /** Only for tests: the migration runner's API host (it always uses https://<project>.<host>). */
  migrationApiHost?: string;
}

export interface PushOptions {
  /** Write: without it the push is a dry run that reads the hosted dataset and writes nothing. */
  apply?: boolean;
  /** Write even where a migration replaces an editor's change (shown in the dry run). */
  overwriteEdits?: boolean;
  migrations?: readonly NamedMigration[];
  log?: (line: string) => void;
}

export const DRY_RUN_DONE = 'content:push: dry run: nothing was written; run again with --apply to write';

const apiOf = (target: PushTarget) => ({
  projectId: target.projectId,
  dataset: target.dataset,
  token: target.token,
  apiVersion: `v${PUSH_API_VERSION}` as const,
  ...(target.migrationApiHost ? { apiHost: target.migrationApiHost } : {}),
});

/**
 * The whole hosted dataset, through the export endpoint Sanity's runner reads. Whole, not only the migrations'
 * document types: the validation follows references into any type (a product's schedule, a page's product).
 */
async function hostedDocuments(target: PushTarget): Promise<DatasetDocument[]> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of await fromExportEndpoint(apiOf(target))) text += decoder.decode(chunk, { stream: true });
  text += decoder.decode();
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => safeJsonParser(line) as unknown as DatasetDocument);
}

export async function pushContent(target: PushTarget, options: PushOptions = {}): Promise<void> {
  const { apply = false, overwriteEdits = false, migrations = MIGRATIONS, log = console.log } = options;
  const { projectId, dataset, token } = target;
  const client = createClient({
    projectId,
    dataset,
    token,
    apiVersion: PUSH_API_VERSION,
    useCdn: false,
    ...(target.clientApiHost ? { apiHost: target.clientApiHost, useProjectHostname: false } : {}),
  });

  const hosted = await hostedDocuments(target);
  const runOnHosted = await runMigrations(hosted, migrations);
  const changes = changesOf(runOnHosted);
  const overwrites = overwrittenEdits(runOnHosted, changes, await runMigrations([], migrations));
  const assets = allAssets();
  const stored = new Set(hosted.map((d) => d._id));
  const missing = assets.filter((a) => !stored.has(a._id));
  log(`content:push: ${projectId}/${dataset} holds ${hosted.length} documents; ${missing.length} assets to upload`);
  for (const line of diffLines('content:push', runOnHosted, changes, overwrites)) log(line);

  const problems = await problemsOf(runOnHosted, changes);
  if (problems.length > 0) throw new ContentRefused(refusalLines('content:push', problems, 'nothing was written'));
  if (!apply) {
    if (overwrites.length > 0)
      log(`content:push: ${plural(overwrites.length, 'editor change')} would be overwritten (marked "!" above)`);
    log(DRY_RUN_DONE);
    return;
  }
  if (overwrites.length > 0 && !overwriteEdits)
    throw new ContentRefused(overwriteRefusalLines('content:push', overwrites));

  for (const asset of missing) {
    const uploaded = await client.assets.upload(asset.kind, asset.bytes, {
      filename: asset.originalFilename,
      contentType: asset.mimeType,
    });
    if (uploaded._id !== asset._id)
      throw new Error(
        `Uploaded ${asset.originalFilename} as ${uploaded._id}, expected ${asset._id}: references would break.`,
      );
  }
  log(`content:push: ${missing.length} assets uploaded, ${assets.length - missing.length} already there`);

  for (const { id, migration } of migrations) {
    log(`content:push: ${id} ${migration.title}`);
    await run({ api: apiOf(target) }, migration);
  }
  log(`content:push: ${migrations.length} migrations applied to ${projectId}/${dataset}`);
}
