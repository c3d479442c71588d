import { visionTool } from '@sanity/vision';
import { API_VERSION } from '@showcase/schemas/api-version';
import { schemaTypes } from '@showcase/schemas/types';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { RegionZoneDatetimeInput } from './inputs/region-zone-datetime';
import { browserLanguages, browserLocaleLast, localePlugins } from './locales';
import { presentation } from './presentation/tool';
import { PreviewAtAction } from './preview/preview-at-action';
import { PREVIEWABLE_TYPES } from './preview/target';
import { structure } from './structure';
import { fromDocument, regionTemplates, scheduleFromDocument } from './templates';
import { timelineTool } from './timeline/tool';

/**
 * Only the Studio's browser test sets it: a local stand-in of Sanity's API (tests/support/sanity-standin). Unset,
 * the Studio talks to Sanity's own API as always. Like every SANITY_STUDIO_ variable it is fixed at build time.
 */
const apiHost = process.env.SANITY_STUDIO_API_HOST;

/** Studio for the regional marketing editors. Project and dataset come from the environment. */
export default defineConfig({
  name: 'default',
  title: 'Roboshift content',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'offline',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  ...(apiHost ? { apiHost } : {}),
  plugins: [
    structureTool({ structure }),
    presentation,
    visionTool({ defaultApiVersion: API_VERSION }),
    ...localePlugins,
  ],
  i18n: { locales: (previous) => browserLocaleLast(previous, browserLanguages()) },
  // The type-by-region templates join Sanity's default one-per-type templates (the global Create menu keeps those).
  schema: { types: schemaTypes, templates: (previous) => [...previous, ...regionTemplates, scheduleFromDocument] },
  tools: (previous) => [...previous, timelineTool],
  // Launches are scheduled as releases the editor names, which the timeline and the launch check list; a draft's
  // own "Schedule publish" (Sanity's scheduled drafts) needs a plan feature the project may lack, where it answers
  // "Unable to perform this action", so it is not offered.
  scheduledDrafts: { enabled: false },
  // Every instant in its document's named zone (schemas' documentZone), titled for what it is (inputs/).
  form: { components: { input: RegionZoneDatetimeInput } },
  document: {
    newDocumentOptions: (previous, { creationContext }) =>
      creationContext.type === 'document' ? fromDocument(previous, creationContext.documentId) : previous,
    actions: (previous, { schemaType }) =>
      (PREVIEWABLE_TYPES as readonly string[]).includes(schemaType) ? [...previous, PreviewAtAction] : previous,
  },
});
