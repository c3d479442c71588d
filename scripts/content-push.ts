/**
 * npm run content:push: runs the same migrations against a hosted Sanity project.
 * Needs SANITY_PROJECT_ID, SANITY_DATASET and an Editor token in SANITY_API_WRITE_TOKEN.
 */
import { pushContent } from './lib/push';

const projectId = process.env.SANITY_PROJECT_ID;
const token = process.env.SANITY_API_WRITE_TOKEN;

if (!projectId || !token) {
  console.error('content:push needs SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN (an Editor token of the project).');
  process.exitCode = 1;
} else {
  pushContent({ projectId, token, dataset: process.env.SANITY_DATASET ?? 'production' }).catch((error: unknown) => {
    console.error(`content:push failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
