/**
 * Content Source Maps for the stand-in's query answers (`resultSourceMap=withKeyArraySelector`), which
 * @sanity/client turns into stega markers in an editor's preview: for each string in a result, the document
 * and field it came from. Sanity's API traces each value through the query; groq-js cannot, so the stand-in
 * finds each string in the documents the result names (the nearest object with an `_id` first): right for
 * every field a query copies or renames, which is all this site's queries do with text.
 */
import type { StandInDocument } from './store';

type Json = unknown;
type Segment = string | number | { key: string };

export interface ContentSourceMap {
  documents: { _id: string; _type: string }[];
  paths: string[];
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>;
}

const quote = (key: string) => `'${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A JSON path as Content Source Maps write it: `$['body'][?(@._key=='a1')]['text']`, `$[0]['name']`. */
export function jsonPath(segments: readonly Segment[]): string {
  return `$${segments
    .map((s) =>
      typeof s === 'number' ? `[${s}]` : typeof s === 'string' ? `[${quote(s)}]` : `[?(@._key==${quote(s.key)})]`,
    )
    .join('')}`;
}

/** Where `value` sits in a document, preferring a field named like the result's own (`name` for `name`). */
function findIn(node: Json, value: string, preferred: string | undefined, at: Segment[] = []): Segment[] | null {
  let fallback: Segment[] | null = null;
  const visit = (child: Json, segment: Segment): Segment[] | null => {
    const path = [...at, segment];
    if (child === value) {
      if (segment === preferred) return path;
      fallback ??= path;
      return null;
    }
    const deeper = findIn(child, value, preferred, path);
    if (deeper && deeper.at(-1) === preferred) return deeper;
    if (deeper) fallback ??= deeper;
    return null;
  };
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) {
      const key = (child as { _key?: unknown } | null)?._key;
      const found = visit(child, typeof key === 'string' ? { key } : i);
      if (found) return found;
    }
  } else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('_')) continue;
      const found = visit(child, key);
      if (found) return found;
    }
  }
  return fallback;
}

export function sourceMapOf(result: Json, documents: readonly StandInDocument[]): ContentSourceMap {
  const byId = new Map(documents.map((d) => [d._id, d]));
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const docIndex = new Map<string, number>();
  const pathIndex = new Map<string, number>();
  const indexOf = <K>(index: Map<K, number>, key: K, add: () => void) => {
    let found = index.get(key);
    if (found === undefined) {
      found = index.size;
      index.set(key, found);
      add();
    }
    return found;
  };

  const walk = (node: Json, at: (string | number)[], owners: StandInDocument[]) => {
    if (typeof node === 'string') {
      const preferred = typeof at.at(-1) === 'string' ? (at.at(-1) as string) : undefined;
      for (const owner of owners) {
        const path = findIn(owner, node, preferred);
        if (!path) continue;
        const original = (owner as { _originalId?: string })._originalId ?? owner._id;
        const document = indexOf(docIndex, original, () => map.documents.push({ _id: original, _type: owner._type }));
        const source = jsonPath(path);
        const sourcePath = indexOf(pathIndex, source, () => map.paths.push(source));
        map.mappings[jsonPath(at)] = { type: 'value', source: { type: 'documentValue', document, path: sourcePath } };
        return;
      }
      return;
    }
    if (Array.isArray(node)) {
      for (const [i, child] of node.entries()) walk(child, [...at, i], owners);
      return;
    }
    if (node && typeof node === 'object') {
      const id = (node as { _id?: unknown })._id;
      const own = typeof id === 'string' ? byId.get(id) : undefined;
      const nextOwners = own ? [own, ...owners] : owners;
      for (const [key, child] of Object.entries(node)) if (!key.startsWith('_')) walk(child, [...at, key], nextOwners);
    }
  };
  walk(result, [], []);
  return map;
}
