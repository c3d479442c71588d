/**
 * What a throttle counts with (a limit) and where it counts (a store): the database's (`throttle-db.ts`) or
 * Redis's (`throttle-redis.ts`). Apart from the rules (`throttle.ts`), so that the context that carries a store
 * (`context.ts`) and the rules that read it do not import each other.
 */
export interface Limit {
  limit: number;
  windowSeconds: number;
  blockSeconds: number;
}

export interface ThrottleStore {
  /** When the key's block ends (ms since the epoch), 0 when it is not blocked. */
  blockedUntil(key: string): Promise<number>;
  /** Counts one hit at `now`; answers when the key's block ends afterwards (0: not blocked). */
  hit(key: string, limit: Limit, now: Date): Promise<number>;
  clear(key: string): Promise<void>;
  /** Takes the key for `seconds` unless it is taken: of two concurrent claims one wins. */
  claim(key: string, seconds: number, now: Date): Promise<boolean>;
}
