import type { Region } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { getPageRegions, type PageContent } from '../content';
import { statusText } from '../i18n/client-text';
import { regionContext } from '../routing/region';
import { alternatesFor } from './alternates';
import { robotsFor } from './indexable';
import { brandedTitle } from './title';

/** What a page says about itself in the head, from content or from the interface text. */
export interface HeadText {
  title: string | null;
  description: string | null;
  keywords: string | readonly string[] | null;
}

/**
 * The head of a page at `path` in `region` (SPEC §2.4): its texts, the robots meta of the one indexable rule,
 * canonical, and the alternates to `regions`, the regions where the page exists.
 */
export function headMetadata(region: Region, path: string, text: HeadText, regions: readonly Region[]): Metadata {
  const alternates = alternatesFor(region, path, regions);
  const robots = robotsFor(path);
  return {
    title: text.title === null ? null : brandedTitle(text.title),
    description: text.description,
    keywords: text.keywords ? [text.keywords].flat() : null,
    ...(robots ? { robots } : {}),
    alternates: { canonical: alternates.canonical, languages: alternates.languages },
  };
}

type LegalHead = Pick<NonNullable<PageContent['legal']>, 'description' | 'keywords'>;

/**
 * Title, description and keywords from the page document; a page showing a legal text that leaves its own
 * description or keywords empty takes the text's, which are written once per region and kind. In an editor's
 * preview the content's text carries click-to-edit markers (stega); the head never does.
 */
export async function pageMetadata(
  region: Region,
  path: string,
  page: Pick<PageContent, 'title' | 'description' | 'keywords'> & { legal?: LegalHead | null },
): Promise<Metadata> {
  const keywords = page.keywords?.length ? page.keywords : page.legal?.keywords;
  const text: HeadText = {
    title: stegaClean(page.title),
    description: stegaClean(page.description || page.legal?.description || null),
    keywords: keywords?.length ? stegaClean(keywords) : null,
  };
  return headMetadata(region, path, text, await getPageRegions(path));
}

/** The head of a region's not-found page (components/region-not-found.tsx): its title in the region's language. */
export function notFoundMetadata(segment: string): Metadata {
  return { title: statusText(regionContext(segment).info.locale).notFoundTitle };
}
