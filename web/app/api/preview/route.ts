import { AccountError } from '@showcase/accounts/errors';
import { servesRegion } from '@showcase/schemas/hosts';
import { regionPath } from '@showcase/schemas/regions';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { CODES, failure, guarded } from '@/lib/api/wrapper';
import { startPreview } from '@/lib/preview';
import { previewAccess } from '@/lib/preview/access';
import { previewTarget } from '@/lib/preview/target';
import { siteOrigin } from '@/lib/routing/origins';

/**
 * Opens an editor's preview in Next's draft mode, with the Studio's `sanity-preview-secret` (hosted) or
 * `secret` = PREVIEW_SECRET: "Preview at…" asks GET /api/preview?at=<ISO instant>&region=us&path=/flagship-bumblebee,
 * Sanity's Presentation tool (its `previewMode.enable`) asks with the page's address
 * (`sanity-preview-pathname`) and its perspective (`sanity-preview-perspective`: drafts, or a release over them). Refused when neither is configured or the secret is wrong; a client that keeps guessing is refused
 * with 429 (lib/preview/access.ts). The URL carries the secret: nothing here logs it, nor the request's URL.
 */
export async function GET(request: NextRequest) {
  let destination: string | null = null;
  const refusal = await guarded(async () => {
    let access: Awaited<ReturnType<typeof previewAccess>>;
    try {
      access = await previewAccess(request, request.nextUrl);
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      if (error.code === 'tooManyRequests')
        return failure(CODES.tooManyRequests, 'Too many attempts; please try again later');
      return failure(CODES.unavailable, 'Preview is unavailable at the moment; please try again later');
    }
    if (access === 'not-configured') return failure(CODES.notFound, 'Preview is not configured');
    if (access === 'refused') return failure(CODES.tokenExpired, 'Invalid preview secret');
    const target = previewTarget(request.nextUrl.searchParams, request.headers.get('host'));
    if (!target)
      return failure(CODES.invalidInput, 'Give an ISO instant (at), a region and a page path, or a page address');
    const { region, path, chosen, perspective } = target;
    // Draft mode is a cookie of the host that sets it: an editor on the other host is sent to the region's first.
    if (!servesRegion(request.headers.get('host'), region)) {
      const there = new URL(`/api/preview${request.nextUrl.search}`, siteOrigin(region));
      return new Response(null, { status: 307, headers: { location: there.toString(), 'cache-control': 'no-store' } });
    }
    await startPreview(request, { chosen, perspective });
    destination = regionPath(region, path);
    return new Response(null, { status: 204 });
  });
  // Outside `guarded`: Next's redirect() works by throwing.
  if (destination === null) return refusal;
  redirect(destination);
}
