/**
 * An OpenTelemetry collector's OTLP/HTTP receiver, as much of it as a test needs: it takes the JSON bodies the
 * server exports to /v1/traces and /v1/metrics and keeps their spans and metric names.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Value = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type Attribute = { key: string; value: Value };

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  service: string;
  attributes: Record<string, string | number | boolean | undefined>;
}

interface TraceBody {
  resourceSpans?: {
    resource?: { attributes?: Attribute[] };
    scopeSpans?: { spans?: (Omit<ReceivedSpan, 'attributes' | 'service'> & { attributes?: Attribute[] })[] }[];
  }[];
}
interface MetricBody {
  resourceMetrics?: { scopeMetrics?: { metrics?: { name: string }[] }[] }[];
}

const flat = (attributes: Attribute[] = []) =>
  Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue === undefined ? undefined : Number(value.intValue)) ??
        value.boolValue ??
        value.doubleValue,
    ]),
  );

export interface OtlpReceiver {
  endpoint: string;
  spans: ReceivedSpan[];
  metricNames: Set<string>;
  close: () => Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const metricNames = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as TraceBody & MetricBody;
      for (const resource of body.resourceSpans ?? []) {
        const service = String(flat(resource.resource?.attributes)['service.name']);
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? []) spans.push({ ...span, service, attributes: flat(span.attributes) });
      }
      for (const resource of body.resourceMetrics ?? [])
        for (const scope of resource.scopeMetrics ?? [])
          for (const metric of scope.metrics ?? []) metricNames.add(metric.name);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    metricNames,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
