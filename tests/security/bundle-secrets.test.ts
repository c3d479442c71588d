import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANARY, canaryValue, secretVariables, serverOnlyVariables } from '../../scripts/lib/server-env';

/**
 * Nothing server-only reaches a browser. scripts/test.sh builds with a stand-in value for every
 * credential (scripts/lib/server-env.ts); this scans what browsers download (the web app's static
 * folder, the built Studio) for those values, for any credential set in this environment, and for client
 * code that reads a server-only variable by name.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BUNDLES = [path.join(ROOT, 'web/.next/static'), path.join(ROOT, 'studio/dist')];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(js|mjs|css|html|json|map|txt)$/.test(name) ? [full] : [];
  });
}

function findings(needles: string[], pattern?: (name: string) => RegExp): string[] {
  const found: string[] = [];
  for (const file of BUNDLES.flatMap(files)) {
    const text = readFileSync(file, 'utf8');
    for (const needle of needles) {
      const hit = pattern ? pattern(needle).test(text) : text.includes(needle);
      if (hit) found.push(`${needle} in ${path.relative(ROOT, file)}`);
    }
  }
  return found;
}

describe('browser bundles', () => {
  it('exist (the scan needs a build: npm run build)', () => {
    for (const dir of BUNDLES) expect(existsSync(dir), dir).toBe(true);
    expect(BUNDLES.flatMap(files).length).toBeGreaterThan(20);
  });

  it('hold no credential value: neither the stand-ins of the test build nor any set here', () => {
    const values = secretVariables()
      .flatMap((name) => [canaryValue(name), process.env[name]])
      .filter((value): value is string => typeof value === 'string' && value.length >= 8);
    expect(values).toContain(canaryValue('ACCOUNT_TOKEN_SECRET'));
    // npm test builds with the stand-ins; in CI a build without them would make this check vacuous.
    if (process.env.CI) expect(process.env.BUILT_WITH_CANARIES).toBe('1');
    expect(findings([CANARY, ...values])).toEqual([]);
  });

  it('never read a server-only variable', () => {
    const names = serverOnlyVariables();
    expect(names).toEqual(expect.arrayContaining(['SANITY_API_READ_TOKEN', 'DATABASE_URL_US', 'CN_HOST']));
    expect(names).not.toContain('NEXT_PUBLIC_COOKIE_DOMAIN');
    expect(findings(names, (name) => new RegExp(`\\benv\\.${name}\\b|\\benv\\[["']${name}["']\\]`))).toEqual([]);
  });

  it('the scan itself finds what it looks for', () => {
    // A canary in one of the bundles' own words would be found: the search is not vacuous.
    const sample = files(BUNDLES[0] ?? '').find((file) => file.endsWith('.js')) ?? '';
    const word = /[A-Za-z_]{12,}/.exec(readFileSync(sample, 'utf8'))?.[0] ?? '';
    expect(word).not.toBe('');
    expect(findings([word]).length).toBeGreaterThan(0);
  });
});
