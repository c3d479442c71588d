/**
 * State that must exist once per server process: a database instance, a connection pool, a flag. Next may
 * evaluate one module several times in a server (each route's bundle and the instrumentation carry their own copy), and a
 * module-level value would then be one per copy (two PGlite instances on one folder lose rows), so it lives on
 * globalThis under a registered symbol, created by whichever copy asks first.
 */

/** Every slot of process-wide state, and what it holds: the one list of them. */
const SLOTS = {
  'front-cache': 'the front cache: its copies and the windows the page cache vouched for',
  'request-start': 'the work every request does before Next, installed once',
  'request-scope': 'the request id of the running request (an AsyncLocalStorage)',
  'telemetry-instruments': 'OpenTelemetry metric instruments',
  'telemetry-shutdowns': 'what flushes telemetry at shutdown',
  'content-outage': 'since when the content backend has not answered',
  'embedded-dataset': 'the embedded dataset, parsed once per file',
  'webhook-signatures': 'publish webhook signatures already taken, where no Redis holds them',
  'accounts.registry': 'the account service’s open databases',
  'redis.throttle': 'the account throttles’ Redis clients, one per URL',
  'redis.stage-boundaries': 'the shared stage boundaries’ Redis clients, one per URL',
  'redis.webhook-signatures': 'the publish webhook ledger’s Redis clients, one per URL',
} as const;

export type ProcessSlot = keyof typeof SLOTS;

export function processState<T extends object>(name: ProcessSlot, create: () => T): T {
  const key = Symbol.for(`showcase.${name}`);
  const shared = globalThis as Record<symbol, unknown>;
  shared[key] ??= create();
  return shared[key] as T;
}
