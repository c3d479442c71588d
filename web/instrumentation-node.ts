/**
 * Server start on Node (instrumentation.ts loads this only there). With the hosted backend, the stage
 * boundaries come from the live dataset (the embedded seed wrote the build's; an editor may have scheduled
 * something since); publishes keep them current, on every instance when they share the page cache in Redis. With NEXT_MANUAL_SIG_HANDLE set (`npm start` sets it),
 * SIGTERM/SIGINT close the account databases before the process exits: Next's own handler would exit without
 * closing PGlite. Pages Next renders per request get their policy (security/rendered-head.ts), and 503 while
 * the content backend is down (lib/content/outage-status.ts); a page request reaches Next without its query
 * (cache/stored-page.ts).
 * The account databases are opened at start (PostgreSQL ones; all with ACCOUNT_WARM_START=1, none with 0).
 * GET /api/ready says when they are open. First of all, each request gets its id, its log line and (with
 * OTEL_EXPORTER_OTLP_ENDPOINT set) its span: lib/telemetry, docs/OPERATIONS.md "Logs, traces and metrics".
 */

import { keepStoredPagesPlain } from './cache/stored-page';
import { closeAccountDatabases, openAtStart } from './lib/account-service/service';
import { installOutageStatus } from './lib/content/outage-status';
import { recordPeerAddresses } from './lib/runtime/peer-address';
import { settingsAtStart } from './lib/runtime/settings-at-start';
import { reportProductionWarnings } from './lib/startup-report';
import { log } from './lib/telemetry/log';
import { startTelemetry, stopTelemetry } from './lib/telemetry/otel';
import { traceRequests } from './lib/telemetry/requests';
import { defaultHeaders } from './security/headers';
import { installRenderedHead } from './security/rendered-head';

const { NEXT_PHASE, NEXT_MANUAL_SIG_HANDLE, SANITY_PROJECT_ID } = settingsAtStart();
const serving = NEXT_PHASE !== 'phase-production-build';
// First, so that every request's span, id and log line cover all the work done for it.
traceRequests(serving && (await startTelemetry()));
installRenderedHead();
installOutageStatus();
keepStoredPagesPlain();
recordPeerAddresses();
defaultHeaders();
if (serving) {
  // Which runtime a log came from, once (the project runs on Node.js 24; scripts/node.sh installs it where needed).
  log.info(`server: Node.js ${process.versions.node}`);
  reportProductionWarnings();
}

// Opening a database and checking its migrations is paid here, not by each group's first shopper; GET
// /api/ready answers 503 until it is done, so a load balancer (or the test runner) sends no traffic before.
if (serving) openAtStart();

if (NEXT_MANUAL_SIG_HANDLE) {
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    // The last spans leave too, unless the collector takes longer than a stopping server should wait.
    const telemetry = Promise.race([stopTelemetry(), new Promise((done) => setTimeout(done, 3000).unref())]);
    void closeAccountDatabases()
      .finally(() => telemetry)
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (SANITY_PROJECT_ID) {
  const { refreshBoundaries, writeContentState } = await import('./lib/stage/boundaries');
  try {
    const { boundaries, changed } = await refreshBoundaries();
    log.info(`stage boundaries: ${boundaries.length} from the hosted dataset${changed ? ' (updated)' : ''}`);
  } catch (error) {
    // The cache then keeps the last boundaries written; the next publish retries.
    log.error('stage boundaries: not refreshed at start', error);
  }
  // With the page cache in Redis, a publish that reaches another instance reaches this one's boundaries too.
  const { mirrorSharedBoundaries } = await import('./lib/stage/shared-boundaries');
  mirrorSharedBoundaries(writeContentState);
}
