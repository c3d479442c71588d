/**
 * npm run content:push: a dry run of the migrations against a hosted Sanity project (what each would create or
 * patch, validated as Studio validates); `-- --apply` then writes it. Needs SANITY_PROJECT_ID, SANITY_DATASET
 * and an Editor token in SANITY_API_WRITE_TOKEN.
 */
import { pushCommand } from './lib/push-command';

const projectId = process.env.SANITY_PROJECT_ID;
const token = process.env.SANITY_API_WRITE_TOKEN;
const target =
  projectId && token ? { projectId, token, dataset: process.env.SANITY_DATASET ?? 'production' } : undefined;

process.exitCode = await pushCommand(process.argv.slice(2), target);
