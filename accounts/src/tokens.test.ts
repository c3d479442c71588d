import { describe, expect, it } from 'vitest';
import { type AccessClaims, signAccessToken, verifyAccessToken } from './tokens';

const secret = Buffer.alloc(32, 7);
const now = new Date('2026-01-01T00:00:00Z');
const claims: AccessClaims = { sub: 'user-1', sid: 'session-1', grp: 'us', exp: now.getTime() / 1000 + 900 };
const token = signAccessToken(secret, claims);
const [header = '', payload = '', signature = ''] = token.split('.');

/** The base64url alphabet in order: a character's index is the six bits it stands for. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/**
 * The same bytes, spelled otherwise: 32 bytes take 43 characters, whose last holds 2 bits that decoders ignore
 * (RFC 4648 §3.5), so flipping them decodes to the same signature.
 */
const nonCanonical = (text: string) => {
  const last = ALPHABET.indexOf(text.at(-1) ?? 'A');
  return `${text.slice(0, -1)}${ALPHABET[last ^ 1]}`;
};

describe('access tokens are read strictly', () => {
  it('accept the token as signed', () => {
    expect(verifyAccessToken(secret, 'us', token, now)).toEqual(claims);
  });

  it('refuse any other spelling of its signature or claims: padding, +, /, a non-canonical last character', () => {
    expect(signature).toHaveLength(43);
    // This signature holds both - and _, so the standard alphabet spells it with + and /.
    expect(signature).toMatch(/-/);
    expect(signature).toMatch(/_/);
    const spellings = {
      'padded signature': `${header}.${payload}.${signature}=`,
      'twice padded signature': `${header}.${payload}.${signature}==`,
      'standard alphabet (+ and /)': `${header}.${payload}.${signature.replaceAll('-', '+').replaceAll('_', '/')}`,
      'non-canonical last character': `${header}.${payload}.${nonCanonical(signature)}`,
    };
    for (const [what, spelled] of Object.entries(spellings)) {
      // A lenient decoder reads each as the signed bytes: that is how they passed.
      expect(Buffer.from(spelled.split('.')[2] ?? '', 'base64url'), what).toEqual(Buffer.from(signature, 'base64url'));
      expect(verifyAccessToken(secret, 'us', spelled, now), what).toBeNull();
    }
  });

  it('refuse them as any other invalid token: no claims, whatever the spelling', () => {
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(verifyAccessToken(secret, 'us', forged, now)).toBeNull();
    expect(verifyAccessToken(secret, 'us', `${token}=`, now)).toBe(verifyAccessToken(secret, 'us', forged, now));
  });
});
