/**
 * Every request gets an id as it arrives (before the front cache or Next see it): the one a trusted proxy sent
 * in X-Request-Id, else a new one. The id goes back in the response's X-Request-Id, into the request's headers
 * for route handlers (request-scope.ts), onto the request's span and into its log line, written when the
 * response ends: method, host, path (never the query, which may carry a preview's secret), status, duration.
 * With tracing on, the request's span is the trace's root (or a trusted proxy's traceparent is its parent);
 * Next's own spans become its children through the traceparent header it reads. A client's own traceparent,
 * tracestate and baggage are dropped unless a proxy is trusted: they would let it choose trace ids or sampling.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { trustedProxyHops } from '@showcase/accounts/config';
import { FRONT_CACHE_HEADER, NEXT_CACHE_HEADER } from '../http/cache-layers';
import { onRequestStart, type RequestStart } from '../runtime/request-start';
import { writeLog } from './log';
import { instruments } from './metrics';
import { REQUEST_ID_HEADER } from './request-scope';
import { tracer } from './spans';

/** What a proxy's id may look like: nginx's $request_id, a UUID, a load balancer's trace id. */
const PROXY_ID = /^[\w.:@/+=-]{8,128}$/;
const TRACE_HEADERS = ['traceparent', 'tracestate', 'baggage'] as const;
/** A metric's method is one of these or `_OTHER` (OpenTelemetry's rule): a client must not make new series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function requestIdOf(headers: IncomingHttpHeaders, trusted: boolean): string {
  const sent = headers[REQUEST_ID_HEADER];
  return trusted && typeof sent === 'string' && PROXY_ID.test(sent) ? sent : randomUUID();
}

function startSpan({ request }: RequestStart, requestId: string, trusted: boolean): Span {
  const parent = trusted ? propagation.extract(ROOT_CONTEXT, request.headers) : ROOT_CONTEXT;
  const method = request.method ?? 'GET';
  const span = tracer().startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': method,
        'url.path': (request.url ?? '/').split('?')[0],
        'server.address': request.headers.host ?? '',
        'request.id': requestId,
      },
    },
    parent,
  );
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), carrier);
  Object.assign(request.headers, carrier);
  return span;
}

/** A page's answer says where it came from: the front cache's copy, or Next's cache (HIT, STALE, MISS). */
function countCacheLookup(front: unknown, next: unknown): void {
  if (front) instruments().cacheLookups.add(1, { layer: 'front', result: 'hit' });
  else if (typeof next === 'string') instruments().cacheLookups.add(1, { layer: 'page', result: next.toLowerCase() });
}

/**
 * Installed once per process at start (instrumentation-node.ts); `tracing` once the SDK has started. A line for
 * every request costs a cached page a third of its throughput (bench/results/2026-11-27-history.md), so by
 * default only a request answered with a server error gets one; LOG_REQUESTS=all writes every request's.
 */
export function traceRequests(tracing: boolean, env: Readonly<Record<string, string | undefined>> = process.env): void {
  const trusted = trustedProxyHops(env) > 0;
  const everyRequest = env.LOG_REQUESTS === 'all';
  onRequestStart('request-id', (start) => {
    const { request, response } = start;
    const requestId = requestIdOf(request.headers, trusted);
    request.headers[REQUEST_ID_HEADER] = requestId;
    if (!trusted) for (const name of TRACE_HEADERS) if (name in request.headers) delete request.headers[name];
    response.setHeader(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    const span = tracing ? startSpan(start, requestId, trusted) : undefined;
    response.once('close', () => {
      const status = response.statusCode;
      const method = request.method ?? 'GET';
      const ms = Math.round((performance.now() - started) * 10) / 10;
      if (everyRequest || status >= 500)
        writeLog(status >= 500 ? 'error' : 'info', 'request', {
          requestId,
          method,
          host: request.headers.host,
          path: (request.url ?? '/').split('?')[0]?.slice(0, 512),
          status,
          ms,
          ...(response.writableFinished ? {} : { aborted: true }),
          ...(span ? { traceId: span.spanContext().traceId } : {}),
        });
      if (!span) return;
      instruments().requestDuration.record(ms / 1000, {
        'http.request.method': METHODS.has(method) ? method : '_OTHER',
        'http.response.status_code': status,
      });
      if (String(response.getHeader('content-type')).startsWith('text/html'))
        countCacheLookup(response.getHeader(FRONT_CACHE_HEADER), response.getHeader(NEXT_CACHE_HEADER));
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
  });
}
