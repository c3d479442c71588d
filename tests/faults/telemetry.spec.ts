import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { type NextServer, startNext } from '../../scripts/lib/next-server';
import { type OtlpReceiver, startOtlpReceiver } from '../support/otlp-receiver';

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, the server `npm start` runs exports its traces and metrics
 * over OTLP, and a request's id is in its response, its log line and its spans; a client's own ids are not taken.
 */
const port = Number(process.env.FAULTS_TELEMETRY_PORT ?? 3229);
const origin = `http://localhost:${port}`;
let server: NextServer;
let receiver: OtlpReceiver;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  receiver = await startOtlpReceiver();
  server = await startNext(
    port,
    {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_SERVICE_NAME: 'showcase-telemetry-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_METRIC_EXPORT_INTERVAL: '500',
      LOG_REQUESTS: 'all',
    },
    { standalone: true },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

type LogLine = { level: string; msg: string; requestId?: string; traceId?: string; status?: number; path?: string };

/** The server's JSON log lines (it also prints Next's own lines, which are not JSON), from its whole log. */
const logLines = (): LogLine[] =>
  readFileSync(server.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

const spansOf = (requestId: string) => receiver.spans.filter((span) => span.attributes['request.id'] === requestId);
const rootOf = (requestId: string) => spansOf(requestId).find((span) => !span.parentSpanId);

test('a page request and an account call: the same id in the response, the log line and the spans', async () => {
  const page = await fetch(`${origin}/us/flagship-bumblebee`, {
    // Sent by a client, with no proxy trusted: neither may choose the request's id or its trace.
    headers: { 'x-request-id': 'chosen-by-the-client', traceparent: `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-01` },
  });
  expect(page.status).toBe(200);
  const pageId = page.headers.get('x-request-id') ?? '';
  expect(pageId).toMatch(/^[0-9a-f-]{36}$/);
  // Kept by the front cache now, and answered from it with an id of its own, not the render's.
  const again = await fetch(`${origin}/us/flagship-bumblebee`);
  expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(again.headers.get('x-request-id')).not.toBe(pageId);

  const account = await fetch(`${origin}/usapi/account/user/login/pwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }),
  });
  expect((await account.json()).code).toBeGreaterThan(2000);
  const accountId = account.headers.get('x-request-id') ?? '';
  expect(accountId).toMatch(/^[0-9a-f-]{36}$/);
  expect(accountId).not.toBe(pageId);

  // Spans leave in batches: a root span ends after the spans below it, and may arrive in a later batch.
  await expect
    .poll(() => spansOf(accountId).some((span) => span.name.startsWith('account ')), { timeout: 15_000 })
    .toBe(true);
  for (const [requestId, path] of [
    [pageId, '/us/flagship-bumblebee'],
    [accountId, '/usapi/account/user/login/pwd'],
  ] as const) {
    await expect
      .poll(() => rootOf(requestId), { timeout: 15_000, message: `the root span of ${path}` })
      .toMatchObject({
        service: 'showcase-telemetry-test',
        attributes: { 'url.path': path, 'request.id': requestId },
      });
    const traceId = rootOf(requestId)?.traceId;
    expect(traceId).not.toBe('ab'.repeat(16));
    await expect
      .poll(() => logLines().find((line) => line.requestId === requestId && line.msg === 'request'))
      .toMatchObject({ level: 'info', msg: 'request', path, traceId });
  }

  // Next's own spans (the route handler's) are in the account call's trace, below its root.
  const accountTrace = () => receiver.spans.filter((span) => span.traceId === rootOf(accountId)?.traceId);
  await expect
    .poll(() => accountTrace().some((span) => span.attributes['request.id'] === undefined && span.parentSpanId), {
      timeout: 15_000,
    })
    .toBe(true);
  await expect
    .poll(() => [...receiver.metricNames], { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['http.server.request.duration', 'showcase.account.calls']));
});
