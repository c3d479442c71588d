import type { Region } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { getPageRegions, type PageContent } from '../content';
import { alternatesFor } from './alternates';

/**
 * Title, description and keywords from content, with canonical and the alternate set of the page. In an
 * editor's preview the content's text carries click-to-edit markers (stega); the head never does.
 */
export async function pageMetadata(
  region: Region,
  path: string,
  page: Pick<PageContent, 'title' | 'description' | 'keywords'>,
): Promise<Metadata> {
  const alternates = alternatesFor(region, path, await getPageRegions(path));
  return {
    title: stegaClean(page.title),
    description: stegaClean(page.description),
    keywords: stegaClean(page.keywords),
    alternates: { canonical: alternates.canonical, languages: alternates.languages },
  };
}
