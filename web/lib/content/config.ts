/**
 * Content configuration from the environment. The hosted backend is used when SANITY_PROJECT_ID
 * is set; otherwise the embedded dataset that `npm run content:seed` writes.
 */
import { type Settings, settings } from '@showcase/schemas/settings';

export interface HostedConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  /** Only to point the client at a stand-in of Sanity's API (tests); production leaves it unset. */
  apiHost?: string;
}

export function hostedConfig(env: Settings = settings()): HostedConfig | null {
  if (!env.SANITY_PROJECT_ID) return null;
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_API_READ_TOKEN,
    apiHost: env.SANITY_API_HOST,
  };
}

/** The embedded dataset folder (one rule, shared with next.config.ts and the page cache). */
export { embeddedDatasetDir } from './dataset-dir';

export const REBUILD_COMMAND = 'npm run content:seed';
