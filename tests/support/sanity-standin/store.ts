/**
 * The stand-in's documents and the transactions that change them. Every write (a mutate request, an actions
 * request) is one transaction: applied whole or not at all, every document it changed stamped with the
 * transaction's id as `_rev` and its time as `_updatedAt`, and then told to the listeners, as Sanity does.
 * Patches are applied by @sanity/mutator, the code the Studio itself applies them with, so every patch
 * operation means here what it means in the Studio.
 */
import { randomUUID } from 'node:crypto';
import { type Doc, Mutation as SanityMutation } from '@sanity/mutator';
import { evaluate, parse } from 'groq-js';
import { deletingReferenced } from './references';

export interface StandInDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

type Params = Record<string, unknown>;

/** A patch as the HTTP API takes it: by id or by query, with any of Sanity's operations. */
export interface Patch {
  id?: string;
  query?: string;
  params?: Params;
  ifRevisionID?: string;
  [operation: string]: unknown;
}

export type Mutation =
  | { create: Partial<StandInDocument> & { _type: string } }
  | { createIfNotExists: StandInDocument }
  | { createOrReplace: StandInDocument }
  | { delete: { id: string } | { query: string; params?: Params } }
  | { patch: Patch };

export interface Change {
  id: string;
  before: StandInDocument | null;
  after: StandInDocument | null;
}

export interface Transaction {
  id: string;
  timestamp: string;
  identity: string;
  changes: Change[];
}

/**
 * A request the API refuses as a client error: the server answers it with this status and `{error: details}`,
 * Sanity's error body (by default `{description}`; a refused mutation or action also has a `type` and `items`).
 */
export class RequestError extends Error {
  readonly details: Record<string, unknown>;

  constructor(
    readonly status: number,
    message: string,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.details = details ?? { description: message };
  }
}

export const isDraftId = (id: string) => id.startsWith('drafts.');
export const isVersionId = (id: string) => id.startsWith('versions.');
export const publishedIdOf = (id: string) =>
  isDraftId(id) ? id.slice('drafts.'.length) : isVersionId(id) ? id.split('.').slice(2).join('.') : id;
/** The release a version belongs to: `versions.<releaseId>.<publishedId>`. */
export const releaseIdOf = (id: string) => (isVersionId(id) ? id.split('.')[1] : undefined);

/**
 * groq-js leaves Sanity's `text::query()` (its search syntax) unimplemented; the stand-in reads
 * `x match text::query(q)` as GROQ's plain `x match q`, which agrees on what the Studio asks: `*` (everything, in
 * its document lists) and plain words.
 */
function withoutTextQuery(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutTextQuery);
  if (!node || typeof node !== 'object') return node;
  const call = node as { type?: unknown; namespace?: unknown; name?: unknown; args?: unknown[] };
  if (call.type === 'FuncCall' && call.namespace === 'text' && call.name === 'query' && call.args?.length === 1)
    return withoutTextQuery(call.args[0]);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withoutTextQuery(value)]));
}

export async function runQuery(documents: StandInDocument[], query: string, params: Params, identity?: string) {
  // Parsed with the parameters, as Sanity does: the Studio slices by one (`[0...$__limit]`).
  const tree = withoutTextQuery(parse(query, { params })) as ReturnType<typeof parse>;
  return (await evaluate(tree, { dataset: documents, params, ...(identity ? { identity } : {}) })).get();
}

/**
 * The documents a transaction works on: reads see its own earlier writes, and nothing reaches the store until
 * the whole transaction has applied.
 */
export class Draft {
  readonly #written = new Map<string, StandInDocument | null>();
  readonly results: { id: string; operation: 'create' | 'update' | 'delete' | 'none' }[] = [];
  /** Which of the request's mutations or actions is being applied: a refusal names it (`items[].index`). */
  step = 0;
  /** The step that deleted each document, for the error that refuses it. */
  readonly deletedAt = new Map<string, number>();

  constructor(
    private readonly store: DocumentStore,
    readonly transactionId: string,
  ) {}

  get(id: string): StandInDocument | null {
    return this.#written.has(id) ? (this.#written.get(id) ?? null) : (this.store.get(id) ?? null);
  }

  all(): StandInDocument[] {
    const ids = new Set([...this.store.ids(), ...this.#written.keys()]);
    return [...ids].flatMap((id) => this.get(id) ?? []);
  }

  put(id: string, document: StandInDocument | null) {
    this.#written.set(id, document);
    if (document) this.deletedAt.delete(id);
    else this.deletedAt.set(id, this.step);
  }

  existedBefore(id: string) {
    return this.store.get(id) !== undefined;
  }

  /** The transactions committed so far, oldest first (release actions read what an archive removed). */
  log(): readonly Transaction[] {
    return this.store.log();
  }

  written(): [string, StandInDocument | null][] {
    return [...this.#written];
  }

  async idsMatching(query: string, params: Params = {}): Promise<string[]> {
    const found = (await runQuery(this.all(), query, params)) as unknown;
    return (Array.isArray(found) ? found : [found]).flatMap((doc) =>
      doc && typeof doc === 'object' && typeof (doc as { _id?: unknown })._id === 'string'
        ? [(doc as StandInDocument)._id]
        : [],
    );
  }

  async mutate(mutation: Mutation) {
    const kinds = Object.keys(mutation);
    if (kinds.length !== 1) throw new RequestError(400, `a mutation has one kind, not ${kinds.join(', ')}`);
    if ('create' in mutation) {
      const id = newDocumentId(mutation.create._id);
      if (this.get(id)) throw new RequestError(409, `Document by ID "${id}" already exists`);
      this.put(id, { ...mutation.create, _id: id });
      this.results.push({ id, operation: 'create' });
    } else if ('createIfNotExists' in mutation) {
      const { _id: id } = requireId(mutation.createIfNotExists);
      const exists = this.get(id) !== null;
      if (!exists) this.put(id, mutation.createIfNotExists);
      this.results.push({ id, operation: exists ? 'none' : 'create' });
    } else if ('createOrReplace' in mutation) {
      const { _id: id } = requireId(mutation.createOrReplace);
      const exists = this.get(id) !== null;
      this.put(id, mutation.createOrReplace);
      this.results.push({ id, operation: exists ? 'update' : 'create' });
    } else if ('delete' in mutation) {
      const target = mutation.delete;
      const ids = 'query' in target ? await this.idsMatching(target.query, target.params) : [target.id];
      for (const id of ids) {
        this.put(id, null);
        this.results.push({ id, operation: 'delete' });
      }
    } else if ('patch' in mutation) {
      const { id, query, params, ...patch } = mutation.patch;
      const ids = query !== undefined ? await this.idsMatching(query, params) : id ? [id] : [];
      if (!ids.length && !query) throw new RequestError(400, 'a patch needs an id or a query');
      for (const target of ids) this.patch(target, patch);
    } else throw new RequestError(400, `unsupported mutation ${kinds[0]}`);
  }

  patch(id: string, patch: Omit<Patch, 'id' | 'query' | 'params'>) {
    const current = this.get(id);
    if (!current) throw new RequestError(404, `Document "${id}" not found`);
    const { ifRevisionID, ...operations } = patch;
    if (ifRevisionID !== undefined && ifRevisionID !== current._rev)
      throw new RequestError(409, `Document "${id}" has revision ${String(current._rev)}, not ${ifRevisionID}`);
    const next = new SanityMutation({ mutations: [{ patch: { ...operations, id } }] }).apply(current as Doc);
    this.put(id, next as StandInDocument);
    this.results.push({ id, operation: 'update' });
  }
}

/** Sanity fills in an id that is missing or ends in a dot (a prefix). */
function newDocumentId(id: string | undefined) {
  if (!id) return randomUUID();
  return id.endsWith('.') ? `${id}${randomUUID()}` : id;
}

function requireId(document: StandInDocument) {
  if (typeof document._id !== 'string' || !document._id) throw new RequestError(400, 'the document has no _id');
  return document;
}

export class DocumentStore {
  readonly #documents = new Map<string, StandInDocument>();
  readonly #listeners = new Set<(transaction: Transaction) => void>();
  /** Every committed transaction, oldest first: the history API's transaction log (history.ts). */
  readonly #log: Transaction[] = [];
  /** The documents as seeded, before any transaction: the first revision history knows of each. */
  readonly #seeded = new Map<string, StandInDocument>();
  readonly seededAt = new Date().toISOString();
  /** Transactions are applied one after another: an async step (a query in a mutation) must not interleave. */
  #queue: Promise<unknown> = Promise.resolve();

  seed(documents: Iterable<StandInDocument>) {
    for (const doc of documents) {
      this.#documents.set(doc._id, doc);
      this.#seeded.set(doc._id, doc);
    }
  }

  seeded(id: string) {
    return this.#seeded.get(id);
  }

  log(): readonly Transaction[] {
    return this.#log;
  }

  get(id: string) {
    return this.#documents.get(id);
  }

  ids() {
    return this.#documents.keys();
  }

  all() {
    return [...this.#documents.values()];
  }

  /** Called with every committed transaction, in order; returns the unsubscribe. */
  subscribe(listener: (transaction: Transaction) => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * One transaction: `apply` changes the draft; if it throws, nothing is stored. `transactionId` is the
   * caller's when it sent one (the Studio matches the listener's events to its own writes by it).
   */
  transact<T>(
    options: { transactionId?: string; identity: string; dryRun?: boolean },
    apply: (draft: Draft) => Promise<T>,
  ): Promise<{ transaction: Transaction; value: T }> {
    const run = async () => {
      const id = options.transactionId ?? randomUUID().replaceAll('-', '');
      const draft = new Draft(this, id);
      const value = await apply(draft);
      const refusal = deletingReferenced(
        [...draft.deletedAt].filter(([deleted]) => draft.existedBefore(deleted)),
        draft.all(),
      );
      if (refusal) throw new RequestError(409, refusal.message, refusal.details);
      const timestamp = new Date().toISOString();
      // A dry run answers as the transaction would, and stores nothing.
      if (options.dryRun) return { transaction: { id, timestamp, identity: options.identity, changes: [] }, value };
      const changes: Change[] = [];
      for (const [docId, written] of draft.written()) {
        const before = this.#documents.get(docId) ?? null;
        if (!before && !written) continue;
        const after = written && {
          ...written,
          _id: docId,
          _createdAt: written._createdAt ?? before?._createdAt ?? timestamp,
          _updatedAt: timestamp,
          _rev: id,
        };
        if (after) this.#documents.set(docId, after);
        else this.#documents.delete(docId);
        changes.push({ id: docId, before, after });
      }
      const transaction: Transaction = { id, timestamp, identity: options.identity, changes };
      if (changes.length) this.#log.push(transaction);
      for (const listener of this.#listeners) listener(transaction);
      return { transaction, value };
    };
    const result = this.#queue.then(run, run);
    this.#queue = result.catch(() => undefined);
    return result;
  }
}
