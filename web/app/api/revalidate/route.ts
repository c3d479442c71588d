import { settings } from '@showcase/schemas/settings';
import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { CODES, failure, guarded, ok } from '@/lib/api/wrapper';
import { type PublishEvent, tagsFor } from '@/lib/publishing/revalidation';
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
 * Sanity's publish webhook (projection `{_type, region}`, secret SANITY_REVALIDATE_SECRET): expires
 * exactly the cache tags the published document touches, and recomputes the stage boundaries (any
 * document can carry an activation, and a moved date moves the instant pages must flip at).
 * Unsigned, wrongly signed, stale, replayed or oversized calls are refused before their body is parsed.
 */
export function POST(request: NextRequest) {
  return guarded(async () => {
    const secret = settings().SANITY_REVALIDATE_SECRET;
    if (!secret) return failure(CODES.serverError, 'Revalidation is not configured (SANITY_REVALIDATE_SECRET).');
    const body = await readSignedBody(request, secret);
    if (!body.ok) return failure(REFUSALS[body.problem], body.msg);
    const tags = tagsFor((body.value ?? {}) as PublishEvent);
    if (tags.length === 0) return failure(CODES.invalidInput, 'The body names no document type');
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    const { boundaries } = await refreshBoundaries();
    return ok({ revalidated: tags, boundaries: boundaries.length });
  });
}
