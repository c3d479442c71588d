import 'server-only';
import { studioOrigin } from '@showcase/schemas/hosts';
import { cookies, draftMode } from 'next/headers';
import { instruments } from '../telemetry/metrics';
import { inSpan } from '../telemetry/spans';
import { hostedConfig } from './config';
import { embeddedFetch } from './embedded';
import { ContentUnavailableError } from './errors';
import { hostedFetch, type Perspective } from './hosted';
import { noteContentAnswer, noteContentFailure } from './outage';
import { PREVIEW_PERSPECTIVE_COOKIE, parsePreviewPerspective } from './perspective';

/**
 * Drafts for an editor's preview (draft mode, opened only with the Studio's secret): the hosted backend reads
 * them with its token, so "Preview at…" shows a change before it is published, in the perspective the Studio
 * chose (a Content Release stacked on drafts), its text marked for Presentation's click-to-edit. Without a read token, or
 * outside a request (the start, a script), what is published. The embedded dataset holds no drafts.
 */
async function perspectiveNow(token: string | undefined): Promise<Perspective> {
  if (!token) return 'published';
  try {
    if (!(await draftMode()).isEnabled) return 'published';
    return {
      preview: parsePreviewPerspective((await cookies()).get(PREVIEW_PERSPECTIVE_COOKIE)?.value),
      studioUrl: studioOrigin(),
    };
  } catch {
    return 'published';
  }
}

/**
 * Runs one query on whichever backend is configured. `uncached` asks the hosted backend past every cache (the
 * embedded one always answers from the file).
 */
export async function contentFetch<R>(
  query: string,
  params: Record<string, unknown>,
  { uncached = false } = {},
): Promise<R> {
  const hosted = hostedConfig();
  const backend = hosted ? 'hosted' : 'embedded';
  const started = performance.now();
  let outcome = 'answered';
  try {
    const result = await inSpan(
      'content query',
      { 'content.backend': backend, 'content.query': queryName(query) },
      async () =>
        hosted
          ? hostedFetch<R>(hosted, query, params, uncached, await perspectiveNow(hosted.token))
          : embeddedFetch<R>(query, params),
    );
    noteContentAnswer();
    return result;
  } catch (error) {
    outcome = error instanceof ContentUnavailableError ? 'unavailable' : 'failed';
    if (error instanceof ContentUnavailableError) noteContentFailure();
    throw error;
  } finally {
    instruments().contentQueries.record((performance.now() - started) / 1000, { backend, outcome });
  }
}

/** A query's opening, enough to tell the queries apart in a trace: `*[_type == "regionSettings" && …`. */
const queryName = (query: string) => query.replace(/\s+/g, ' ').trim().slice(0, 60);
