/**
 * Which configuration variables must never reach a browser, read from .env.example so a variable added
 * there is covered without touching this file. `npx tsx scripts/lib/server-env.ts --canaries` prints
 * NAME=value pairs that scripts/test.sh builds with; the bundle scan then looks for those values.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { THIRD_PARTY_SCRIPT_VARS } from '../../web/security/csp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Meant for the browser: public build-time values, the third-party scripts' URLs and origins, the reCAPTCHA site
 * key, the Studio's origin (which a preview's overlays link to).
 */
const PUBLIC_NAMES = new Set([
  ...THIRD_PARTY_SCRIPT_VARS,
  'STUDIO_ORIGIN',
  'RECAPTCHA_SITE_KEY',
  'PRECONNECT_ORIGINS',
  'CSP_EXTRA_ORIGINS',
]);
const isPublic = (name: string) => /^(NEXT_PUBLIC_|SANITY_STUDIO_)/.test(name) || PUBLIC_NAMES.has(name);
/**
 * Credentials among the server's variables: building with a stand-in value for these changes nothing else.
 * (ISR_CACHE_REDIS_URL may hold a password too, but it changes the build's cache handler; the name scan
 * covers it.)
 */
const SECRET = /(SECRET|TOKEN|PASSWORD|^DATABASE_URL_\w+|^SMTP_URL|^TEST_POSTGRES_URL|^THROTTLE_REDIS_URL)$/;

export const CANARY = 'canary-6e1f0b';

export function envExampleVariables(): string[] {
  const text = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  return [...new Set([...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1] ?? ''))].filter(Boolean);
}

export const serverOnlyVariables = () => envExampleVariables().filter((name) => !isPublic(name));
export const secretVariables = () => serverOnlyVariables().filter((name) => SECRET.test(name));
/**
 * A stand-in value shaped as the server's settings accept it (schemas/src/settings.ts checks them at build and
 * start): an address where an address is asked for, a secret as long as one must be.
 */
export function canaryValue(name: string): string {
  const canary = `${CANARY}-${name.toLowerCase()}`;
  if (/^DATABASE_URL_|POSTGRES_URL$/.test(name)) return `postgres://${canary}@localhost/${canary}`;
  if (name === 'SMTP_URL') return `smtp://${canary}@localhost`;
  if (name.endsWith('REDIS_URL')) return `redis://${canary}@localhost`;
  return canary.padEnd(64, '0');
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--canaries')) {
  console.log(
    secretVariables()
      .map((name) => `${name}=${canaryValue(name)}`)
      .join('\n'),
  );
}
