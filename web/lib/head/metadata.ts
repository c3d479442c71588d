import type { Region } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import { getPageRegions, type PageContent } from '../content';
import { alternatesFor } from './alternates';

/** Title, description and keywords from content, with canonical and the alternate set of the page. */
export async function pageMetadata(
  region: Region,
  path: string,
  page: Pick<PageContent, 'title' | 'description' | 'keywords'>,
): Promise<Metadata> {
  const alternates = alternatesFor(region, path, await getPageRegions(path));
  return {
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    alternates: { canonical: alternates.canonical, languages: alternates.languages },
  };
}
