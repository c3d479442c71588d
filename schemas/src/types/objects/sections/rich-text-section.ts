import { defineType } from 'sanity';
import { bodyField } from '../../fields';

interface Block {
  _type?: string;
  children?: { text?: string }[];
}

/** The first words of the text, so the section list tells two text sections apart. */
const firstLine = (blocks: Block[] | undefined) =>
  blocks
    ?.find((block) => block._type === 'block')
    ?.children?.map((child) => child.text ?? '')
    .join('') || undefined;

/** Written text placed among the other sections, e.g. a paragraph between the retailers and the FAQ. */
export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Text',
  type: 'object',
  description: 'Paragraphs, headings, lists and links, shown where this section sits among the others.',
  fields: [
    bodyField(
      'body',
      'Text',
      'The section’s text: paragraphs, headings, lists and links (pictures added here are not shown on the site at present).',
    ),
  ],
  preview: {
    select: { body: 'body' },
    prepare: ({ body }: { body?: Block[] }) => ({ title: 'Text', subtitle: firstLine(body) }),
  },
});
