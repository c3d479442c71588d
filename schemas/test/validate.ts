/**
 * Runs Sanity's own document validation (the one Studio runs) over a document, outside Studio:
 * the schema compiled from our types, custom rules included, and references resolved from `documents`.
 */
import { evaluate, parse } from 'groq-js';
import { createSchema, type SanityDocument, validateDocument } from 'sanity';
import { schemaTypes } from '../src/types';

const schema = createSchema({ name: 'default', types: schemaTypes });

export interface Marker {
  level: string;
  message: string;
  path: unknown[];
}

export async function validate(
  document: Record<string, unknown>,
  documents: readonly { _id: string; [field: string]: unknown }[] = [],
): Promise<Marker[]> {
  const byId = new Map(documents.map((d) => [d._id, d]));
  // Validators read other documents with GROQ (a schedule's timestamps, a product's region): run it over `documents`.
  const client = {
    fetch: async (query: string, params: Record<string, unknown>) =>
      (await evaluate(parse(query), { dataset: documents, params })).get(),
    withConfig: () => client,
  };
  const markers = await validateDocument({
    document: { _createdAt: '', _updatedAt: '', _rev: '', ...document } as SanityDocument,
    workspace: { schema, i18n: { loadNamespaces: async () => undefined, t: (key: string) => key } } as never,
    getClient: () => client as never,
    getDocumentExists: async ({ id }) => byId.has(id),
    environment: 'cli',
  });
  return markers.map((m) => ({ level: m.level, message: m.message, path: m.path }));
}

export const errorsOf = (markers: Marker[]) => markers.filter((m) => m.level === 'error').map((m) => m.message);
