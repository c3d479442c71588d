import { defineArrayMember, defineField, defineType } from 'sanity';
import { API_VERSION } from '../../api-version';
import { PRODUCT_PAGE_PATHS } from '../../products';
import {
  checkPagePath,
  checkPageProduct,
  checkUniquePagePath,
  checkWindow,
  checkWindowAhead,
  type PageAtPath,
} from '../../rules';
import { messageZone } from '../../zones';
import { bodyField, descriptionField, keywordsField, regionField } from '../fields';
import { SECTION_TYPES } from '../objects/sections';

/**
 * A page of one region at one path. Its existence is the page's availability in that region
 * (SPEC §2.2); product pages point at the region's product, redirects name their target.
 */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'meta', title: 'Search & sharing' },
    { name: 'timing', title: 'Timing' },
  ],
  fields: [
    { ...regionField, group: 'content' },
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      group: 'content',
      description:
        'The address after the region in lower-case words and hyphens, e.g. flagship-bumblebee; leave empty for the region’s home page.',
      validation: (rule) =>
        rule.custom(async (value: string | undefined, context) => {
          const shape = checkPagePath(value);
          if (shape !== true) return shape;
          const page = context.document as { _id?: string; region?: string } | undefined;
          if (!page?.region) return true;
          // Drafts too: two pages at one path collide the moment the second is published.
          const pages = await context
            .getClient({ apiVersion: API_VERSION })
            .fetch<PageAtPath[]>('*[_type == "page" && region == $region && coalesce(path, "") == $path]{_id, title}', {
              region: page.region,
              path: value ?? '',
            });
          return checkUniquePagePath(page._id, pages ?? []);
        }),
    }),
    defineField({
      name: 'title',
      title: 'Browser title',
      type: 'string',
      group: 'meta',
      description:
        'The page’s name in the browser tab and in search results, and its heading when the page has no other.',
      validation: (r) => r.required(),
    }),
    { ...descriptionField, group: 'meta' },
    { ...keywordsField, group: 'meta' },
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      group: 'content',
      description:
        'The large heading at the top of the page; on pages other than home, the title stands in when empty.',
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'A short paragraph under the heading.',
    }),
    {
      ...bodyField(
        'body',
        'Body',
        'The page’s text below the introduction: paragraphs, headings, lists and links (pictures added here are not shown on the site at present).',
      ),
      group: 'content',
    },
    defineField({
      name: 'product',
      title: 'Product',
      type: 'reference',
      to: [{ type: 'product' }],
      group: 'content',
      description:
        'Makes this a product page: the product’s picture, name, price and Buy button take the place of the heading and text. A page whose address is a product’s (e.g. k1-pro-interstellar-scout) shows that product.',
      validation: (rule) =>
        rule.custom(async (value: { _ref?: string } | undefined, context) => {
          if (!value?._ref) return true;
          const key = await context
            .getClient({ apiVersion: API_VERSION })
            .fetch<string | null>('*[_id in [$id, "drafts." + $id]][0].key', { id: value._ref });
          return checkPageProduct((context.document as { path?: string } | undefined)?.path, key, PRODUCT_PAGE_PATHS);
        }),
    }),
    defineField({
      name: 'legal',
      title: 'Legal text',
      type: 'reference',
      to: [{ type: 'legalPage' }],
      group: 'content',
      description: 'A cookies, privacy or terms text of this region, shown below the page’s own text.',
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'content',
      description:
        'What the page shows below its text and legal text (on a product page, below the product), top to bottom: more text, a product, the retailers, the manuals, the FAQ, a support form or the region chooser.',
      of: SECTION_TYPES.map((type) => defineArrayMember({ type: type.name })),
    }),
    defineField({
      name: 'redirectTo',
      title: 'Redirect to',
      type: 'string',
      group: 'content',
      description:
        'Sends visitors to another page of this region instead, e.g. mini-robot; the page then shows nothing of its own.',
    }),
    defineField({
      name: 'anchor',
      title: 'Anchor name',
      type: 'string',
      group: 'content',
      description: 'Names the page’s main section, so that an address ending in #name lands on it, e.g. overview.',
    }),
    defineField({
      name: 'startTime',
      title: 'Page shown from',
      type: 'datetime',
      group: 'timing',
      description:
        'Before this instant, visitors to the page are sent to the region’s home page; leave empty for no start.',
    }),
    defineField({
      name: 'endTime',
      title: 'Page hidden from',
      type: 'datetime',
      group: 'timing',
      description:
        'From this instant on, visitors are sent to the region’s home page; it must come after “Page shown from”.',
      validation: (rule) => [
        rule.custom((end: string | undefined, context) =>
          checkWindow(
            (context.document as { startTime?: string } | undefined)?.startTime,
            end,
            messageZone(context.document),
          ),
        ),
        rule
          .custom((end: string | undefined, context) =>
            checkWindowAhead(end, Date.now(), messageZone(context.document)),
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'stagedMeta',
      title: 'Title during a promotion',
      type: 'array',
      group: ['meta', 'timing'],
      description:
        'Home page only: titles, descriptions and offer lines that replace the usual ones while their timing is on, e.g. the Halloween sale; when several are on, the first wins.',
      of: [
        {
          type: 'object',
          name: 'stagedMetaEntry',
          title: 'Promotion title',
          fields: [
            defineField({
              name: 'title',
              title: 'Browser title',
              type: 'string',
              description: 'Replaces the page’s title in the browser tab and in search results while this is on.',
            }),
            defineField({
              name: 'description',
              title: 'Search description',
              type: 'text',
              rows: 2,
              description: 'Replaces the page’s search description while this is on.',
            }),
            defineField({
              name: 'offer',
              title: 'Offer line',
              type: 'string',
              description:
                'A highlighted line under the home page’s introduction while this is on, e.g. Up to $278 off plus free shipping.',
            }),
            defineField({
              name: 'activation',
              title: 'When',
              type: 'activation',
              description: 'When this replaces the usual title, usually a stage of a promotion’s schedule.',
            }),
          ],
        },
      ],
    }),
  ],
  preview: {
    select: { title: 'title', region: 'region', path: 'path' },
    prepare: ({ title, region, path }) => ({ title, subtitle: `/${String(region ?? '')}${path ? `/${path}` : ''}` }),
  },
});
