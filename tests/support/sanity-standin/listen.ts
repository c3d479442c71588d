/**
 * GET /data/listen/{dataset}: Sanity's real-time listener, as Server-Sent Events. A `welcome` first, then a
 * `mutation` event for every document of a transaction that matches the listener's filter before or after it.
 * The Studio keeps its copy of a document by these events: it chains them by `previousRev`/`resultRev`,
 * applies each event's `mutations` to its copy (so they are given as the document's replacement, which means
 * the same whatever actions made it), or its `effects` (mendoza patches, asked for with `effectFormat=mendoza`:
 * `[0, value]` is mendoza's "the result is this value"), and waits for `transactionTotalEvents` events of a
 * transaction before it shows any.
 */
import type { Req, Res } from './http';
import { paramsOf } from './query';
import {
  type Change,
  type DocumentStore,
  isVersionId,
  runQuery,
  type StandInDocument,
  type Transaction,
} from './store';

const withoutRev = (doc: StandInDocument | null) => {
  if (!doc) return null;
  const { _rev, ...rest } = doc;
  return rest;
};

export function listen(store: DocumentStore, req: Req, res: Res, url: URL) {
  const query = url.searchParams.get('query') ?? '';
  const params = paramsOf(url.searchParams);
  const flag = (name: string, fallback: boolean) => {
    const value = url.searchParams.get(name);
    return value === null ? fallback : value === 'true';
  };
  const includeResult = flag('includeResult', true);
  const includeMutations = flag('includeMutations', true);
  const includePrevious = flag('includePreviousRevision', false);
  const includeAllVersions = flag('includeAllVersions', false);
  const mendoza = url.searchParams.get('effectFormat') === 'mendoza';
  const visibility = url.searchParams.get('visibility') ?? 'query';

  const matches = async (doc: StandInDocument | null) =>
    !!doc &&
    (includeAllVersions || !isVersionId(doc._id)) &&
    ((await runQuery([doc], query, params)) as unknown[]).length > 0;

  const write = (event: string, data: unknown, id?: string) =>
    res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

  // Events go out in transaction order even though matching a filter is async. A filter that fails on a
  // document ends the stream with Sanity's channelError, which the client raises as an error.
  let sending: Promise<void> = Promise.resolve();
  const send = (transaction: Transaction) => {
    sending = sending
      .then(() => sendEvents(transaction))
      .catch((error: unknown) => {
        write('channelError', { message: error instanceof Error ? error.message : String(error) });
        res.end();
      });
  };
  const sendEvents = async (transaction: Transaction) => {
    const seen: (Change & { transition: 'update' | 'appear' | 'disappear' })[] = [];
    for (const change of transaction.changes) {
      const [before, after] = [await matches(change.before), await matches(change.after)];
      if (before || after)
        seen.push({ ...change, transition: before && after ? 'update' : after ? 'appear' : 'disappear' });
    }
    seen.forEach((change, index) => {
      const eventId = `${transaction.id}#${change.id}`;
      write(
        'mutation',
        {
          eventId,
          documentId: change.id,
          transactionId: transaction.id,
          transition: change.transition,
          identity: transaction.identity,
          ...(includeMutations && {
            mutations: [change.after ? { createOrReplace: change.after } : { delete: { id: change.id } }],
          }),
          ...(includeResult && change.after && { result: change.after }),
          ...(includePrevious && change.before && { previous: change.before }),
          ...(change.before?._rev !== undefined && { previousRev: change.before._rev }),
          // Every event carries its transaction as `resultRev`, a delete's too: the Studio chains events by it.
          resultRev: transaction.id,
          timestamp: transaction.timestamp,
          visibility,
          ...(mendoza && {
            effects: { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] },
          }),
          transactionTotalEvents: seen.length,
          transactionCurrentEvent: index + 1,
        },
        eventId,
      );
    });
  };

  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  write('welcome', { listenerName: `standin-${Date.now()}` });
  const unsubscribe = store.subscribe(send);
  // Comments keep a quiet connection from looking dead to proxies and clients, as Sanity's heartbeat does.
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), 15_000);
  req.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
