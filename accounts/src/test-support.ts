/**
 * For the account service's suites that run once on PGlite and once on PostgreSQL. Test code only: the tests
 * import it, the service never does.
 */
import { afterAll, beforeAll } from 'vitest';
import { type Backend, openTestAccounts, postgresAvailable, type TestAccounts } from '../../tests/support/accounts';

export const backends: Backend[] = ['pglite', 'postgres'];
const hasPostgres = await postgresAvailable();

/**
 * The service on `backend`, opened before the suite's tests (handed to `opened`, for the suite to keep) and
 * closed after them, with the suite's way of calling it (`makeCall` on the opened service). `skip`: whether the
 * suite's tests are skipped, as PostgreSQL's are where none answers (outside CI; under CI that is a failure).
 */
export function serviceForSuite<Args extends unknown[], Result>(
  backend: Backend,
  makeCall: (accounts: TestAccounts) => (...args: Args) => Result,
  opened: (accounts: TestAccounts) => void,
): { skip: boolean; call: (...args: Args) => Result } {
  const skip = backend === 'postgres' && !hasPostgres;
  let accounts: TestAccounts | undefined;
  let made: ((...args: Args) => Result) | undefined;
  beforeAll(async () => {
    if (skip) return;
    accounts = await openTestAccounts(backend);
    made = makeCall(accounts);
    opened(accounts);
  }, 60_000);
  afterAll(async () => accounts?.close());
  const call = (...args: Args): Result => {
    if (!made) throw new Error(`the service on ${backend} is not open: call it from a test`);
    return made(...args);
  };
  return { skip, call };
}
