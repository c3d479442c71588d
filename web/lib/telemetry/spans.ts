/**
 * The site's own spans (content queries, account calls, mail delivery) beside Next's. Without the SDK
 * (otel.ts) the tracer is the API's no-op: a span costs a function call.
 */
import { type Attributes, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { currentRequestId } from './request-scope';

export const tracer = () => trace.getTracer('showcase');

/** Runs `work` in a span named `name`, ended when it settles, marked as an error when it throws. */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  const requestId = currentRequestId();
  return tracer().startActiveSpan(
    name,
    { kind, attributes: requestId ? { ...attributes, 'request.id': requestId } : attributes },
    async (span) => {
      try {
        return await work();
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
