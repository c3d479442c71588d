/**
 * Pushes the content to a hosted Sanity project: uploads the shipped assets (Sanity derives asset ids
 * from the bytes, so the ids the migrations reference are the ones an upload returns), then runs every
 * migration with Sanity's own migration runner. Documents that exist are left alone (createIfNotExists).
 */
import { createClient } from '@sanity/client';
import type { NamedMigration } from '@showcase/migrations/all';
import { MIGRATIONS } from '@showcase/migrations/all';
import { allAssets } from '@showcase/migrations/assets';
import { run } from 'sanity/migrate';

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

export async function pushContent(
  target: PushTarget,
  migrations: readonly NamedMigration[] = MIGRATIONS,
  log: (line: string) => void = console.log,
): Promise<void> {
  const { projectId, dataset, token } = target;
  const client = createClient({
    projectId,
    dataset,
    token,
    apiVersion: PUSH_API_VERSION,
    useCdn: false,
    ...(target.clientApiHost ? { apiHost: target.clientApiHost, useProjectHostname: false } : {}),
  });

  const assets = allAssets();
  const existing = new Set(await client.fetch<string[]>('*[_id in $ids]._id', { ids: assets.map((a) => a._id) }));
  for (const asset of assets.filter((a) => !existing.has(a._id))) {
    const uploaded = await client.assets.upload(asset.kind, asset.bytes, {
      filename: asset.originalFilename,
      contentType: asset.mimeType,
    });
    if (uploaded._id !== asset._id)
      throw new Error(
        `Uploaded ${asset.originalFilename} as ${uploaded._id}, expected ${asset._id}: references would break.`,
      );
  }
  log(`content:push: ${assets.length - existing.size} assets uploaded, ${existing.size} already there`);

  for (const { id, migration } of migrations) {
    log(`content:push: ${id} ${migration.title}`);
    await run(
      {
        api: {
          projectId,
          dataset,
          token,
          apiVersion: `v${PUSH_API_VERSION}`,
          ...(target.migrationApiHost ? { apiHost: target.migrationApiHost } : {}),
        },
      },
      migration,
    );
  }
  log(`content:push: ${migrations.length} migrations applied to ${projectId}/${dataset}`);
}
