import { defineField, defineType } from 'sanity';
import { regionField } from '../fields';

export const faqEntry = defineType({
  name: 'faqEntry',
  title: 'FAQ entry',
  type: 'document',
  fields: [
    regionField,
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      description: 'The question visitors click to open its answer, on the region’s FAQ and support pages.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'text',
      rows: 4,
      description: 'Plain text shown when a visitor opens the question.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'order',
      title: 'Position',
      type: 'number',
      description: 'Questions are listed from the lowest number up.',
    }),
  ],
  preview: { select: { title: 'question', subtitle: 'region' } },
});
