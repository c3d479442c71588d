/**
 * A site on a controlled clock (Debian's faketime), as the exact-flip tests run it: started a few seconds
 * before a boundary, checked on the server's own clock, and watched past it.
 */
import { type NextServer, startNext } from '../../scripts/lib/next-server';

export interface ControlledSite {
  readonly origin: string;
  /** The server's clock, from its /ssr/timestamp. */
  now: () => Promise<number>;
  /** The server clock's offset from this process's, from the quickest of several round trips, and the most that estimate can be off by. */
  offset: () => Promise<{ skew: number; error: number }>;
  /** Settles once the server's clock is past `instant`. */
  untilPast: (instant: string) => Promise<void>;
  /**
   * Starts the site a few seconds before `boundary` and runs `before`: what must be seen while the boundary is
   * still ahead. Then it checks on the server's clock that the boundary is indeed still ahead. A start and two
   * renders take about 3 s here and 6-9 s with the other core busy; when they took longer than the lead, the
   * attempt proves nothing, so the server starts again with three times the lead. The assertions never change:
   * only the time the test gives itself before the boundary grows (6, 18, 54 s).
   */
  beforeBoundary: (
    boundary: string,
    before: (attempt: number) => Promise<void>,
    env?: Record<string, string>,
  ) => Promise<void>;
  /** Starts the site on a clock set to `instant` (stopping one still running). */
  startAt: (instant: string, env?: Record<string, string>) => Promise<NextServer>;
  stop: () => Promise<void>;
}

export function controlledSite(
  port: number,
  baseEnv: Record<string, string> = {},
  options: { standalone?: boolean } = {},
): ControlledSite {
  const origin = `http://localhost:${port}`;
  let server: NextServer | undefined;
  const stop = async () => {
    await server?.stop();
    server = undefined;
  };
  const startAt = async (instant: string, env: Record<string, string> = {}) => {
    await stop();
    server = await startNext(port, { ...baseEnv, ...env }, { fakeTime: instant, standalone: options.standalone });
    return server;
  };
  const now = async () =>
    ((await (await fetch(`${origin}/ssr/timestamp`)).json()) as { data: { timestamp: number } }).data.timestamp;
  return {
    origin,
    now,
    startAt,
    stop,
    offset: async () => {
      let best = { skew: 0, error: Number.POSITIVE_INFINITY };
      for (let i = 0; i < 7; i++) {
        const sent = Date.now();
        const timestamp = await now();
        const received = Date.now();
        const error = (received - sent) / 2;
        if (error < best.error) best = { skew: timestamp - (sent + received) / 2, error };
      }
      return best;
    },
    untilPast: async (instant) => {
      while ((await now()) < Date.parse(instant) + 50) await new Promise((r) => setTimeout(r, 100));
    },
    beforeBoundary: async (boundary, before, env = {}) => {
      const at = Date.parse(boundary);
      for (const [attempt, lead] of [6_000, 18_000, 54_000].entries()) {
        await startAt(new Date(at - lead).toISOString(), env);
        const failure = await before(attempt).then(
          () => null,
          (error: unknown) => error ?? new Error('failed'),
        );
        if ((await now()) < at) {
          if (failure) throw failure;
          return;
        }
        console.log(`controlled clock: ${lead / 1000} s before ${boundary} was too short here; starting again`);
        await stop();
      }
      throw new Error(`${boundary} passed before the state before it could be seen, even 54 s ahead`);
    },
  };
}
