/**
 * GET /socket/{dataset} (WebSocket): Sanity's "bifur" socket, over which Studios share presence (who is in
 * which document). JSON-RPC 2.0: the Studio authorizes with its token, subscribes to `presence`, and sends
 * `presence_rollcall`, `presence_announce` and `presence_disconnect`; every other connected Studio receives
 * them as `presence_subscription` messages (`rollCall`, `state`, `disconnect`), as bifur relays them.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { EDITOR, EDITOR_TOKEN } from './studio-api';
import { acceptWebSocket, type WebSocketPeer } from './websocket';

export const SOCKET_PATH = /^\/v[\w-]+\/socket\/[\w-]+$/;

interface Request {
  jsonrpc: '2.0';
  id?: string;
  method: string;
  params?: Record<string, unknown>;
}

interface Connection {
  peer: WebSocketPeer;
  userId: string;
  subscriptions: Set<string>;
}

export function createPresenceHub() {
  const connections = new Set<Connection>();
  let next = 0;

  const relay = (from: Connection, event: Record<string, unknown>) => {
    for (const connection of connections) {
      if (connection === from) continue;
      for (const subscription of connection.subscriptions)
        connection.peer.send(
          JSON.stringify({
            jsonrpc: '2.0',
            method: 'presence_subscription',
            params: { subscription, result: { ...event, i: from.userId } },
          }),
        );
    }
  };

  const answer = (connection: Connection, request: Request): unknown => {
    const params = request.params ?? {};
    switch (request.method) {
      case 'authorization':
        connection.userId = params.authorization === `Bearer ${EDITOR_TOKEN}` ? EDITOR.id : 'anonymous';
        return true;
      case 'presence_subscribe': {
        const subscription = `presence-${++next}`;
        connection.subscriptions.add(subscription);
        return subscription;
      }
      case 'presence_unsubscribe':
        connection.subscriptions.delete(String(params.subscriptionId));
        return true;
      case 'presence_rollcall':
        relay(connection, { type: 'rollCall', session: params.session });
        return true;
      case 'presence_announce':
        relay(connection, { type: 'state', m: params.data });
        return true;
      case 'presence_disconnect':
        relay(connection, { type: 'disconnect', m: { session: params.session } });
        return true;
      default:
        throw Object.assign(new Error(`Method not found: ${request.method}`), { code: -32601 });
    }
  };

  return {
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const peer = acceptWebSocket(req, socket, head);
      if (!peer) return;
      const connection: Connection = { peer, userId: 'anonymous', subscriptions: new Set() };
      connections.add(connection);
      peer.onClose(() => connections.delete(connection));
      peer.onMessage((text) => {
        let request: Request;
        try {
          request = JSON.parse(text) as Request;
        } catch {
          peer.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
          return;
        }
        try {
          const result = answer(connection, request);
          if (request.id !== undefined) peer.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }));
        } catch (error) {
          const { code = -32603, message } = error as { code?: number; message: string };
          peer.send(JSON.stringify({ jsonrpc: '2.0', id: request.id ?? null, error: { code, message } }));
        }
      });
    },
    close() {
      for (const connection of connections) connection.peer.close();
    },
  };
}
