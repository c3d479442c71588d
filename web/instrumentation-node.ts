/**
 * Server start on Node (instrumentation.ts loads this only there). With the hosted backend, the stage
 * boundaries come from the live dataset (the embedded seed wrote the build's; an editor may have scheduled
 * something since); publishes keep them current. With NEXT_MANUAL_SIG_HANDLE set (`npm start` sets it),
 * SIGTERM/SIGINT close the account databases before the process exits: Next's own handler would exit without
 * closing PGlite. A page that fails while the content backend is down is answered 503 (lib/content/outage-status.ts).
 */
import { closeAccountDatabases } from './lib/accounts/registry';
import { installOutageStatus } from './lib/content/outage-status';

installOutageStatus();

if (process.env.NEXT_MANUAL_SIG_HANDLE) {
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    void closeAccountDatabases().finally(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (process.env.SANITY_PROJECT_ID) {
  const { refreshBoundaries } = await import('./lib/stage-boundaries');
  try {
    const { boundaries, changed } = await refreshBoundaries();
    console.info(`stage boundaries: ${boundaries.length} from the hosted dataset${changed ? ' (updated)' : ''}`);
  } catch (error) {
    // The cache then keeps the last boundaries written; the next publish retries.
    console.error('stage boundaries: the hosted dataset did not answer', error);
  }
}
