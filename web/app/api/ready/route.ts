import { CODES } from '@showcase/schemas/api-codes';
import { accountReadiness } from '@/lib/account-service/service';
import { failure, ok, onlyGet } from '@/lib/api/wrapper';

export const dynamic = 'force-dynamic';

/**
 * Readiness for a load balancer, an orchestrator or a test runner: 200 once the account databases this
 * server opens at start are open, 503 with Retry-After until then. Pages are served meanwhile; this says
 * only when every part of the server answers at its normal speed. Names no address, URL or secret.
 */
export function GET() {
  const { ready, groups } = accountReadiness();
  if (ready) return ok({ accounts: groups });
  const response = failure(CODES.unavailable, 'Starting: the account databases are still opening', {
    accounts: groups,
  });
  response.headers.set('retry-after', '1');
  return response;
}

export { onlyGet as DELETE, onlyGet as PATCH, onlyGet as POST, onlyGet as PUT };
