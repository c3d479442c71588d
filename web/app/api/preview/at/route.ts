import { isRegion, REGION_INFO } from '@showcase/schemas/regions';
import { instantOfWallTime } from '@showcase/schemas/wall-time';
import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { postedFromThisHost } from '@/lib/http/form-post';
import { startPreview } from '@/lib/preview';
import { previewBarReturn } from '@/lib/preview/target';

const MAX_FORM_BYTES = 2_048;

/**
 * POST /api/preview/at, the preview bar's form: restarts the preview's clock at the wall time the editor typed,
 * read in the region's named zone, and goes back to the page the form names (303; lib/preview/target.ts
 * `previewBarReturn`). Only inside a preview (draft mode, which only the secret of /api/preview opens) and only
 * from this host's own pages; anything else changes nothing.
 */
export async function POST(request: NextRequest) {
  if (!(await draftMode()).isEnabled || !postedFromThisHost(request)) return new Response(null, { status: 403 });
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_FORM_BYTES) return new Response(null, { status: 413 });
  const form = new URLSearchParams((await request.text()).slice(0, MAX_FORM_BYTES));
  const region = form.get('region') ?? '';
  if (!isRegion(region)) return new Response(null, { status: 400 });
  const chosen = instantOfWallTime(form.get('at') ?? '', REGION_INFO[region].timeZone);
  if (chosen !== null) await startPreview(request, { chosen, perspective: null });
  return new Response(null, {
    status: 303,
    headers: { location: previewBarReturn(region, form.get('path')), 'cache-control': 'no-store' },
  });
}
