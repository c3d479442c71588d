/**
 * Content configuration from the environment. The hosted backend is used when SANITY_PROJECT_ID
 * is set; otherwise the embedded dataset that `npm run content:seed` writes.
 */
export const SANITY_API_VERSION = process.env.SANITY_API_VERSION ?? '2025-09-01';

export interface HostedConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  /** Only to point the client at a stand-in of Sanity's API (tests); production leaves it unset. */
  apiHost?: string;
  useCdn: boolean;
}

export function hostedConfig(env: Readonly<Record<string, string | undefined>> = process.env): HostedConfig | null {
  if (!env.SANITY_PROJECT_ID) return null;
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET ?? 'production',
    apiVersion: SANITY_API_VERSION,
    token: env.SANITY_API_READ_TOKEN || undefined,
    apiHost: env.SANITY_API_HOST || undefined,
    useCdn: env.SANITY_USE_CDN !== 'false' && !env.SANITY_API_HOST,
  };
}

/** The embedded dataset folder (one rule, shared with next.config.ts and the page cache). */
export { embeddedDatasetDir } from './dataset-dir';

export const REBUILD_COMMAND = 'npm run content:seed';
