/** Field definitions several document types share, so each is described once. */
import { defineArrayMember, defineField } from 'sanity';
import { REGION_INFO, REGIONS } from '../regions';

export const regionField = defineField({
  name: 'region',
  title: 'Region',
  type: 'string',
  description: 'The regional site this belongs to; filled in for you when you create it from a region’s list.',
  options: {
    list: REGIONS.map((code) => ({ value: code, title: `${code.toUpperCase()} · ${REGION_INFO[code].locale}` })),
  },
  validation: (rule) => rule.required().error('Choose the region this document belongs to.'),
});

/**
 * Portable Text body: headings, paragraphs, lists, links and images. The site's PortableBody renders the text and
 * links; pictures are stored but not shown yet, which each body's description tells the editor.
 */
export const bodyField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'array',
    description,
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
              fields: [
                {
                  name: 'href',
                  type: 'string',
                  title: 'Link address',
                  description:
                    'A page of this region such as faq (the region is added for you), a page of another region such as /uk/faq, or a full https:// address, which opens in a new tab.',
                },
              ],
            },
          ],
        },
      }),
      defineArrayMember({
        type: 'image',
        options: { hotspot: true },
        fields: [
          {
            name: 'alt',
            type: 'string',
            title: 'Picture description (alt text)',
            description: 'Describes the picture in a few words for people who cannot see it.',
          },
        ],
      }),
    ],
  });

export const keywordsField = defineField({
  name: 'keywords',
  title: 'Search keywords',
  type: 'array',
  description: 'Words search engines may match, written into the page’s keywords tag; type one and press Enter.',
  of: [{ type: 'string' }],
  options: { layout: 'tags' },
});
