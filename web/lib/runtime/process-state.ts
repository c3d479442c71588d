/**
 * State that must exist once per server process: a database instance, a connection pool, a flag. Next may
 * evaluate one module several times in a server (each route's bundle and the instrumentation carry their own copy), and a
 * module-level value would then be one per copy (two PGlite instances on one folder lose rows), so it lives on
 * globalThis under a registered symbol, created by whichever copy asks first.
 */
export function processState<T extends object>(name: string, create: () => T): T {
  const key = Symbol.for(`showcase.${name}`);
  const shared = globalThis as Record<symbol, unknown>;
  shared[key] ??= create();
  return shared[key] as T;
}
