import { ok } from '@/lib/api/wrapper';
import { serverNow } from '@/lib/clock';

export const dynamic = 'force-dynamic';

/** SPEC §7 GET /ssr/timestamp: the server's clock, for browsers to align theirs with. Never cached. */
export function GET() {
  const response = ok({ timestamp: serverNow().getTime() });
  response.headers.set('cache-control', 'no-store');
  return response;
}
