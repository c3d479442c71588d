import { defineType } from 'sanity';
import { listHeadingField, listPreview } from './list-heading';

/** The region's manuals (the Manual documents of its list) as downloads. */
export const manualsSection = defineType({
  name: 'manualsSection',
  title: 'Manuals list',
  type: 'object',
  description: 'The quick-start, safety and user manuals of every product of this region, as PDF downloads.',
  fields: [listHeadingField('the manuals')],
  preview: listPreview('Manuals list'),
});
