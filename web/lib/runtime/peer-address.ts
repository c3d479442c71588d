/**
 * The address of the connection a request arrived on, for the per-client limit when no proxy is trusted
 * (TRUSTED_PROXY_HOPS=0). Route handlers see only web-standard Requests, and Next fills X-Forwarded-For with the
 * socket's address only when the client sent none: with no proxy in front, a client could claim any address.
 * So every request gets the socket's address in PEER_HEADER when it arrives (lib/runtime/request-start.ts), replacing
 * whatever a client sent under that name.
 */
import { onRequestStart } from './request-start';

export const PEER_HEADER = 'x-showcase-peer-address';

export const recordPeerAddresses = () =>
  onRequestStart('peer-address', ({ request, socket }) => {
    request.headers[PEER_HEADER] = socket.remoteAddress ?? '';
  });
