import 'server-only';
import { hostedConfig } from './config';
import { embeddedFetch } from './embedded';
import { ContentUnavailableError } from './errors';
import { hostedFetch } from './hosted';
import { noteContentAnswer, noteContentFailure } from './outage';

export type ContentBackendName = 'embedded' | 'hosted';

export const contentBackend = (): ContentBackendName => (hostedConfig() ? 'hosted' : 'embedded');

/**
 * Runs one query on whichever backend is configured; `tags` let a publish revalidate what it touched.
 * `'uncached'` asks the hosted backend past every cache (the embedded one always answers from the file).
 */
export async function contentFetch<R>(
  query: string,
  params: Record<string, unknown>,
  tags: string[] | 'uncached',
): Promise<R> {
  const hosted = hostedConfig();
  try {
    const result = await (hosted ? hostedFetch<R>(hosted, query, params, tags) : embeddedFetch<R>(query, params));
    noteContentAnswer();
    return result;
  } catch (error) {
    if (error instanceof ContentUnavailableError) noteContentFailure();
    throw error;
  }
}
