/**
 * Sanity's Presentation tool on this site: the site in a frame beside the document, click-to-edit overlays,
 * the preview following an editor's typing, and the perspective switcher (drafts, a Content Release) as
 * Sanity documents it for the Next.js App Router. The site's /api/preview opens its draft mode with the
 * Studio's one-hour secret (`previewMode.enable`); cn's own host is an allowed origin of the frame.
 */
import { defineLocations, presentationTool } from 'sanity/presentation';
import { browserLanguages } from '../locales';
import { builtSiteOrigins } from '../preview/preview-url';
import { editorHome, ownPage, regionHome } from './locations';

const origins = builtSiteOrigins();
const select = { region: 'region', path: 'path', title: 'title' } as const;
const everyPage = defineLocations({ select, resolve: (doc) => regionHome(origins, doc) });

export const presentation = presentationTool({
  previewUrl: {
    initial: () => editorHome(origins, browserLanguages()),
    previewMode: { enable: '/api/preview' },
  },
  allowOrigins: [origins.main, origins.cn],
  resolve: {
    locations: {
      page: defineLocations({ select, resolve: (doc) => ({ locations: ownPage(origins, doc) }) }),
      product: defineLocations({
        select: { region: 'region', path: 'path', title: 'name' },
        resolve: (doc) => ({ locations: ownPage(origins, doc) }),
      }),
      navigation: everyPage,
      regionSettings: everyPage,
      textBanner: everyPage,
      countdown: everyPage,
    },
  },
});
