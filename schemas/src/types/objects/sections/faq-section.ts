import { defineType } from 'sanity';
import { listHeadingField, listPreview } from './list-heading';

/** The region's questions and answers (the FAQ entries of its list). */
export const faqSection = defineType({
  name: 'faqSection',
  title: 'FAQ',
  type: 'object',
  description: 'Every FAQ entry of this region in its set order; visitors click a question to open its answer.',
  fields: [listHeadingField('the questions')],
  preview: listPreview('FAQ'),
});
