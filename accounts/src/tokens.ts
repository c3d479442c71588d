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

/**
 * The bytes of base64url text, read strictly (RFC 7515 §2: no padding), or null. Node's decoder reads both
 * alphabets, skips `=` and ignores the unused low bits of the last character, so `sig=`, `sig` with `+` for `-`
 * and `sig` with its last character off by those bits all decoded to the signed bytes and passed: only the one
 * spelling that encoding the bytes gives back is accepted.
 */
function fromB64(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

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
  const given = fromB64(parts[2] ?? '');
  if (given === null || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const body = fromB64(parts[1] ?? '');
  if (body === null) return null;
  try {
    const claims = JSON.parse(body.toString('utf8')) as AccessClaims;
    if (claims.grp !== group || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    return claims.exp * 1000 > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}

export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/**
 * The refresh token that replaces `reftoken` when it is spent: derived from it with a key of the secret, not
 * drawn at random, so a second refresh with the same token (another tab, at the same moment) can answer the
 * very token the first one issued, though only its hash is stored. Without the secret it cannot be guessed.
 */
export const nextRefreshToken = (secret: Buffer, reftoken: string) =>
  createHmac('sha256', Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'reftoken:next', 32)))
    .update(reftoken)
    .digest('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Codes are six digits: a keyed hash, so a copy of the table does not give them away by brute force. */
export const codeHash = (secret: Buffer, id: string, code: string) =>
  createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
