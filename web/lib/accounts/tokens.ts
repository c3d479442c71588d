/**
 * Access tokens (apptoken): compact HS256 JWTs, 15 minutes, signed with a key derived per region group,
 * so a token of one group cannot even be verified by another. Refresh tokens (reftoken): 32 random bytes,
 * opaque, stored only as SHA-256.
 */
import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { RegionGroup } from '@showcase/schemas/regions';

export interface AccessClaims {
  /** The user id. */
  sub: string;
  /** The session (refresh family) the token belongs to. */
  sid: string;
  grp: RegionGroup;
  exp: number;
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const groupKey = (secret: Buffer, group: RegionGroup) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `apptoken:${group}`, 32));

export function signAccessToken(secret: Buffer, claims: AccessClaims): string {
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return `${body}.${createHmac('sha256', groupKey(secret, claims.grp)).update(body).digest('base64url')}`;
}

/** The claims of a valid, unexpired token of this group, else null. */
export function verifyAccessToken(secret: Buffer, group: RegionGroup, token: string, now: Date): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', groupKey(secret, group)).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2] ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as AccessClaims;
    if (claims.grp !== group || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    return claims.exp * 1000 > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}

export const newOpaqueToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Codes are six digits: a keyed hash, so a copy of the table does not give them away by brute force. */
export const codeHash = (secret: Buffer, id: string, code: string) =>
  createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
