/** The account service's reports written as the app's own: JSON log lines, spans and counters (lib/telemetry). */
import type { AccountTelemetry } from '@showcase/accounts/ports';
import { log } from '../telemetry/log';
import { instruments } from '../telemetry/metrics';
import { inSpan } from '../telemetry/spans';

export const accountTelemetry: AccountTelemetry = {
  log,
  span: inSpan,
  mailDelivered(group, { sent, failed }) {
    instruments().mailDeliveries.add(sent, { group, outcome: 'sent' });
    instruments().mailDeliveries.add(failed, { group, outcome: 'failed' });
  },
};
