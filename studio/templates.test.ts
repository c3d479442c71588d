import type { InitialValueResolverContext, InitialValueTemplateItem } from 'sanity';
import { describe, expect, it } from 'vitest';
import { fromDocument, SCHEDULE_FROM_DOCUMENT, scheduleFromDocument } from './templates';

/** A client whose only document is `stored`, answering the template's one query as GROQ would. */
const contextWith = (stored: Record<string, { region?: string }>) =>
  ({
    getClient: () => ({
      fetch: async (_query: string, { id }: { id: string }) =>
        stored[`drafts.${id}`]?.region ?? stored[id]?.region ?? null,
    }),
  }) as unknown as InitialValueResolverContext;

const value = (documentId: string | undefined, stored: Record<string, { region?: string }>) =>
  (scheduleFromDocument.value as (p: unknown, c: InitialValueResolverContext) => Promise<unknown>)(
    { documentId },
    contextWith(stored),
  );

describe('a schedule created from inside a document', () => {
  it('has the document’s region ticked, its draft’s first', async () => {
    expect(await value('product-fr-x', { 'product-fr-x': { region: 'fr' } })).toEqual({ regions: ['fr'] });
    expect(await value('drafts.p', { 'drafts.p': { region: 'de' }, p: { region: 'fr' } })).toEqual({
      regions: ['de'],
    });
  });

  it('nothing ticked where the document has no region of the site', async () => {
    expect(await value('navigation-x', { 'navigation-x': {} })).toEqual({});
    expect(await value('p', { p: { region: 'xx' } })).toEqual({});
    expect(await value(undefined, {})).toEqual({});
  });

  it('takes the place of the plain schedule template where a document is open, and only that', () => {
    const items = [
      { type: 'initialValueTemplateItem', id: 'schedule', templateId: 'schedule', schemaType: 'schedule' },
      { type: 'initialValueTemplateItem', id: 'page', templateId: 'page', schemaType: 'page' },
    ] satisfies InitialValueTemplateItem[];
    expect(fromDocument(items, 'product-fr-x')).toEqual([
      {
        type: 'initialValueTemplateItem',
        id: 'schedule',
        templateId: SCHEDULE_FROM_DOCUMENT,
        schemaType: 'schedule',
        parameters: { documentId: 'product-fr-x' },
      },
      items[1],
    ]);
  });
});
