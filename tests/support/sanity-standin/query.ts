/**
 * GROQ over the stand-in's documents as a perspective sees them. Sanity's query endpoint overlays drafts (and
 * release versions) on the published documents for the Studio's lists and previews; groq-js has no perspectives,
 * so the overlay is made here before the query runs. Without a perspective the query sees every document (raw),
 * which is what the stand-in always did for the site's own clients.
 */
import { marksUnpublish } from './releases';
import { isDraftId, isVersionId, publishedIdOf, RequestError, runQuery, type StandInDocument } from './store';

/**
 * A perspective as the clients send it: a name, a comma-separated stack (a GET's query string), or a stack as
 * an array (a POST's body, or a GET's JSON-encoded `["rSpring","drafts"]`).
 */
export function perspectiveOf(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value !== 'string' || value === '') return null;
  if (value.startsWith('[')) return perspectiveOf(JSON.parse(value));
  return value;
}

/**
 * `raw`, `published`, `drafts` (or the older `previewDrafts`), or a stack such as `rSpring,drafts`: each
 * document is seen as the first layer that has it (a release's version, the draft, then the published
 * document), under its published id. A version that `version.unpublish` marked hides the document in its layer.
 */
export function viewThrough(documents: StandInDocument[], perspective: string | null): StandInDocument[] {
  if (!perspective || perspective === 'raw') return documents;
  if (perspective === 'published') return documents.filter((d) => !isDraftId(d._id) && !isVersionId(d._id));
  const layers = perspective.split(',').map((layer) => (layer === 'previewDrafts' ? 'drafts' : layer.trim()));
  if (layers.includes('raw')) throw new RequestError(400, 'the raw perspective cannot be part of a stack');
  const byId = new Map(documents.map((d) => [d._id, d]));
  const idIn = (layer: string, id: string) =>
    layer === 'drafts' ? `drafts.${id}` : layer === 'published' ? id : `versions.${layer}.${id}`;
  const visible: StandInDocument[] = [];
  for (const publishedId of new Set(documents.map((d) => publishedIdOf(d._id)))) {
    const found = [...layers, 'published'].map((layer) => byId.get(idIn(layer, publishedId))).find(Boolean);
    if (found && !marksUnpublish(found)) visible.push({ ...found, _id: publishedId, _originalId: found._id });
  }
  return visible;
}

export async function queryDocuments(
  documents: StandInDocument[],
  query: string,
  params: Record<string, unknown>,
  perspective: string | null,
  identity?: string,
) {
  return runQuery(viewThrough(documents, perspective), query, params, identity);
}

/** The `$name` parameters of a GET query or listen URL, JSON-encoded as the clients send them. */
export function paramsOf(searchParams: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
  return params;
}
