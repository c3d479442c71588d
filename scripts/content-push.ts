/**
 * npm run content:push: runs the same migrations against a hosted Sanity project.
 * Needs SANITY_PROJECT_ID, SANITY_DATASET and a write token in SANITY_API_WRITE_TOKEN.
 * First uploads the shipped assets (Sanity derives asset ids from the bytes, so the ids the
 * migrations reference are the ones the upload returns), then runs every migration in order.
 * Documents that already exist are left alone (createIfNotExists), so editors' work is safe.
 */
import { createClient } from '@sanity/client';
import { MIGRATIONS } from '@showcase/migrations/all';
import { allAssets } from '@showcase/migrations/assets';
import { run } from 'sanity/migrate';

const API_VERSION = '2025-09-01';

function config() {
  const projectId = process.env.SANITY_PROJECT_ID;
  const dataset = process.env.SANITY_DATASET ?? 'production';
  const token = process.env.SANITY_API_WRITE_TOKEN;
  if (!projectId || !token) {
    throw new Error(
      'Set SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN (an Editor token of the project) to push content.',
    );
  }
  return { projectId, dataset, token };
}

async function main() {
  const { projectId, dataset, token } = config();
  const client = createClient({ projectId, dataset, token, apiVersion: API_VERSION, useCdn: false });

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
  console.log(`content:push: ${assets.length - existing.size} assets uploaded, ${existing.size} already there`);

  for (const { id, migration } of MIGRATIONS) {
    console.log(`content:push: ${id} ${migration.title}`);
    await run({ api: { projectId, dataset, token, apiVersion: `v${API_VERSION}` } }, migration);
  }
  console.log(`content:push: ${MIGRATIONS.length} migrations applied to ${projectId}/${dataset}`);
}

main().catch((error: unknown) => {
  console.error(`content:push failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
