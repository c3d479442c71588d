/** References shown to visitors for what they submitted (registrations, returns, wholesale applications). */

/** Crockford's base32: no I, L, O or U, so a reference read aloud or retyped is unambiguous. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** PREFIX-XXXXXXXX: the first 10 hex digits of a v4 UUID are random, 40 bits, exactly 8 base32 characters. */
export function newReference(prefix: string): string {
  let bits = Number.parseInt(crypto.randomUUID().replace(/-/g, '').slice(0, 10), 16);
  let code = '';
  for (let i = 0; i < 8; i++) {
    code = BASE32.charAt(bits % 32) + code;
    bits = Math.floor(bits / 32);
  }
  return `${prefix}-${code}`;
}
