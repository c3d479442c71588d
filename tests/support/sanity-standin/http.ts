import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the stand-in uses of a request and its response: the same on its HTTP/1.1 server (node:http) and its
 * HTTP/2 one (node:http2's compatibility API), so one handler serves both.
 */
export interface Req extends AsyncIterable<unknown> {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  /** Encrypted when the request came over TLS as HTTP/1.1 (HTTP/2 names its scheme in `:scheme`). */
  socket?: object;
  on(event: 'close', listener: () => void): unknown;
}

export interface Res {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  writeHead(status: number, headers?: Record<string, string>): unknown;
  write(chunk: string): unknown;
  end(chunk: string | Uint8Array): unknown;
  end(): unknown;
  on(event: 'close', listener: () => void): unknown;
}

export async function readBody(req: Req): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function readJson<T>(req: Req): Promise<T> {
  return JSON.parse((await readBody(req)).toString('utf8')) as T;
}

export function sendJson(res: Res, status: number, payload: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

/**
 * The Studio runs on another origin than the API (as it does against Sanity, where the project's CORS origins
 * allow it) and sends its token or cookie credentials, so every answer names the caller's origin and allows
 * credentials; a preflight is answered here and reaches no endpoint. Node clients send no Origin and get none.
 */
export function allowBrowserOrigin(req: Req, res: Res): 'preflight' | 'request' {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('vary', 'origin');
  }
  if (req.method !== 'OPTIONS' || !origin) return 'request';
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? ''),
    'access-control-max-age': '600',
  });
  res.end();
  return 'preflight';
}
