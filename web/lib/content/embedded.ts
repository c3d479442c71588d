/**
 * The embedded backend: the NDJSON dataset the migrations produce, queried in-process with groq-js.
 * The file is re-read when it changes on disk, so `npm run content:seed` updates a running server.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { processState } from '../runtime/process-state';
import { embeddedDatasetDir, REBUILD_COMMAND } from './config';
import { ContentUnavailableError } from './errors';

type Document = { _id: string; _type: string; [field: string]: unknown };
interface Loaded {
  file: string;
  mtimeMs: number;
  size: number;
  documents: Document[];
  /** Results by query and params. Exact: queries never read the clock, and a new dataset starts a new cache. */
  results: Map<string, Promise<unknown>>;
}

const MAX_CACHED_RESULTS = 5000;

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
  state.loaded = { file, mtimeMs: stats.mtimeMs, size: stats.size, documents, results: new Map() };
  return state.loaded;
}

export function loadDataset(file = datasetFile()): Document[] {
  return loaded(file).documents;
}

const parsed = new Map<string, ReturnType<typeof parse>>();

async function run(query: string, params: Record<string, unknown>, dataset: Document[]): Promise<unknown> {
  let tree = parsed.get(query);
  if (!tree) {
    tree = parse(query);
    parsed.set(query, tree);
  }
  return Object.freeze(await (await evaluate(tree, { dataset, params })).get());
}

export async function embeddedFetch<R>(query: string, params: Record<string, unknown> = {}): Promise<R> {
  const current = loaded();
  const key = `${query}\u0000${JSON.stringify(params)}`;
  let result = current.results.get(key);
  if (!result) {
    if (current.results.size >= MAX_CACHED_RESULTS) current.results.clear();
    result = run(query, params, current.documents);
    // A failed evaluation is not remembered.
    result.catch(() => current.results.delete(key));
    current.results.set(key, result);
  }
  return result as Promise<R>;
}
