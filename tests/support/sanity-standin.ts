/**
 * A local stand-in for the parts of Sanity's HTTP API the project uses, so the hosted backend's client,
 * `content:push` and the Studio can be tested offline:
 *   GET|POST /v{date}/data/query/{dataset}    GROQ (groq-js) over the stand-in's documents, through the
 *                                             `perspective` asked for (query.ts)
 *   GET      /v{date}/data/doc/{dataset}/{ids} documents by id
 *   GET      /v{date}/data/export/{dataset}   NDJSON export (what Sanity's migration runner reads)
 *   POST     /v{date}/data/mutate/{dataset}   create, createIfNotExists, createOrReplace, delete (by id or
 *                                             query), patch (by id or query, every patch operation); one
 *                                             transaction per request, stamped as Sanity does (store.ts)
 *   POST     /v{date}/data/actions/{dataset}  the Studio's document, version and release actions (actions.ts,
 *                                             releases.ts); a delete that would leave a strong reference
 *                                             dangling is refused, there and in mutate (references.ts)
 *   GET      /v{date}/data/listen/{dataset}   real-time events, Server-Sent Events (listen.ts)
 *   GET      /v{date}/data/live/events/{dataset}  the Live Content API's events (live.ts)
 *   GET      /v{date}/data/history/{dataset}/…  transactions, past revisions and events (history.ts)
 *   GET      /v{date}/data/references/{dataset}/documents/{id}/to  cross-dataset references: none
 *   POST     /v{date}/assets/{images|files}/{dataset}  upload; ids and metadata from the bytes as Sanity's (assets.ts)
 *   GET      /images|files/{project}/{dataset}/{file}  the assets' bytes, as the CDN the Studio points at its API host
 *   WS       /v{date}/socket/{dataset}        presence between Studios (presence.ts)
 *   the project API the Studio needs to start and calls on the side (studio-api.ts)
 * With `cdnLagMs` it also answers as Sanity's own hosts, its API CDN lagging behind mutations (sanity-names.ts).
 * Any host name reaches it: the Studio calls `<projectId>.<apiHost>` for project data and the bare host for
 * the rest, and a browser resolves `*.localhost` to this machine. Browsers on other origins are let in (CORS).
 * Anything else answers 404, and unsupported mutations and actions 400, so a gap fails loudly.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { type Action, applyAction } from './sanity-standin/actions';
import { AssetBytes, assetDocument } from './sanity-standin/assets';
import { historyAnswer } from './sanity-standin/history';
import { allowBrowserOrigin, type Req, type Res, readBody, readJson, sendJson } from './sanity-standin/http';
import { listen } from './sanity-standin/listen';
import { LIVE_EVENTS, liveEvents } from './sanity-standin/live';
import { createPresenceHub, SOCKET_PATH } from './sanity-standin/presence';
import { paramsOf, perspectiveOf, queryDocuments, viewThrough } from './sanity-standin/query';
import { publishScheduledReleases } from './sanity-standin/releases';
import { isCdnHost, laggingView, SANITY_NAMES, startTunnels } from './sanity-standin/sanity-names';
import { sourceMapOf } from './sanity-standin/source-map';
import { DocumentStore, type Mutation, RequestError, runQuery, type StandInDocument } from './sanity-standin/store';
import { createStudioApi, EDITOR, EDITOR_TOKEN, isEditor } from './sanity-standin/studio-api';
import { selfSignedCertificate } from './sanity-standin/tls';

export type { StandInDocument } from './sanity-standin/store';
export { EDITOR_TOKEN } from './sanity-standin/studio-api';

/** One request and how it was answered, for a test to show what a client asked for (`STANDIN_LOG=1` prints it). */
export interface Exchange {
  method: string;
  host: string;
  path: string;
  search: string;
  status: number;
}

export interface StandIn {
  /** Plain HTTP, for Node clients. */
  url: string;
  /** HTTPS with HTTP/2, for a browser (the Studio), when started with `https: true`. */
  httpsUrl?: string;
  /** With `cdnLagMs`: the proxy to give a server as HTTPS_PROXY, and the certificate for NODE_EXTRA_CA_CERTS. */
  sanityNames?: { proxy: string; certificate: string };
  /** `METHOD /path` of every request but preflights, in arrival order. */
  requests: string[];
  exchanges: Exchange[];
  documents: () => StandInDocument[];
  /** The webhooks sent (with `webhook`), in order, each settled once the site answered it. */
  webhooks: Promise<WebhookDelivery>[];
  /** What Studio's Publish does: the document replaces its stored version, through the mutate endpoint. */
  publish: (document: StandInDocument) => Promise<void>;
  /**
   * Answers the queries `matches` picks only once `until` settles (a slow query, as a busy API has), so a test
   * can make one part of a render finish after another.
   */
  hold: (matches: (query: string) => boolean, until: Promise<unknown>) => void;
  close: () => Promise<void>;
}

export interface WebhookDelivery {
  body: { _type: string; region?: string };
  reply: Awaited<ReturnType<typeof sendWebhook>> | { error: string };
}

/** Drafts, release versions and Sanity's own documents (preview secrets) trigger no webhook, as the filter says. */
const publishedContent = (id: string, type: string) =>
  !id.startsWith('drafts.') &&
  !id.startsWith('versions.') &&
  // Nor do system documents (`_.releases.…`): a release's publish is told by the documents it publishes.
  !id.startsWith('_.') &&
  !type.startsWith('sanity.');

/** What Sanity's webhook then sends to the site (projection {_type, region}), signed with `secret`. */
export async function sendWebhook(
  origin: string,
  body: { _type: string; region?: string },
  secret: string,
  signedAt = Date.now(),
) {
  const payload = JSON.stringify(body);
  const response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, signedAt, secret),
    },
    body: payload,
  });
  return (await response.json()) as { code: number; data: { revision: number; boundaries: number } };
}

/** What an upload request says of the asset besides its bytes, kept on the asset document as Sanity keeps it. */
function uploadFields(search: URLSearchParams) {
  const fields: Record<string, unknown> = {};
  for (const key of ['label', 'title', 'description', 'creditLine']) {
    const value = search.get(key);
    if (value) fields[key] = value;
  }
  const sourceName = search.get('sourceName');
  if (sourceName)
    fields.source = {
      id: search.get('sourceId') ?? undefined,
      name: sourceName,
      url: search.get('sourceUrl') ?? undefined,
    };
  return fields;
}

const ROUTE =
  /^\/v[\w-]+\/(data\/query|data\/doc|data\/export|data\/mutate|data\/actions|data\/listen|assets\/images|assets\/files)\/([\w-]+)(?:\/([^/]+))?$/;
/** Cross-dataset references to a document: the stand-in has one dataset, so there are none. */
const DATA_PING = /^\/v[\w-]+\/data\/ping\/[\w-]+$/;
const CROSS_DATASET_REFERENCES = /^\/v[\w-]+\/data\/references\/[\w-]+\/documents\/[^/]+\/to$/;

export interface StandInOptions {
  port?: number;
  /**
   * Give the seeded documents the `_rev`, `_createdAt` and `_updatedAt` every document on Sanity has. The Studio
   * takes a document without a revision for one that does not exist; the site's parity test compares the seeded
   * documents with the embedded dataset's, which has none, so it is asked for.
   */
  systemFields?: boolean;
  /** Also listen on HTTPS with HTTP/2 (`httpsUrl`), which the Studio in a browser needs (see sanity-standin/tls.ts). */
  https?: boolean;
  httpsPort?: number;
  /**
   * Also answer as Sanity's own hosts through a proxy (`sanityNames`, sanity-standin/sanity-names.ts), with the
   * API CDN's name answering queries from the documents as they were this many milliseconds earlier.
   */
  cdnLagMs?: number;
  /**
   * Send the site Sanity's publish webhook after every transaction that changed a published document, as the
   * project's GROQ-powered webhook does (filter: not a draft; projection {_type, region}; signed with `secret`).
   */
  /**
   * Keep the dataset on disk as the API holds it: after every transaction its documents are written to
   * `<dir>/data.ndjson` (a rename, so a reader never sees half a file) and an upload's bytes to `<dir>/images|files`,
   * so what an editor did survives a restart and the embedded backend serves it. Written before the webhook is
   * sent, so the site re-reads the new file when told.
   */
  writeBack?: string;
  /**
   * Every caller is the editor, as a Studio signed in by cookie is (`npm run studio`, where nobody has a token):
   * a request without credentials is answered as one with the editor's token.
   */
  signedIn?: boolean;
  /** The certificate of the HTTPS listener, kept by the caller so a browser's exception for it lasts. */
  certificate?: { key: string; cert: string };
  /**
   * Where `GET /` sends a browser: from the API host to the project host (`standin.` before it) and from there to
   * this address, so a person accepting a certificate made on this machine accepts it for both hosts on one walk.
   */
  landing?: string;
  webhook?: {
    origin: string;
    secret: string;
    /**
     * The instant the signature carries (by default this machine's). The site refuses a signature too far from
     * its own clock, so a site on a moved clock is sent one from its time, as Sanity would share the real one.
     */
    now?: () => Promise<number>;
    /** Told of every delivery once the site answered it, or failed to. */
    delivered?: (delivery: WebhookDelivery) => void;
  };
}

export async function startSanityStandIn(datasetFile?: string, options: StandInOptions = {}): Promise<StandIn> {
  const store = new DocumentStore();
  if (datasetFile) {
    const seededAt = new Date().toISOString();
    store.seed(
      readFileSync(datasetFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as StandInDocument)
        .map((doc) =>
          options.systemFields ? { _createdAt: seededAt, _updatedAt: seededAt, _rev: 'standin-seed', ...doc } : doc,
        ),
    );
  }
  const { writeBack } = options;
  if (writeBack)
    store.subscribe((transaction) => {
      if (!transaction.changes.length) return;
      const file = path.join(writeBack, 'data.ndjson');
      writeFileSync(
        `${file}.tmp`,
        store
          .all()
          .map((d) => `${JSON.stringify(d)}\n`)
          .join(''),
      );
      renameSync(`${file}.tmp`, file);
    });
  const stopReleases = publishScheduledReleases(store);
  const webhooks: Promise<WebhookDelivery>[] = [];
  const { webhook } = options;
  if (webhook)
    store.subscribe((transaction) => {
      for (const change of transaction.changes) {
        const document = change.after ?? change.before;
        if (!document || !publishedContent(change.id, document._type)) continue;
        const body = {
          _type: document._type,
          ...(typeof document.region === 'string' && { region: document.region }),
        };
        webhooks.push(
          // Never thrown into the transaction: a webhook that fails is Sanity's retry, not the editor's error.
          Promise.resolve()
            .then(() => webhook.now?.() ?? Date.now())
            .then((at) => sendWebhook(webhook.origin, body, webhook.secret, at))
            .then(
              (reply) => ({ body, reply }),
              (error: unknown) => ({ body, reply: { error: String(error) } }),
            )
            .then((delivery) => {
              webhook.delivered?.(delivery);
              return delivery;
            }),
        );
      }
    });
  const studioApi = createStudioApi();
  const assets = new AssetBytes(datasetFile && path.dirname(datasetFile), writeBack);
  const presence = createPresenceHub();
  const requests: string[] = [];
  const exchanges: Exchange[] = [];
  const holds: { matches: (query: string) => boolean; until: Promise<unknown> }[] = [];
  const cdnView = options.cdnLagMs === undefined ? undefined : laggingView(store, options.cdnLagMs);
  // Writes by the Studio's editor carry its identity, as Sanity's do; the site's tools write as a robot token.
  const identityOf = (req: Req) => (isEditor(req) ? EDITOR.id : 'standin-robot');

  const handle = async (req: Req, res: Res) => {
    // Sanity's migration runner asks for //v…/data/… (its URL joins add a slash); the real API accepts it.
    const url = new URL((req.url ?? '/').replace(/^\/+/, '/'), 'http://standin');
    if (allowBrowserOrigin(req, res) === 'preflight') return;
    if (options.signedIn) req.headers.authorization ??= `Bearer ${EDITOR_TOKEN}`;
    requests.push(`${req.method} ${url.pathname}`);
    // HTTP/2 names the host in its :authority pseudo-header.
    const host = String(req.headers[':authority'] ?? req.headers.host ?? '');
    if (process.env.STANDIN_LOG) console.log(`stand-in: ${req.method} ${host}${url.pathname}${url.search}`);
    // Recorded when the answer is complete, or for a listener once its stream is open (it never completes).
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const exchange = {
        method: req.method ?? 'GET',
        host,
        path: url.pathname,
        search: url.search,
        status: res.statusCode,
      };
      exchanges.push(exchange);
      if (process.env.STANDIN_LOG) console.log(`stand-in: ${exchange.method} ${exchange.path} -> ${exchange.status}`);
    };
    res.on('close', record);
    const send = (status: number, payload: unknown) => sendJson(res, status, payload);
    const route = ROUTE.exec(url.pathname);
    if (options.landing && url.pathname === '/' && req.method === 'GET') {
      const [, projectId, apiHost] = /^([\w-]+\.)?(.*)$/.exec(host) ?? [];
      res.writeHead(302, { location: projectId ? options.landing : `https://standin.${apiHost}/` });
      return res.end();
    }
    try {
      switch (route?.[1]) {
        case 'data/query': {
          let query = url.searchParams.get('query') ?? '';
          const params = paramsOf(url.searchParams);
          let perspective = perspectiveOf(url.searchParams.get('perspective'));
          if (req.method === 'POST') {
            const parsed = await readJson<{ query: string; params?: Record<string, unknown>; perspective?: unknown }>(
              req,
            );
            query = parsed.query;
            Object.assign(params, parsed.params ?? {});
            perspective = perspectiveOf(parsed.perspective) ?? perspective;
          }
          await Promise.all(holds.filter((held) => held.matches(query)).map((held) => held.until));
          const started = Date.now();
          const documents = cdnView && isCdnHost(host) ? cdnView() : store.all();
          const result = await queryDocuments(documents, query, params, perspective, identityOf(req));
          // A client with stega on (an editor's preview) asks where each value came from.
          const sourceMap = url.searchParams.has('resultSourceMap')
            ? { resultSourceMap: sourceMapOf(result, viewThrough(store.all(), perspective)) }
            : {};
          return send(200, { query, result, ...sourceMap, ms: Date.now() - started });
        }
        case 'data/doc': {
          const ids = (route[3] ?? '').split(',').filter(Boolean);
          const documents = ids.flatMap((id) => store.get(id) ?? []);
          const found = new Set(documents.map((d) => d._id));
          return send(200, {
            documents,
            omitted: ids.filter((id) => !found.has(id)).map((id) => ({ id, reason: 'existence' })),
          });
        }
        case 'data/export': {
          res.writeHead(200, { 'content-type': 'application/x-ndjson' });
          return res.end(
            store
              .all()
              .map((d) => `${JSON.stringify(d)}\n`)
              .join(''),
          );
        }
        case 'data/mutate': {
          const { mutations, transactionId } = await readJson<{ mutations: Mutation[]; transactionId?: string }>(req);
          const { transaction, value: results } = await store.transact(
            { ...(transactionId && { transactionId }), identity: identityOf(req) },
            async (draft) => {
              for (const [step, mutation] of mutations.entries()) {
                draft.step = step;
                await draft.mutate(mutation);
              }
              return draft.results;
            },
          );
          return send(200, { transactionId: transaction.id, results });
        }
        case 'data/actions': {
          const { actions, transactionId, dryRun } = await readJson<{
            actions: Action[];
            transactionId?: string;
            dryRun?: boolean;
          }>(req);
          const { transaction } = await store.transact(
            { ...(transactionId && { transactionId }), identity: identityOf(req), dryRun: dryRun === true },
            async (draft) => {
              for (const [step, action] of (Array.isArray(actions) ? actions : [actions]).entries()) {
                draft.step = step;
                await applyAction(draft, action);
              }
            },
          );
          return send(200, { transactionId: transaction.id });
        }
        case 'data/listen':
          // A query that does not parse is refused before the stream opens, as Sanity refuses it (400).
          await runQuery([], url.searchParams.get('query') ?? '', paramsOf(url.searchParams));
          listen(store, req, res, url);
          return record();
        case 'assets/images':
        case 'assets/files': {
          const bytes = await readBody(req);
          // The CDN is the API host without the project's subdomain (@sanity/image-url's rule for other hosts).
          const [, projectId = 'standin', apiHost = host] = /^(?:([\w-]+)\.(?=localhost))?(.*)$/.exec(host) ?? [];
          const tls = !!req.socket && 'encrypted' in req.socket && req.socket.encrypted === true;
          const scheme = req.headers[':scheme'] ?? (tls ? 'https' : 'http');
          const document = await assetDocument({
            kind: route[1] === 'assets/images' ? 'image' : 'file',
            bytes,
            filename: url.searchParams.get('filename') ?? 'upload',
            cdn: { origin: `${scheme}://${apiHost}`, projectId, dataset: route[2] ?? 'production' },
            fields: uploadFields(url.searchParams),
          }).catch((error: unknown) => {
            throw new RequestError(400, error instanceof Error ? error.message : String(error));
          });
          assets.keep(document, bytes);
          // The same bytes are the same asset: a second upload returns the stored document.
          if (!store.get(document._id))
            await store.transact({ identity: identityOf(req) }, async (draft) => draft.put(document._id, document));
          return send(200, { document: store.get(document._id) });
        }
        default: {
          const asset = assets.serve(url.pathname);
          if (asset) {
            res.writeHead(200, { 'content-type': asset.contentType, 'cache-control': 'public, max-age=31536000' });
            return res.end(asset.bytes);
          }
          if (CROSS_DATASET_REFERENCES.test(url.pathname)) return send(200, { totalCount: 0, references: [] });
          if (LIVE_EVENTS.test(url.pathname)) {
            liveEvents(store, req, res);
            return record();
          }
          // The Studio's latency report asks which shard serves the dataset.
          if (DATA_PING.test(url.pathname)) {
            res.writeHead(200, { 'content-type': 'application/json', 'x-sanity-shard': 'standin' });
            return res.end(JSON.stringify({ message: 'PONG' }));
          }
          const history = historyAnswer(store, url.pathname.replace(/^\/v[\w-]+/, ''), url.searchParams);
          if (history) {
            if ('json' in history) return send(200, history.json);
            res.writeHead(200, { 'content-type': 'application/x-ndjson' });
            return res.end(history.ndjson);
          }
          const answer = await studioApi(req, url.pathname.replace(/^\/v[\w-]+/, ''), () => readJson<unknown>(req));
          return answer ? send(answer.status, answer.body) : send(404, { error: 'Not found' });
        }
      }
    } catch (error) {
      if (error instanceof RequestError) return send(error.status, { error: error.details });
      return send(400, { error: { description: error instanceof Error ? error.message : String(error) } });
    }
  };
  // The presence socket; any other upgrade is refused.
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://standin').pathname;
    requests.push(`${req.method} ${pathname}`);
    const ok = SOCKET_PATH.test(pathname);
    exchanges.push({
      method: req.method ?? 'GET',
      host: req.headers.host ?? '',
      path: pathname,
      search: '',
      status: ok ? 101 : 404,
    });
    if (ok) presence.upgrade(req, socket, head);
    else socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n');
  };
  const server: Server = createServer(handle);
  server.on('upgrade', upgrade);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const certificate = cdnView
    ? selfSignedCertificate(SANITY_NAMES)
    : options.https
      ? (options.certificate ?? selfSignedCertificate())
      : null;
  const secure = certificate ? createSecureServer({ ...certificate, allowHTTP1: true }, handle) : undefined;
  // A browser opens WebSockets over HTTP/1.1, which this listener also speaks (allowHTTP1).
  secure?.on('upgrade', upgrade);
  // node:http2 has no closeAllConnections: its sockets are kept to be ended at close.
  const secureSockets = new Set<Socket>();
  secure?.on('secureConnection', (socket: Socket) => {
    secureSockets.add(socket);
    socket.on('close', () => secureSockets.delete(socket));
  });
  if (secure) await new Promise<void>((resolve) => secure.listen(options.httpsPort ?? 0, '127.0.0.1', resolve));
  const securePort = secure && (secure.address() as AddressInfo).port;
  const tunnels = cdnView && securePort ? await startTunnels(securePort) : undefined;
  return {
    url,
    ...(securePort && { httpsUrl: `https://localhost:${securePort}` }),
    ...(tunnels && certificate && { sanityNames: { proxy: tunnels.url, certificate: certificate.cert } }),
    requests,
    exchanges,
    webhooks,
    documents: () => store.all(),
    publish: async (document) => {
      const response = await fetch(`${url}/v2025-09-01/data/mutate/production`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${EDITOR_TOKEN}` },
        body: JSON.stringify({ mutations: [{ createOrReplace: document }] }),
      });
      if (!response.ok) throw new Error(`the stand-in refused ${document._id}: ${response.status}`);
    },
    hold: (matches, until) => holds.push({ matches, until }),
    close: async () => {
      stopReleases();
      presence.close();
      await Promise.all([
        tunnels?.close(),
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
        secure &&
          new Promise<void>((resolve) => {
            secure.close(() => resolve());
            for (const socket of secureSockets) socket.destroy();
          }),
      ]);
    },
  };
}
