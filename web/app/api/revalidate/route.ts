import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { CODES, failure, guarded, ok } from '@/lib/api/wrapper';
import { type PublishEvent, tagsFor } from '@/lib/revalidation';
import { refreshBoundaries } from '@/lib/stage-boundaries';

/**
 * Sanity's publish webhook (projection `{_type, region}`, secret SANITY_REVALIDATE_SECRET): expires
 * exactly the cache tags the published document touches, and recomputes the stage boundaries (any
 * document can carry an activation, and a moved date moves the instant pages must flip at).
 * Unsigned or wrongly signed calls are refused.
 */
export function POST(request: NextRequest) {
  return guarded(async () => {
    const secret = process.env.SANITY_REVALIDATE_SECRET;
    if (!secret) return failure(CODES.serverError, 'Revalidation is not configured (SANITY_REVALIDATE_SECRET).');
    const { isValidSignature, body } = await parseBody<PublishEvent>(request, secret);
    if (!isValidSignature) return failure(CODES.tokenExpired, 'Invalid signature');
    const tags = tagsFor(body ?? {});
    if (tags.length === 0) return failure(CODES.invalidInput, 'The body names no document type');
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    const { boundaries } = await refreshBoundaries();
    return ok({ revalidated: tags, boundaries: boundaries.length });
  });
}
