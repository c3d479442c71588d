/**
 * Sanity's own host names, for a Node client in its production configuration (no API host of its own): a
 * forward proxy (the server's HTTPS_PROXY) tunnels `<project>.api.sanity.io` and `<project>.apicdn.sanity.io` to
 * the stand-in's HTTPS listener, whose certificate names them (the server trusts it through NODE_EXTRA_CA_CERTS).
 * Any other host is refused, so nothing leaves the machine.
 *
 * The API CDN answers a query from what it cached: after a mutation it can answer the old documents for a while
 * (Sanity's docs: eventual consistency; next-sanity's `parseBody` waits for it before a webhook is acted on).
 * `laggingView` keeps what the documents were, so the CDN's name answers as of `lagMs` ago, never sooner.
 */
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { DocumentStore, StandInDocument } from './store';

export const SANITY_NAMES = ['*.api.sanity.io', '*.apicdn.sanity.io'];
const TUNNELLED = /^[\w-]+\.api(cdn)?\.sanity\.io:443$/;

export const isCdnHost = (host: string) => /^[\w-]+\.apicdn\.sanity\.io(:443)?$/.test(host);

export function laggingView(store: DocumentStore, lagMs: number): () => StandInDocument[] {
  const seeded = { at: 0, documents: store.all() };
  const past = [seeded];
  store.subscribe(() => past.push({ at: Date.now(), documents: store.all() }));
  return () => {
    const asOf = Date.now() - lagMs;
    return (past.findLast((state) => state.at <= asOf) ?? seeded).documents;
  };
}

/** An HTTP proxy that only opens tunnels (CONNECT) to Sanity's names, each to `port` on this machine. */
export async function startTunnels(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (!TUNNELLED.test(req.url ?? '')) return client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${own}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
