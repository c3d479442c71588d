/**
 * Runs Sanity's own document validation (the one Studio runs) over a document, outside Studio: the schema
 * compiled from our types, custom rules included, and references resolved from `documents`. The schema tests
 * and the seed and push of content (which refuse what Studio would refuse) share it.
 */
import { type ExprNode, evaluate, parse } from 'groq-js';
import { createSchema, type Path, type SanityDocument, validateDocument } from 'sanity';
import { schemaTypes } from './types';

const schema = createSchema({ name: 'default', types: schemaTypes });

export interface Marker {
  level: 'error' | 'warning' | 'info';
  message: string;
  path: Path;
}

type Documents = readonly { _id: string; [field: string]: unknown }[];

/**
 * A validator over one set of documents, for validating many against the same set (a whole dataset): the
 * lookups are built once, and each query parsed once however many documents' rules ask it.
 */
export function documentValidator(documents: Documents): (document: Record<string, unknown>) => Promise<Marker[]> {
  const ids = new Set(documents.map((d) => d._id));
  const parsed = new Map<string, ExprNode>();
  const tree = (query: string) => {
    const known = parsed.get(query);
    if (known) return known;
    const fresh = parse(query);
    parsed.set(query, fresh);
    return fresh;
  };
  // Validators read other documents with GROQ (a schedule's timestamps, a product's region): run it over `documents`.
  const client = {
    fetch: async (query: string, params: Record<string, unknown>) =>
      (await evaluate(tree(query), { dataset: documents, params })).get(),
    withConfig: () => client,
  };
  return async (document) => {
    const markers = await validateDocument({
      document: { _createdAt: '', _updatedAt: '', _rev: '', ...document } as SanityDocument,
      workspace: { schema, i18n: { loadNamespaces: async () => undefined, t: (key: string) => key } } as never,
      getClient: () => client as never,
      getDocumentExists: async ({ id }) => ids.has(id),
      environment: 'cli',
    });
    return markers.map((m) => ({ level: m.level, message: m.message, path: m.path }));
  };
}

export const validate = (document: Record<string, unknown>, documents: Documents = []): Promise<Marker[]> =>
  documentValidator(documents)(document);

export const errorsOf = (markers: Marker[]) => markers.filter((m) => m.level === 'error').map((m) => m.message);
