import { createClient } from '@sanity/client';
import { REGIONS } from '@showcase/schemas/regions';
import { type CurrentUser, createSourceFromConfig, resolveInitialValue, type Source } from 'sanity';
import { createStructureBuilder, type StructureBuilder } from 'sanity/structure';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import config from './sanity.config';
import { structure } from './structure';
import { LISTED_TYPES, regionTemplateId } from './templates';

/** The shapes of the serialized structure this test reads (Sanity's own types are wider and mostly internal). */
interface Item {
  id: string;
  child?: unknown;
}
interface TemplateItem {
  templateId: string;
  parameters?: Record<string, unknown>;
}
interface Pane {
  id: string;
  type: string;
  items?: Item[];
  schemaTypeName?: string;
  options?: { filter?: string; params?: Record<string, unknown> };
  initialValueTemplates?: TemplateItem[];
}

const editor: CurrentUser = { id: 'editor', name: 'Editor', email: 'editor@example.com', role: 'editor', roles: [] };

let source: Source;
let S: StructureBuilder;

/**
 * The Studio's own config resolved as the Studio resolves it (Sanity's test entry point), with a client that is
 * never asked anything: building the desk structure and resolving a template's value need no dataset.
 */
beforeAll(async () => {
  source = await createSourceFromConfig({
    ...config,
    currentUser: editor,
    getClient: ({ apiVersion }) =>
      createClient({ projectId: 'offline', dataset: 'production', apiVersion, useCdn: false }),
  });
  S = createStructureBuilder({ source, perspectiveStack: [] });
});

afterAll(() => {
  vi.restoreAllMocks();
});

/** A list item's child as the desk would open it: builders and resolvers are serialized like the structure tool does. */
async function open(item: Item | undefined): Promise<Pane> {
  if (!item) throw new Error('no such item');
  const child = typeof item.child === 'function' ? await item.child(item.id, {}) : item.child;
  return (child as { serialize?: () => Pane }).serialize?.() ?? (child as Pane);
}

async function regionalList(region: string, type: string): Promise<Pane> {
  const root = (structure(S, {} as never) as { serialize: () => Pane }).serialize();
  const regionPane = await open(root.items?.find((i) => i.id === `region-${region}`));
  return await open(regionPane.items?.find((i) => i.id === `${type}-${region}`));
}

it('the Studio’s schema compiles without a problem, its groups and fieldsets included', () => {
  expect(source.schema._validation?.filter((group) => group.problems.length > 0)).toEqual([]);
});

it('the page form offers its sections in the Content group, one kind per section type', () => {
  const page = source.schema.get('page') as
    | { fields: { name: string; group?: string | string[]; type: { of?: { name: string; title?: string }[] } }[] }
    | undefined;
  const sections = page?.fields.find((field) => field.name === 'sections');
  expect([sections?.group].flat()).toEqual(['content']);
  expect(sections?.type.of?.map((member) => member.title)).toEqual([
    'Text',
    'Product hero',
    'Robots on sale',
    'Retailers list',
    'Manuals list',
    'FAQ',
    'Support form',
    'Region chooser',
  ]);
});

describe('desk structure: creating from a region’s list', () => {
  it('every region’s list of every listed type offers one create action, set to that region', async () => {
    // A filtered list without an API version warns on every read: 2,088 warnings a visit, once.
    const warn = vi.spyOn(console, 'warn');
    for (const region of REGIONS) {
      for (const type of LISTED_TYPES) {
        const list = await regionalList(region, type);
        expect(list.options?.params).toEqual({ type, region });
        expect(list.initialValueTemplates).toHaveLength(1);
        expect(list.initialValueTemplates?.[0]).toMatchObject({
          templateId: regionTemplateId(type),
          parameters: { region },
        });
        expect((list.options as { apiVersion?: string } | undefined)?.apiVersion).toBe('2025-09-01');
      }
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('“Create” in Products · UK starts a product whose region is uk, with the type’s own defaults', async () => {
    const [action] = (await regionalList('uk', 'product')).initialValueTemplates ?? [];
    const template = source.templates.find((t) => t.id === action?.templateId);
    expect(template?.schemaType).toBe('product');
    if (!template) throw new Error('the template is registered in the Studio config');
    // Sanity schedules the resolution with the browser's `window.scheduler` when there is one; Node has no window.
    vi.stubGlobal('window', globalThis);
    const value = await resolveInitialValue(source.schema, template, action?.parameters, {
      ...source.getClient({ apiVersion: '2025-09-01' }).config(),
      getClient: source.getClient,
      schema: source.schema,
      currentUser: editor,
    } as never);
    vi.unstubAllGlobals();
    expect(value).toMatchObject({ _type: 'product', region: 'uk', isPreSale: false });
  });

  it('a template given no known region fills nothing in (the required region then asks the editor)', async () => {
    for (const type of LISTED_TYPES) {
      const template = source.templates.find((t) => t.id === regionTemplateId(type));
      const value = template?.value as (params: { region?: string }) => Record<string, unknown>;
      expect(value({ region: 'fr' })).toEqual({ region: 'fr' });
      expect(value({ region: 'xx' })).toEqual({});
      expect(value({})).toEqual({});
    }
  });

  it('the global Create menu keeps one plain template per type and no region template', () => {
    const ids = source.templates.filter((t) => !t.parameters?.length).map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(['product', 'page', 'schedule']));
    expect(ids.some((id) => id.endsWith('-by-region'))).toBe(false);
  });

  it('region settings stay one fixed document per region, schedules one list of their own', async () => {
    const root = (structure(S, {} as never) as { serialize: () => Pane }).serialize();
    const uk = await open(root.items?.find((i) => i.id === 'region-uk'));
    const settings = await open(uk.items?.find((i) => i.id === 'settings-uk'));
    expect(settings).toMatchObject({ type: 'document', options: { id: 'regionSettings-uk', type: 'regionSettings' } });
    const schedules = await open(root.items?.find((i) => i.id === 'schedules'));
    expect(schedules).toMatchObject({ type: 'documentList', schemaTypeName: 'schedule' });
  });
});
