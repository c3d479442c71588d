/**
 * The embedded backend: the NDJSON dataset the migrations produce, queried in-process with groq-js.
 * The file is re-read when it changes on disk, so `npm run content:seed` updates a running server.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { evaluateSync, parse } from 'groq-js';
import { processState } from '../runtime/process-state';
import { embeddedDatasetDir, REBUILD_COMMAND } from './config';
import { ContentUnavailableError } from './errors';

type Document = { _id: string; _type: string; [field: string]: unknown };
interface Loaded {
  file: string;
  mtimeMs: number;
  size: number;
  documents: Document[];
  /** Follows a reference in one lookup by id, where groq-js would scan the whole dataset. */
  dereference: (reference: { _ref: string }) => Document | null;
}

const state = processState('embedded-dataset', (): { loaded?: Loaded } => ({}));

export const datasetFile = (dir = embeddedDatasetDir()) => path.join(dir, 'data.ndjson');

function unavailable(file: string, problem: string): ContentUnavailableError {
  return new ContentUnavailableError(
    `The embedded content dataset ${file} ${problem}. Rebuild it with: ${REBUILD_COMMAND}`,
  );
}

export function parseDataset(file: string, text: string): Document[] {
  const documents: Document[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    let document: unknown;
    try {
      document = JSON.parse(line);
    } catch {
      throw unavailable(file, `is corrupt (line ${index + 1} is not JSON)`);
    }
    const candidate = document as Partial<Document> | null;
    if (!candidate || typeof candidate._id !== 'string' || typeof candidate._type !== 'string')
      throw unavailable(file, `is corrupt (line ${index + 1} is not a document with _id and _type)`);
    // groq-js has no perspectives: drafts and release versions never reach the published site.
    if (candidate._id.startsWith('drafts.') || candidate._id.startsWith('versions.')) continue;
    documents.push(candidate as Document);
  }
  if (documents.length === 0) throw unavailable(file, 'holds no documents');
  return documents;
}

function loaded(file = datasetFile()): Loaded {
  let stats: { mtimeMs: number; size: number };
  try {
    stats = statSync(/*turbopackIgnore: true*/ file);
  } catch {
    throw unavailable(file, 'is missing');
  }
  const cached = state.loaded;
  if (cached && cached.file === file && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
  const documents = parseDataset(file, readFileSync(/*turbopackIgnore: true*/ file, 'utf8'));
  const byId = new Map(documents.map((document) => [document._id, document]));
  const dereference = ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null;
  state.loaded = { file, mtimeMs: stats.mtimeMs, size: stats.size, documents, dereference };
  return state.loaded;
}

export function loadDataset(file = datasetFile()): Document[] {
  return loaded(file).documents;
}

const parsed = new Map<string, ReturnType<typeof parse>>();

/**
 * Evaluated anew on every call: no answer is kept, since the stored page is the one copy of what its queries
 * returned (docs/ARCHITECTURE.md, "Storage"). groq-js's synchronous evaluation, with references looked up by id
 * rather than by a scan of the dataset, takes a third to a fifth of the time of its asynchronous one
 * (bench/results/2026-12-03-storage.md).
 */
export async function embeddedFetch<R>(query: string, params: Record<string, unknown> = {}): Promise<R> {
  const { documents, dereference } = loaded();
  let tree = parsed.get(query);
  if (!tree) {
    tree = parse(query);
    parsed.set(query, tree);
  }
  return evaluateSync(tree, { dataset: documents, params, dereference }).data as R;
}
