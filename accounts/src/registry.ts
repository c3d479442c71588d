/**
 * The service as the app opens it (`createAccountService`, handed its ports): one account context per region
 * group per process, opened on first use (never during `next build`). A failed open is forgotten, so the next
 * call retries: the service recovers without a restart once its database is back.
 */
import path from 'node:path';
import { REGION_GROUPS, type RegionGroup } from '@showcase/schemas/regions';
import { settings } from '@showcase/schemas/settings';
import { settled } from './after-answer';
import { accountConfig, dataRoot, type Env } from './config';
import type { AccountContext } from './context';
import { moveEarlierFolder } from './db/move-folder';
import { type AccountDatabase, type DatabaseLocation, migrationsFolder, openDatabase } from './db/open';
import type { OpenFolders } from './db/pglite';
import { createMailer } from './mail/mailer';
import { deliverDue } from './mail/queue';
import type { AccountPorts } from './ports';
import { databaseThrottles } from './throttle-db';
import { redisThrottles } from './throttle-redis';
import type { ThrottleStore } from './throttle-store';

interface Registry {
  open: Map<RegionGroup, Promise<{ context: AccountContext; database: AccountDatabase }>>;
  /** Groups whose database has finished opening (the promise above has resolved). */
  ready: Set<RegionGroup>;
  /** The embedded database's open folders (db/pglite.ts). */
  folders: OpenFolders;
}

/** How often each open group looks for mail due again (failed tries wait 5 s, doubling to 10 min). */
const MAIL_RETRY_MS = 15_000;

/** The group's PostgreSQL database, else its schema of the embedded database shared by every group. */
export function databaseLocation(group: RegionGroup, env: Env = settings()): DatabaseLocation {
  const url = env[`DATABASE_URL_${group.toUpperCase() as Uppercase<RegionGroup>}`];
  return url ? { url } : { dir: path.join(dataRoot(env), 'accounts', 'embedded'), schema: group };
}

/** Where releases before the shared embedded database kept a group's own PGlite folder. */
export const earlierFolder = (group: RegionGroup, env: Env = settings()) => path.join(dataRoot(env), 'accounts', group);

/** Redis when THROTTLE_REDIS_URL is set (keys under THROTTLE_REDIS_PREFIX, default "throttle"), else the database. */
export function throttleStore(
  group: RegionGroup,
  database: AccountDatabase,
  redis: AccountPorts['throttleRedis'],
  env: Env = settings(),
): ThrottleStore {
  const url = env.THROTTLE_REDIS_URL;
  if (!url) return databaseThrottles(database.db);
  return redisThrottles(redis.client(url), `${env.THROTTLE_REDIS_PREFIX}:${group}:`, redis.connectMs);
}

/** The group whose schema keeps, on the embedded database, the counts every group shares. */
const HOME_GROUP: RegionGroup = 'us';

/**
 * Where the counts that hold for every group are kept (the mails one address is sent: throttle.ts `claimMail`):
 * with THROTTLE_REDIS_URL, its Redis under a prefix no group has (`<prefix>:all:`); else, where the group is in
 * the embedded database with the us group (one PGlite, one process: pglite.ts), the us schema's throttles, opened
 * when first asked for; else (a PostgreSQL database of its own and no Redis) none: the group counts its own.
 */
export function sharedThrottleStore(
  group: RegionGroup,
  own: ThrottleStore,
  redis: AccountPorts['throttleRedis'],
  home: () => Promise<ThrottleStore>,
  env: Env = settings(),
): ThrottleStore | undefined {
  const url = env.THROTTLE_REDIS_URL;
  if (url) return redisThrottles(redis.client(url), `${env.THROTTLE_REDIS_PREFIX}:all:`, redis.connectMs);
  const folder = (location: DatabaseLocation) =>
    typeof location === 'object' && 'dir' in location ? location.dir : null;
  const here = folder(databaseLocation(group, env));
  if (here === null || here !== folder(databaseLocation(HOME_GROUP, env))) return undefined;
  if (group === HOME_GROUP) return own;
  return {
    blockedUntil: async (key) => (await home()).blockedUntil(key),
    hit: async (key, limit, now) => (await home()).hit(key, limit, now),
    clear: async (key) => (await home()).clear(key),
    claim: async (key, seconds, now) => (await home()).claim(key, seconds, now),
  };
}

/**
 * The groups opened when the server starts: PostgreSQL ones by default (cheap, and a wrong DATABASE_URL shows
 * in the log at boot), every group with ACCOUNT_WARM_START=1, none with 0. PGlite groups wait for their first
 * call by default, since the embedded database holds about 200 MB once open (docs/OPERATIONS.md).
 */
export function groupsOpenedAtStart(env: Env = settings()): RegionGroup[] {
  const warm = env.ACCOUNT_WARM_START;
  if (warm === false) return [];
  return REGION_GROUPS.filter((group) => {
    const location = databaseLocation(group, env);
    return warm === true || (location !== 'memory' && 'url' in location);
  });
}

export type GroupState = 'open' | 'opening' | 'on first call';

/**
 * The service's calls on its ports: several copies of this module (Next loads one per route bundle) share one
 * registry, since it lives on the process's state.
 */
export function createAccountService(ports: AccountPorts) {
  const registry = ports.processState(
    'accounts.registry',
    (): Registry => ({ open: new Map(), ready: new Set(), folders: new Map() }),
  );

  function accountContext(group: RegionGroup): Promise<AccountContext> {
    let opening = registry.open.get(group);
    if (!opening) {
      opening = (async () => {
        if (settings().NEXT_PHASE === 'phase-production-build')
          throw new Error('The account database is not opened while the site is being built.');
        const config = accountConfig();
        const location = databaseLocation(group);
        const database = await openDatabase(location, migrationsFolder(), registry.folders, ports.telemetry.log);
        if (database.kind === 'pglite')
          await moveEarlierFolder(database, earlierFolder(group), migrationsFolder(), {
            folders: registry.folders,
            log: ports.telemetry.log.info,
          }).catch(async (error) => {
            await database.close();
            throw error;
          });
        const throttles = throttleStore(group, database, ports.throttleRedis);
        const shared = sharedThrottleStore(
          group,
          throttles,
          ports.throttleRedis,
          async () => (await accountContext(HOME_GROUP)).throttles,
        );
        const context: AccountContext = {
          group,
          db: database.db,
          throttles,
          ...(shared ? { sharedThrottles: shared } : {}),
          mailer: createMailer(settings(), config.mailFrom),
          words: ports.words,
          telemetry: ports.telemetry,
          config,
          now: () => new Date(),
        };
        // Mail whose first try failed (an SMTP outage) goes out once the mail server is back, without a new call.
        const retries = setInterval(() => {
          deliverDue(context).catch((error) =>
            ports.telemetry.log.error(`mail: the ${group} queue could not be read`, error),
          );
        }, MAIL_RETRY_MS);
        retries.unref();
        const close = () => {
          clearInterval(retries);
          return database.close();
        };
        return { context, database: { ...database, close } };
      })();
      registry.open.set(group, opening);
      opening.then(
        () => registry.ready.add(group),
        () => registry.open.delete(group),
      );
    }
    return opening.then((o) => o.context);
  }

  /** Closes every open database (on SIGTERM/SIGINT: PGlite must be closed to keep what it committed). */
  async function closeAccountDatabases() {
    // What calls left running after their answers (after-answer.ts: mail) ends before its database.
    await settled();
    const open = [...registry.open.values()];
    registry.open.clear();
    registry.ready.clear();
    await Promise.allSettled([...open.map(async (o) => (await o).database.close()), ports.throttleRedis.close()]);
  }

  /** Starts opening those groups; a failure is logged and the group's first call retries. */
  function openAtStart(env: Env = settings()) {
    for (const group of groupsOpenedAtStart(env))
      accountContext(group).catch((error: Error) =>
        ports.telemetry.log.error(
          `accounts: the ${group} database did not open at start (${error.message}); calls will retry`,
        ),
      );
  }

  /**
   * Whether the account service can answer without first opening a database: every group set to open at start
   * is open. A new PGlite folder takes seconds to initialise, so a server that says "ready" earlier would make
   * its first shoppers (or a load balancer's first requests) wait for it. Worked out from the configuration,
   * not from what has started opening, so it cannot say "ready" before the start-up work has even begun.
   */
  function accountReadiness(env: Env = settings()): { ready: boolean; groups: Record<RegionGroup, GroupState> } {
    const atStart = groupsOpenedAtStart(env);
    const state = (group: RegionGroup): GroupState => {
      if (registry.ready.has(group)) return 'open';
      return registry.open.has(group) || atStart.includes(group) ? 'opening' : 'on first call';
    };
    const groups = Object.fromEntries(REGION_GROUPS.map((group) => [group, state(group)]));
    return {
      ready: atStart.every((group) => registry.ready.has(group)),
      groups: groups as Record<RegionGroup, GroupState>,
    };
  }

  return { accountContext, closeAccountDatabases, openAtStart, accountReadiness };
}

export type AccountService = ReturnType<typeof createAccountService>;
