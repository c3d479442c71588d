import { ok } from '@/lib/api/wrapper';
import { renderInstant } from '@/lib/preview';

export const dynamic = 'force-dynamic';

/**
 * SPEC §7 GET /ssr/timestamp: the server's clock, for browsers to align theirs with. Never cached. In an
 * editor's preview, the preview's clock, so every client timer of the page runs from the chosen instant.
 */
export async function GET() {
  const response = ok({ timestamp: (await renderInstant()).now.getTime() });
  response.headers.set('cache-control', 'no-store');
  return response;
}
