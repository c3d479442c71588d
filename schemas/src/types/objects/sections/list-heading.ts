import { defineField } from 'sanity';

/**
 * The one field of a list section. Sanity needs an object type to have a field, and a heading is what an editor
 * may want above a list; empty, the list shows as it always has, under the page's own text.
 */
export const listHeadingField = (what: string) =>
  defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    description: `A heading above ${what}; leave empty for none.`,
  });

/** A row of the page's section list: what the section is, then its heading when it has one. */
export const listPreview = (title: string) => ({
  select: { heading: 'heading' },
  prepare: ({ heading }: { heading?: string }) => ({ title, subtitle: heading }),
});
