/**
 * The account service as this app mounts it: handed the site's words, the process's state and the app's Redis
 * clients (accounts/src/ports.ts). Everything in the app that calls the service takes it from here.
 */
import type { AccountPorts } from '@showcase/accounts/ports';
import { createAccountService } from '@showcase/accounts/registry';
import { closeRedisClients, redisClient } from '../redis/client';
import { REDIS_CONNECT_MS } from '../redis/options';
import { processState } from '../runtime/process-state';
import { accountTelemetry } from './telemetry';
import { accountWords } from './words';

/** The throttles' clients: calls fail at once while Redis is away (an answer, not a queue). */
export const throttleRedis: AccountPorts['throttleRedis'] = {
  client: (url) => redisClient('throttle', url, { label: 'accounts: the throttle Redis', failWhileAway: true }),
  close: () => closeRedisClients('throttle'),
  connectMs: REDIS_CONNECT_MS,
};

export const { accountContext, closeAccountDatabases, openAtStart, accountReadiness } = createAccountService({
  words: accountWords,
  processState,
  throttleRedis,
  telemetry: accountTelemetry,
});
