/**
 * One account context per region group per process, opened on first use (never during `next build`), kept on
 * globalThis because Next may load this module twice in one server (NODE20.md). A failed open is forgotten,
 * so the next call retries: the service recovers without a restart once its database is back.
 */
import path from 'node:path';
import type { RegionGroup } from '@showcase/schemas/regions';
import { accountConfig, dataRoot } from './config';
import type { AccountContext } from './context';
import { type AccountDatabase, openDatabase } from './db/open';
import { createMailer } from './mail/mailer';
import type { ThrottleStore } from './throttle';
import { databaseThrottles } from './throttle-db';
import { closeThrottleRedis, redisThrottles, throttleRedis } from './throttle-redis';

interface Registry {
  open: Map<RegionGroup, Promise<{ context: AccountContext; database: AccountDatabase }>>;
}

const KEY = Symbol.for('roboshift.accounts.registry');
const shared = globalThis as Record<symbol, Registry | undefined>;
const registry: Registry = shared[KEY] ?? { open: new Map() };
shared[KEY] = registry;

export function databaseLocation(group: RegionGroup, env = process.env) {
  const url = env[`DATABASE_URL_${group.toUpperCase()}`];
  return url ? { url } : { dir: path.join(dataRoot(env), 'accounts', group) };
}

/** Redis when THROTTLE_REDIS_URL is set (keys under THROTTLE_REDIS_PREFIX, default "throttle"), else the database. */
export function throttleStore(group: RegionGroup, database: AccountDatabase, env = process.env): ThrottleStore {
  const url = env.THROTTLE_REDIS_URL;
  if (!url) return databaseThrottles(database.db);
  return redisThrottles(throttleRedis(url), `${env.THROTTLE_REDIS_PREFIX ?? 'throttle'}:${group}:`);
}

export function accountContext(group: RegionGroup): Promise<AccountContext> {
  let opening = registry.open.get(group);
  if (!opening) {
    opening = (async () => {
      if (process.env.NEXT_PHASE === 'phase-production-build')
        throw new Error('The account database is not opened while the site is being built.');
      const config = accountConfig();
      const database = await openDatabase(databaseLocation(group));
      const context: AccountContext = {
        group,
        db: database.db,
        throttles: throttleStore(group, database),
        mailer: createMailer(process.env, config.mailFrom),
        config,
        now: () => new Date(),
      };
      return { context, database };
    })();
    registry.open.set(group, opening);
    opening.catch(() => registry.open.delete(group));
  }
  return opening.then((o) => o.context);
}

/** Closes every open database (on SIGTERM/SIGINT: PGlite must be closed to keep what it committed). */
export async function closeAccountDatabases() {
  const open = [...registry.open.values()];
  registry.open.clear();
  await Promise.allSettled([...open.map(async (o) => (await o).database.close()), closeThrottleRedis()]);
}
