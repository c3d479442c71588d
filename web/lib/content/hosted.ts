/**
 * The hosted backend: next-sanity's client against a Sanity project. Shoppers get the published perspective;
 * an editor's preview (draft mode) gets the drafts perspective with the read token, past every cache.
 */
import { createClient, type SanityClient } from 'next-sanity';
import type { HostedConfig } from './config';
import { ContentUnavailableError } from './errors';
import { isEditableText, type PreviewPerspective } from './perspective';

const clients = new Map<string, SanityClient>();

export function hostedClient(config: HostedConfig): SanityClient {
  const key = JSON.stringify(config);
  let client = clients.get(key);
  if (!client) {
    client = createClient({
      projectId: config.projectId,
      dataset: config.dataset,
      apiVersion: config.apiVersion,
      token: config.token,
      // Never the API CDN: every published read is a render that is stored under the content revision a publish
      // webhook has just raised, and the CDN may still answer the documents from before the publish (eventual
      // consistency), which would then be kept as the new revision's page. Stored pages ask Sanity once per page,
      // stage and revision, so the CDN would save nothing (tests/e2e/hosted.spec.ts, its stand-in CDN lags).
      useCdn: false,
      perspective: 'published',
      // An unreachable Sanity must fail a render within seconds (the page answers 503), not the client's
      // default five minutes per attempt.
      timeout: 8_000,
      maxRetries: 2,
      ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    });
    clients.set(key, client);
  }
  return client;
}

/**
 * What a query reads: what shoppers see, or an editor's preview: drafts (and releases) laid over it, with
 * click-to-edit markers in its text when the Studio's origin is known (stega: Presentation's overlays).
 */
export type Perspective = 'published' | { preview: PreviewPerspective; studioUrl: string | null };

export async function hostedFetch<R>(
  config: HostedConfig,
  query: string,
  params: Record<string, unknown>,
  uncached: boolean,
  perspective: Perspective = 'published',
): Promise<R> {
  try {
    const options =
      perspective !== 'published'
        ? {
            perspective: perspective.preview,
            cache: 'no-store' as const,
            stega: perspective.studioUrl
              ? {
                  enabled: true,
                  studioUrl: perspective.studioUrl,
                  filter: ({ sourcePath }: { sourcePath: readonly unknown[] }) => isEditableText(sourcePath),
                }
              : false,
          }
        : uncached
          ? { cache: 'no-store' as const }
          : // Next's data cache keeps no fetch without a cache option outside the build ('auto no cache'): a page
            // is stored, its queries are not, so a publish needs nothing expired but the page (stored-page.ts).
            {};
    return await hostedClient(config).fetch<R>(query, params, options);
  } catch (error) {
    throw new ContentUnavailableError(
      `Sanity project ${config.projectId}/${config.dataset} did not answer: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
