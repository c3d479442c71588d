import { visionTool } from '@sanity/vision';
import { schemaTypes } from '@showcase/schemas/types';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { PreviewAtAction } from './preview/preview-at-action';
import { PREVIEWABLE_TYPES } from './preview/target';
import { structure } from './structure';
import { regionTemplates } from './templates';
import { timelineTool } from './timeline/tool';

/** Studio for the regional marketing editors. Project and dataset come from the environment. */
export default defineConfig({
  name: 'default',
  title: 'Roboshift content',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'offline',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: '2025-09-01' })],
  // The type-by-region templates join Sanity's default one-per-type templates (the global Create menu keeps those).
  schema: { types: schemaTypes, templates: (previous) => [...previous, ...regionTemplates] },
  tools: (previous) => [...previous, timelineTool],
  document: {
    actions: (previous, { schemaType }) =>
      (PREVIEWABLE_TYPES as readonly string[]).includes(schemaType) ? [...previous, PreviewAtAction] : previous,
  },
});
