/** Field definitions several document types share, so each is described once. */
import { defineArrayMember, defineField } from 'sanity';
import { REGION_INFO, REGIONS } from '../regions';

export const regionField = defineField({
  name: 'region',
  title: 'Region',
  type: 'string',
  options: {
    list: REGIONS.map((code) => ({ value: code, title: `${code.toUpperCase()} · ${REGION_INFO[code].locale}` })),
  },
  validation: (rule) => rule.required().error('Choose the region this document belongs to.'),
});

/** Portable Text body: headings, paragraphs, lists, links and images. */
export const bodyField = (name = 'body', title = 'Body') =>
  defineField({
    name,
    title,
    type: 'array',
    of: [
      defineArrayMember({
        type: 'block',
        styles: [
          { title: 'Normal', value: 'normal' },
          { title: 'Heading', value: 'h2' },
          { title: 'Subheading', value: 'h3' },
        ],
        marks: {
          annotations: [
            {
              name: 'link',
              type: 'object',
              title: 'Link',
              fields: [{ name: 'href', type: 'string', title: 'Address (a page path like /us/faq, or https://…)' }],
            },
          ],
        },
      }),
      defineArrayMember({
        type: 'image',
        options: { hotspot: true },
        fields: [{ name: 'alt', type: 'string', title: 'Alt text' }],
      }),
    ],
  });

export const keywordsField = defineField({
  name: 'keywords',
  title: 'Keywords',
  type: 'array',
  of: [{ type: 'string' }],
  options: { layout: 'tags' },
});
