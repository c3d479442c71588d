import { settings } from '@showcase/schemas/settings';
import type { NextRequest } from 'next/server';
import { CODES, failure, guarded, ok } from '@/lib/api/wrapper';
import { readSignedBody } from '@/lib/publishing/webhook';
import { refreshBoundaries } from '@/lib/stage/boundaries';

const REFUSALS = {
  unsigned: CODES.tokenExpired,
  stale: CODES.tokenExpired,
  // A delivery acted on already (each would empty the page caches again): refused like a stale one.
  replayed: CODES.tokenExpired,
  'too large': CODES.payloadTooLarge,
  'not json': CODES.invalidInput,
  aborted: CODES.invalidInput,
  // Where accepted signatures are kept could not answer: Sanity retries the delivery later.
  unavailable: CODES.unavailable,
} as const;

/**
 * Sanity's publish webhook (projection `{_type, region}`, secret SANITY_REVALIDATE_SECRET): raises the content's
 * revision, so every stored page is rendered anew on its next request (web/cache/stored-page.ts), and recomputes
 * the stage boundaries (any document can carry an activation, and a moved date moves the instant pages must flip
 * at). Every page rather than those the document touches: a render costs about 20 ms, and a rule of which pages
 * read which documents would be a second copy of the queries. Unsigned, wrongly signed, stale, replayed or
 * oversized calls are refused before their body is parsed.
 */
export function POST(request: NextRequest) {
  return guarded(async () => {
    const secret = settings().SANITY_REVALIDATE_SECRET;
    if (!secret) return failure(CODES.serverError, 'Revalidation is not configured (SANITY_REVALIDATE_SECRET).');
    const body = await readSignedBody(request, secret);
    if (!body.ok) return failure(REFUSALS[body.problem], body.msg);
    const type = (body.value as { _type?: unknown } | null)?._type;
    if (typeof type !== 'string' || !/^[A-Za-z][\w.]*$/.test(type))
      return failure(CODES.invalidInput, 'The body names no document type');
    const { boundaries, revision } = await refreshBoundaries({ published: true });
    return ok({ revision, boundaries: boundaries.length });
  });
}
