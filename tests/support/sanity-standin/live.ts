/**
 * GET /data/live/events/{dataset}: Sanity's Live Content API, Server-Sent Events that tell a client when what it
 * fetched may have changed. Sanity names the changed content by sync tags, which the stand-in's query answers do
 * not carry; so after every transaction it sends `restart`, the event by which Sanity tells a client to refetch
 * everything it holds: never stale, only less economical. A `welcome` opens the stream.
 */
import type { Req, Res } from './http';
import type { DocumentStore } from './store';

export const LIVE_EVENTS = /^\/v[\w-]+\/data\/live\/events\/[\w-]+$/;

export function liveEvents(store: DocumentStore, req: Req, res: Res) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write('event: welcome\ndata: {}\n\n');
  const unsubscribe = store.subscribe((transaction) =>
    res.write(`id: ${transaction.id}\nevent: restart\ndata: {}\n\n`),
  );
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), 15_000);
  req.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
