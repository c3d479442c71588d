import { ok } from '@/lib/api/wrapper';
import { countryFrom } from '@/lib/http/geo';

export const dynamic = 'force-dynamic';

/** SPEC §7 GET /ssr/iso: the visitor's country from the edge's geo header (feeds the region store's labels). */
export function GET(request: Request) {
  const response = ok({ country: countryFrom(request.headers) });
  response.headers.set('cache-control', 'private, no-store');
  return response;
}
