import { defineType } from 'sanity';
import { listHeadingField, listPreview } from './list-heading';

/** Links to every regional site, as on the choose-your-region pages. */
export const regionChooserSection = defineType({
  name: 'regionChooserSection',
  title: 'Region chooser',
  type: 'object',
  description: 'A link to the home page of every regional site, each under its own region label.',
  fields: [listHeadingField('the list of regions')],
  preview: listPreview('Region chooser'),
});
