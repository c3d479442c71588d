import { timingSafeEqual } from 'node:crypto';
import { isRegion, regionPath } from '@showcase/schemas/regions';
import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { CODES, failure } from '@/lib/api/wrapper';
import { PREVIEW_AT_COOKIE } from '@/lib/preview';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * "Preview at…": GET /api/preview?secret=…&at=<ISO instant>&region=us&path=/flagship-bumblebee opens the
 * site in Next's draft mode at that instant. Refused without PREVIEW_SECRET configured or with a wrong secret.
 */
export async function GET(request: NextRequest) {
  const secret = process.env.PREVIEW_SECRET;
  if (!secret) return failure(CODES.notFound, 'Preview is not configured');
  const params = request.nextUrl.searchParams;
  if (!same(params.get('secret') ?? '', secret)) return failure(CODES.tokenExpired, 'Invalid preview secret');
  const at = params.get('at') ?? '';
  const region = params.get('region') ?? 'us';
  const path = params.get('path') ?? '';
  if (Number.isNaN(Date.parse(at)) || !isRegion(region) || !/^(\/[a-z0-9-]+)*\/?$/.test(path))
    return failure(CODES.invalidInput, 'Give an ISO instant (at), a region and a page path');
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_AT_COOKIE, new Date(at).toISOString(), { httpOnly: true, sameSite: 'lax', path: '/' });
  redirect(regionPath(region, path));
}
