/**
 * OpenTelemetry for an operator who sets OTEL_EXPORTER_OTLP_ENDPOINT (or the traces one): traces and metrics
 * exported over OTLP/HTTP with JSON bodies, to the endpoint's /v1/traces and /v1/metrics, the SDK reading the
 * standard OTEL_* variables (headers, service name, resource attributes, batch delays). Without an endpoint
 * nothing here is loaded: the spans and instruments of spans.ts and metrics.ts are the API's no-ops.
 * Next's own spans (requests, renders, route handlers) join the traces through the global provider.
 */
import { type Settings, settings } from '@showcase/schemas/settings';
import { processState } from '../runtime/process-state';
import { log } from './log';

export const exportsTelemetry = (env: Settings = settings()): boolean =>
  !env.OTEL_SDK_DISABLED && Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

/** Starts the SDK once per process; false when telemetry is off. */
export async function startTelemetry(env: Settings = settings()): Promise<boolean> {
  if (!exportsTelemetry(env)) return false;
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL;
  if (protocol && protocol !== 'http/json')
    log.warn(`telemetry: OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not supported; exporting http/json`);
  const [api, sdkTrace, contextHooks, core, resources, traceExporter, sdkMetrics, metricExporter] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/sdk-metrics'),
    import('@opentelemetry/exporter-metrics-otlp-http'),
  ]);
  const resource = resources
    .resourceFromAttributes({ 'service.name': 'showcase-web' })
    .merge(await resources.detectResources({ detectors: [resources.envDetector] }));
  api.context.setGlobalContextManager(new contextHooks.AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  const tracerProvider = new sdkTrace.TracerProvider({
    resource,
    spanProcessors: [
      new sdkTrace.BatchSpanProcessor({
        exporter: new traceExporter.OTLPTraceExporter(),
        scheduledDelayMillis: env.OTEL_BSP_SCHEDULE_DELAY,
      }),
    ],
  });
  api.trace.setGlobalTracerProvider(tracerProvider);
  const meterProvider = new sdkMetrics.MeterProvider({
    resource,
    readers: [
      new sdkMetrics.PeriodicExportingMetricReader({
        exporter: new metricExporter.OTLPMetricExporter(),
        exportIntervalMillis: env.OTEL_METRIC_EXPORT_INTERVAL,
      }),
    ],
  });
  api.metrics.setGlobalMeterProvider(meterProvider);
  shutdowns().push(
    () => tracerProvider.shutdown(),
    () => meterProvider.shutdown(),
  );
  log.info('telemetry: exporting traces and metrics over OTLP', {
    endpoint: env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT,
  });
  return true;
}

const shutdowns = () => processState('telemetry-shutdowns', () => [] as (() => Promise<void>)[]);

/** Sends what is still batched; the server's shutdown awaits it before the process exits. */
export async function stopTelemetry(): Promise<void> {
  await Promise.allSettled(shutdowns().map((shutdown) => shutdown()));
}
