/**
 * The site's instruments. Created on first use, which is after the server has started the SDK (otel.ts), once
 * per process: an instrument made before a meter provider is registered stays a no-op for good.
 */
import { metrics } from '@opentelemetry/api';
import { processState } from '../runtime/process-state';

export const instruments = () =>
  processState('telemetry-instruments', () => {
    const meter = metrics.getMeter('showcase');
    return {
      requestDuration: meter.createHistogram('http.server.request.duration', {
        unit: 's',
        description: 'Time from a request arriving to its response ending.',
      }),
      cacheLookups: meter.createCounter('showcase.cache.lookups', {
        description: 'Page cache lookups by layer (front, page) and result (hit, stale, miss).',
      }),
      contentQueries: meter.createHistogram('showcase.content.query.duration', {
        unit: 's',
        description: 'Content queries by backend and outcome.',
      }),
      accountCalls: meter.createCounter('showcase.account.calls', {
        description: 'Account API calls by group, call and answered code.',
      }),
      mailDeliveries: meter.createCounter('showcase.mail.deliveries', {
        description: 'Queued mails by group and outcome (sent, failed).',
      }),
    };
  });
