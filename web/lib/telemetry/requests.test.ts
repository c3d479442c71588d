import { settingsFrom } from '@showcase/schemas/settings';
import { describe, expect, it, vi } from 'vitest';
import { exportsTelemetry } from './otel';
import { requestIdOf } from './requests';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("a request's id", () => {
  it('is a new one unless a trusted proxy sent it', () => {
    expect(requestIdOf({ 'x-request-id': 'f3c1a9e2b7d84c10a1b2c3d4e5f60718' }, false)).toMatch(UUID);
    expect(requestIdOf({ 'x-request-id': 'f3c1a9e2b7d84c10a1b2c3d4e5f60718' }, true)).toBe(
      'f3c1a9e2b7d84c10a1b2c3d4e5f60718',
    );
    expect(requestIdOf({}, true)).toMatch(UUID);
  });

  it('is never one a proxy passed on that could break a log line or fill it', () => {
    for (const sent of [
      'short',
      'with space inside it',
      'line\nbreak-123456',
      'x'.repeat(129),
      '<script>alert(1)</script>',
    ])
      expect(requestIdOf({ 'x-request-id': sent }, true)).toMatch(UUID);
  });
});

describe('telemetry', () => {
  it('is exported only where an OTLP endpoint is named and the SDK is not disabled', () => {
    const exports = (env: Record<string, string>) => exportsTelemetry(settingsFrom(env));
    expect(exports({})).toBe(false);
    expect(exports({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(exports({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(exports({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
  });
});

describe('the request hook, as installed by default', () => {
  it('answers every request with its id, logs only a server error, and takes no trace from a client', async () => {
    const { createServer } = await import('node:http');
    const { traceRequests } = await import('./requests');
    const { flushLog } = await import('./log');
    traceRequests(false, settingsFrom({}));
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(String(request.headers.traceparent), String(request.headers['x-request-id']));
      response.statusCode = request.url?.startsWith('/broken') ? 503 : 200;
      response.end('ok');
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as { port: number };
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const fine = await fetch(`http://127.0.0.1:${port}/fine?secret=1`, {
        headers: { 'x-request-id': 'chosen-by-the-client', traceparent: `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-01` },
      });
      const broken = await fetch(`http://127.0.0.1:${port}/broken?secret=1`);
      await Promise.all([fine.text(), broken.text()]);
      const fineId = fine.headers.get('x-request-id');
      expect(fineId).toMatch(UUID);
      expect(seen.slice(0, 2)).toEqual(['undefined', fineId]);
      await vi.waitFor(() => expect(err).toHaveBeenCalled());
      flushLog();
      expect(out).not.toHaveBeenCalled();
      expect(JSON.parse(String(err.mock.calls[0]?.[0]))).toMatchObject({
        level: 'error',
        msg: 'request',
        requestId: broken.headers.get('x-request-id'),
        path: '/broken',
        status: 503,
      });
    } finally {
      out.mockRestore();
      err.mockRestore();
      await new Promise((closed) => server.close(closed));
    }
  });
});
