import { createConnection, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type NextServer, startNext } from '../../scripts/lib/next-server';
import { accountCall } from '../support/account-api';
import { freshPostgres, POSTGRES_URL } from '../support/accounts';

/**
 * The account database becomes unavailable under a running server, first refusing connections
 * and then swallowing them (a network partition). Every call answers the wrapper (5030, HTTP 503) within the
 * service's 15 s call timeout, the server stays up, and calls succeed again as soon as the database is back.
 * The database is reached through a TCP relay this test controls: the shared PostgreSQL is never touched.
 */
const port = Number(process.env.FAULTS_DB_PORT ?? 3218);
const origin = `http://localhost:${port}`;
const CALL_TIMEOUT_MS = 15_000;

/** A relay to PostgreSQL that can refuse, swallow (accept and never answer) or pass connections. */
class Relay {
  mode: 'pass' | 'swallow' = 'pass';
  private sockets = new Set<Socket>();
  private server: Server | null = null;
  port = 0;

  constructor(private target: URL) {}

  async up(): Promise<void> {
    this.server = createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => {});
      if (this.mode === 'swallow') return;
      const upstream = createConnection(Number(this.target.port || 5432), this.target.hostname);
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Connections refused, and every open one cut. */
  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

let server: NextServer;
let relay: Relay;
let database: Awaited<ReturnType<typeof freshPostgres>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  database = await freshPostgres();
  relay = new Relay(new URL(POSTGRES_URL));
  await relay.up();
  const url = new URL(database.url);
  url.port = String(relay.port);
  server = await startNext(port, {
    DATABASE_URL_US: url.toString(),
    ACCOUNT_REQUESTS_PER_MINUTE: '100000',
    ACCOUNT_GUESSES_PER_HOUR: '100000',
    ACCOUNT_DATA_DIR: path.resolve('test-results', `faults-db-${Date.now()}`),
  });
});

test.afterAll(async () => {
  await server?.stop();
  await relay?.down();
  await database?.drop();
});

const call = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  accountCall(origin, path, body, headers);

const email = `db-fault-${Date.now()}@example.com`;
const password = 'Robots4ever!x';

/** One call of each kind: reads, writes, a password check, a token check. */
function everyKind(tokens: { apptoken: string; reftoken: string; user_id: string }) {
  return [
    () => call('subscribe/create', { email: `s-${Date.now()}-${Math.random()}@example.com` }),
    () => call('login/pwd', { email, password }),
    () => call('register/pwd', { email: `r-${Date.now()}@example.com`, password }),
    () => call('profile/new', undefined, { apptoken: tokens.apptoken }),
    () => call(`sign_in/refresh?user_id=${tokens.user_id}`, undefined, { reftoken: tokens.reftoken }),
    () => call('mail/send', { email, purpose: 'login' }),
  ];
}

test('refused, then swallowed: every call answers 5030 within its timeout; then everything works again', async () => {
  test.setTimeout(120_000);
  expect((await call('register/pwd', { email, password })).code).toBe(2000);
  const login = await call('login/pwd', { email, password });
  expect(login.code).toBe(2000);
  const tokens = login.data as { apptoken: string; reftoken: string; user_id: string };

  for (const mode of ['refused', 'swallowed'] as const) {
    await relay.down();
    if (mode === 'swallowed') {
      relay.mode = 'swallow';
      await relay.up();
    }
    const replies = await Promise.all(everyKind(tokens).map((run) => run()));
    for (const reply of replies) {
      expect(reply, mode).toMatchObject({ code: 5030, status: 503, data: null });
      expect(reply.msg).toMatch(/temporarily unavailable/i);
      expect(reply.ms, mode).toBeLessThan(CALL_TIMEOUT_MS + 2_000);
    }
    // Pages do not need the account database.
    expect((await fetch(`${origin}/us`)).status).toBe(200);
  }

  await relay.down();
  relay.mode = 'pass';
  await relay.up();
  await expect.poll(async () => (await call('login/pwd', { email, password })).code, { timeout: 20_000 }).toBe(2000);
  const fresh = await call('login/pwd', { email, password });
  const { user_id: userId, reftoken } = fresh.data as { user_id: string; reftoken: string };
  const refreshed = await call(`sign_in/refresh?user_id=${userId}`, undefined, { reftoken });
  expect(refreshed.code).toBe(2000);
  expect((await call('subscribe/create', { email: `after-${Date.now()}@example.com` })).code).toBe(2000);
});
