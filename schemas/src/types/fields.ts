/** Field definitions several document types share, so each is described once. */
import { defineArrayMember, defineField, type ReferenceFilterResolver, type ValidationContext } from 'sanity';
import { API_VERSION } from '../api-version';
import { REGION_INFO, REGIONS } from '../regions';
import { checkProductRegion, type RuleResult } from '../rules';

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

/** The search description: its wording tells where the site shows it for that type, so types replace it. */
export const descriptionField = defineField({
  name: 'description',
  title: 'Search description',
  type: 'text',
  rows: 3,
  description: 'A sentence or two that search engines and shared links show under the title.',
});

export const keywordsField = defineField({
  name: 'keywords',
  title: 'Search keywords',
  type: 'array',
  description: 'Words search engines may match, written into the page’s keywords tag; type one and press Enter.',
  of: [{ type: 'string' }],
  options: { layout: 'tags' },
});

/**
 * Options of a product reference that offer only the products of the edited document's region. Pair it with
 * `checkProductOfDocumentRegion`, which catches a product picked before the document's region changed.
 */
export const productOfRegionOptions: { filter: ReferenceFilterResolver } = {
  filter: ({ document }) => {
    const region = (document as { region?: unknown } | undefined)?.region;
    return typeof region === 'string' ? { filter: 'region == $region', params: { region } } : {};
  },
};

/** Whether the referenced product is sold in the edited document's region: a product of another is an error. */
export async function checkProductOfDocumentRegion(
  value: { _ref?: string } | undefined,
  context: ValidationContext,
): Promise<RuleResult> {
  if (!value?._ref) return true;
  const productRegion = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<string | null>('*[_id in [$id, "drafts." + $id]][0].region', { id: value._ref });
  return checkProductRegion((context.document as { region?: string } | undefined)?.region, productRegion);
}
