import 'server-only';
import { studioOrigin } from '@showcase/schemas/hosts';
import { draftMode } from 'next/headers';
import { createDataAttribute } from 'next-sanity';
import { hostedConfig } from '../content/config';

/**
 * Presentation's click-to-edit target for a value that is not text (a price: a number carries no stega
 * marker): the `data-sanity` attribute naming the document and field, only in an editor's preview on the
 * hosted backend with the Studio's origin known. Shoppers' pages never carry it.
 */
export async function editTarget(id: string, type: string, path: string): Promise<string | undefined> {
  const studio = studioOrigin();
  const hosted = hostedConfig();
  if (!studio || !hosted || !(await draftMode()).isEnabled) return undefined;
  return createDataAttribute({
    projectId: hosted.projectId,
    dataset: hosted.dataset,
    baseUrl: studio,
    id,
    type,
    path,
  }).toString();
}
