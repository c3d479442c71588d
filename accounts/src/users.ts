/** Accounts by address, and the facts of a request the operations need (who, from where, in which language). */
import { randomUUID } from 'node:crypto';
import type { Locale, Region } from '@showcase/schemas/regions';
import { eq } from 'drizzle-orm';
import type { AccountContext } from './context';
import { users } from './db/schema';
import { AccountError } from './errors';

export interface CallMeta {
  /** The client's address (trusted-proxy aware), or null when unknown. */
  ip: string | null;
  /** The region the call was made for (its region header, else the group's first region). */
  region: Region;
  /** The language replies and e-mails are written in. */
  locale: Locale;
}

export type User = typeof users.$inferSelect;

export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function findUser(ctx: AccountContext, email: string): Promise<User | null> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, normalEmail(email)));
  return user ?? null;
}

export async function userById(ctx: AccountContext, id: string): Promise<User> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
  // A token naming an account that is gone is as good as expired.
  if (!user) throw new AccountError('tokenExpired');
  return user;
}

/** Postgres' unique_violation, through either driver and Drizzle's wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * Creates the account, or refuses with "This email is already in use" (also when two register at once). Its
 * address is unverified: only a proof by mail verifies one (auth.ts `proveAddress`), which is also where what
 * waits for a verified address (imported orders) is attached.
 */
export async function createUser(
  ctx: AccountContext,
  meta: CallMeta,
  fields: { email: string; passwordHash: string | null },
): Promise<User> {
  const now = ctx.now();
  try {
    const [user] = await ctx.db
      .insert(users)
      .values({
        id: randomUUID(),
        email: normalEmail(fields.email),
        passwordHash: fields.passwordHash,
        emailVerifiedAt: null,
        region: meta.region,
        locale: meta.locale,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AccountError('emailInUse');
    throw error;
  }
}
