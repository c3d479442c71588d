/**
 * A local stand-in for the parts of Sanity's HTTP API the project uses, so the hosted backend's
 * client and `content:push` can be tested offline:
 *   GET|POST /v{date}/data/query/{dataset}   GROQ (groq-js) over the stand-in's documents
 *   GET      /v{date}/data/export/{dataset}  NDJSON export (what Sanity's migration runner reads)
 *   POST     /v{date}/data/mutate/{dataset}  create, createIfNotExists, createOrReplace, patch (top-level set
 *                                            and unset), delete by id or by query; writes stamp
 *                                            _createdAt/_updatedAt/_rev as Sanity does
 *   POST     /v{date}/assets/{images|files}/{dataset}  upload; ids derived from the bytes as Sanity does
 * Anything else answers 404, and unsupported mutations 400, so a gap fails loudly.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { evaluate, parse } from 'groq-js';

export interface StandInDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface StandIn {
  url: string;
  requests: string[];
  documents: () => StandInDocument[];
  /** What Studio's Publish does: the document replaces its stored version, through the mutate endpoint. */
  publish: (document: StandInDocument) => Promise<void>;
  close: () => Promise<void>;
}

/** What Sanity's webhook then sends to the site (projection {_type, region}), signed with `secret`. */
export async function sendWebhook(origin: string, body: { _type: string; region?: string }, secret: string) {
  const payload = JSON.stringify(body);
  const response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, Date.now(), secret),
    },
    body: payload,
  });
  return (await response.json()) as { code: number; data: { revalidated: string[]; boundaries: number } };
}

type Mutation = Partial<Record<'create' | 'createIfNotExists' | 'createOrReplace', StandInDocument>> & {
  patch?: { id: string; set?: Record<string, unknown>; unset?: string[] };
  delete?: { id: string } | { query: string; params?: Record<string, unknown> };
};

const runQuery = async (store: Map<string, StandInDocument>, query: string, params: Record<string, unknown>) =>
  (await evaluate(parse(query), { dataset: [...store.values()], params })).get();

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function svgSize(bytes: Buffer): [number, number] {
  const text = bytes.toString('utf8');
  const width = /width="(\d+)"/.exec(text)?.[1];
  const height = /height="(\d+)"/.exec(text)?.[1];
  return [Number(width ?? 0), Number(height ?? 0)];
}

export async function startSanityStandIn(datasetFile?: string, options: { port?: number } = {}): Promise<StandIn> {
  const store = new Map<string, StandInDocument>();
  if (datasetFile)
    for (const line of readFileSync(datasetFile, 'utf8').split('\n').filter(Boolean)) {
      const doc = JSON.parse(line) as StandInDocument;
      store.set(doc._id, doc);
    }
  const requests: string[] = [];

  const server: Server = createServer(async (req, res) => {
    // Sanity's migration runner asks for //v…/data/… (its URL joins add a slash); the real API accepts it.
    const url = new URL((req.url ?? '/').replace(/^\/+/, '/'), 'http://standin');
    requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const route = /^\/v[\w-]+\/(data\/query|data\/export|data\/mutate|assets\/images|assets\/files)\/[\w-]+$/.exec(
      url.pathname,
    );
    try {
      switch (route?.[1]) {
        case 'data/query': {
          let query = url.searchParams.get('query') ?? '';
          const params: Record<string, unknown> = {};
          for (const [key, value] of url.searchParams)
            if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
          if (req.method === 'POST') {
            const parsed = JSON.parse((await body(req)).toString('utf8')) as {
              query: string;
              params?: Record<string, unknown>;
            };
            query = parsed.query;
            Object.assign(params, parsed.params ?? {});
          }
          const started = Date.now();
          const result = await runQuery(store, query, params);
          return send(200, { query, result, ms: Date.now() - started });
        }
        case 'data/export': {
          res.writeHead(200, { 'content-type': 'application/x-ndjson' });
          return res.end([...store.values()].map((d) => `${JSON.stringify(d)}\n`).join(''));
        }
        case 'data/mutate': {
          const { mutations } = JSON.parse((await body(req)).toString('utf8')) as { mutations: Mutation[] };
          const results: { id: string; operation: string }[] = [];
          const stamped = (doc: StandInDocument): StandInDocument => {
            const at = new Date().toISOString();
            return {
              _createdAt: store.get(doc._id)?._createdAt ?? at,
              ...doc,
              _updatedAt: at,
              _rev: `r${requests.length}`,
            };
          };
          for (const mutation of mutations) {
            const [kind] = Object.keys(mutation);
            if (mutation.delete && 'query' in mutation.delete) {
              const found = (await runQuery(store, mutation.delete.query, mutation.delete.params ?? {})) as unknown;
              for (const doc of (Array.isArray(found) ? found : [found]) as (StandInDocument | null)[])
                if (doc?._id && store.delete(doc._id)) results.push({ id: doc._id, operation: 'delete' });
              continue;
            }
            if (mutation.delete) {
              store.delete(mutation.delete.id);
              results.push({ id: mutation.delete.id, operation: 'delete' });
              continue;
            }
            if (mutation.patch) {
              const { id, set = {}, unset = [] } = mutation.patch;
              const current = store.get(id);
              if (!current) throw new Error(`document ${id} does not exist`);
              const paths = [...Object.keys(set), ...unset];
              if (paths.some((p) => !/^\w+$/.test(p))) throw new Error(`unsupported patch path in ${paths.join(', ')}`);
              const next: StandInDocument = { ...current, ...set };
              for (const field of unset) delete next[field];
              store.set(id, stamped(next));
              results.push({ id, operation: 'update' });
              continue;
            }
            const doc = mutation.create ?? mutation.createIfNotExists ?? mutation.createOrReplace;
            if (!doc) throw new Error(`unsupported mutation ${kind}`);
            const exists = store.has(doc._id);
            if (mutation.create && exists) throw new Error(`document ${doc._id} already exists`);
            if (!exists || mutation.createOrReplace) store.set(doc._id, stamped(doc));
            results.push({ id: doc._id, operation: exists ? 'none' : 'create' });
          }
          return send(200, { transactionId: `t${requests.length}`, results });
        }
        case 'assets/images':
        case 'assets/files': {
          const bytes = await body(req);
          const sha1 = createHash('sha1').update(bytes).digest('hex');
          const filename = url.searchParams.get('filename') ?? 'upload';
          const extension = filename.split('.').pop() ?? 'bin';
          const image = route?.[1] === 'assets/images';
          const [width, height] = image ? svgSize(bytes) : [0, 0];
          const document: StandInDocument = {
            _id: image ? `image-${sha1}-${width}x${height}-${extension}` : `file-${sha1}-${extension}`,
            _type: image ? 'sanity.imageAsset' : 'sanity.fileAsset',
            assetId: sha1,
            sha1hash: sha1,
            extension,
            originalFilename: filename,
            size: bytes.length,
          };
          if (!store.has(document._id)) store.set(document._id, document);
          return send(200, { document: store.get(document._id) });
        }
        default:
          return send(404, { error: 'Not found' });
      }
    } catch (error) {
      return send(400, { error: { description: error instanceof Error ? error.message : String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    requests,
    documents: () => [...store.values()],
    publish: async (document) => {
      const response = await fetch(`${url}/v2025-09-01/data/mutate/production`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mutations: [{ createOrReplace: document }] }),
      });
      if (!response.ok) throw new Error(`the stand-in refused ${document._id}: ${response.status}`);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
