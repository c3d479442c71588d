/**
 * What the front server (front-server.ts) checks of a request before the build's files, the page cache or Next
 * see it, how long a client may take to send one, and which site a request is for, which is what the page cache
 * keys on (front-cache.ts). Node hands on any Host header and any request target: a Host carrying a path made
 * the page cache keep one address's page under another, and an absolute-form target (`GET http://elsewhere/…
 * HTTP/1.1`) made Next's redirects name that other host. Next's own server.js (FRONT_CACHE=0) has none of this.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import { cnHost, cnOrigin, isCnHost, mainOrigin } from '@showcase/schemas/hosts';
import { NOT_A_PAGE_HEADERS } from '../security/headers';

/**
 * The two sites as the router tells them apart (isCnHost, as next.config.ts matches the cn host): cn, and main
 * for every other host.
 */
export type Site = 'cn' | 'main';

export const siteOf = (host: string | undefined): Site => (isCnHost(host) ? 'cn' : 'main');

/** A DNS name (labels of letters, digits, `-` and `_`, a final dot allowed) or an IPv6 literal, then a port. */
const HOST = /^(?:\[([0-9a-f:.]+)\]|((?:[a-z0-9_-]{1,63}\.)*[a-z0-9_-]{1,63}\.?))(?::(\d{1,5}))?$/i;
/** A name's 253 characters and its final dot, a colon and a port of five digits. */
const LONGEST_HOST = 254 + 6;

/** Whether a Host header (or an absolute-form target's authority) is a host name, optionally with its port. */
export function isHostName(value: string): boolean {
  if (value.length > LONGEST_HOST) return false;
  const [, ipv6, name, port] = HOST.exec(value) ?? [];
  if (ipv6 === undefined && name === undefined) return false;
  if (ipv6 !== undefined && !isIPv6(ipv6)) return false;
  if (name !== undefined && name.replace(/\.$/, '').length > 253) return false;
  return port === undefined || Number(port) <= 65_535;
}

const hostnameOf = (authority: string) =>
  (authority.startsWith('[')
    ? authority.slice(0, authority.indexOf(']') + 1)
    : (authority.split(':')[0] ?? '')
  ).toLowerCase();

/** The host names the site answers for by name, its origins' (the main site also answers any other Host). */
function ourHostnames(): string[] {
  return [new URL(mainOrigin()).hostname, new URL(cnOrigin()).hostname, cnHost()];
}

const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)(.*)$/is;

/** A request as the site reads it (the target as a path, the host it names), or the status it is refused with. */
export type Target = { url: string; host: string | undefined } | { refuse: 400 | 421 };

/**
 * The request target and Host header of a request, as the site will read them. An absolute-form target names
 * the host itself (RFC 9112 §3.2.2: the Host header is then ignored): one of ours is reduced to its path under
 * that host; any other is a request for a site not served here (421), which Next would otherwise take as its
 * own URL and redirect to.
 */
export function readTarget(target: string, host: string | undefined): Target {
  if (host !== undefined && !isHostName(host)) return { refuse: 400 };
  if (target.startsWith('/')) return { url: target, host };
  const absolute = ABSOLUTE_FORM.exec(target);
  if (!absolute) return { refuse: 400 };
  const [, authority = '', rest = ''] = absolute;
  if (!isHostName(authority)) return { refuse: 400 };
  if (!ourHostnames().includes(hostnameOf(authority))) return { refuse: 421 };
  return { url: rest.startsWith('/') ? rest : `/${rest}`, host: authority };
}

/** Reduces the request to what the site reads (readTarget), or answers the refusal; false when it was refused. */
export function admit(request: IncomingMessage, response: ServerResponse): boolean {
  // RFC 9112 §3.2: more than one Host is refused; Node would keep the first and drop the others silently.
  let hosts = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2) if (request.rawHeaders[i]?.toLowerCase() === 'host') hosts++;
  const target = hosts > 1 ? ({ refuse: 400 } as const) : readTarget(request.url ?? '', request.headers.host);
  if ('refuse' in target) {
    refuse(response, target.refuse);
    return false;
  }
  request.url = target.url;
  if (target.host !== undefined) request.headers.host = target.host;
  return true;
}

const REFUSALS = { 400: 'Bad request\n', 421: 'Misdirected request: this server does not serve that host\n' };

function refuse(response: ServerResponse, status: 400 | 421): void {
  response.writeHead(status, {
    ...NOT_A_PAGE_HEADERS,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
  });
  response.end(REFUSALS[status]);
}

/**
 * How long a client may take over a request: its head, and the whole request with its body (Node's defaults, 60 s
 * and 300 s, let a body trickled a byte at a time hold a connection for five minutes), checked this often. Node
 * answers 408 and closes the connection. The time an answer takes is not bounded: Node stops counting once the
 * request has arrived, so a long answer (a slow render, a stream) is never cut.
 */
export const REQUEST_TIME = { headersTimeout: 30_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000 };

/** The front server's HTTP server: every request admitted (admit) before `answer` sees it, within REQUEST_TIME. */
export function createGuardedServer(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
  time: typeof REQUEST_TIME = REQUEST_TIME,
): Server {
  return createServer(time, (request, response) => {
    if (admit(request, response)) answer(request, response);
  });
}
