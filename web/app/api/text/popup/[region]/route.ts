import { REGION_INFO } from '@showcase/schemas/regions';
import { CODES, failure, ok, onlyGet } from '@/lib/api/wrapper';
import { popupText } from '@/lib/i18n/client-text';
import { regionOf } from '@/lib/routing/region';

/**
 * The new-user popup's texts in the region's language, compiled on the server like every page's: fetched when
 * the popup opens (components/account/new-user-popup-loader.tsx), rather than sent with every page for the one
 * visit that shows it.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ region: string }> }) {
  const region = regionOf((await params).region);
  if (!region) return failure(CODES.notFound, 'No such region');
  return ok(popupText(REGION_INFO[region].locale));
}

export { onlyGet as DELETE, onlyGet as PATCH, onlyGet as POST, onlyGet as PUT };
