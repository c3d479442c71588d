import { describe, expect, it } from 'vitest';
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
    expect(exportsTelemetry({})).toBe(false);
    expect(exportsTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(exportsTelemetry({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(exportsTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(
      false,
    );
  });
});
