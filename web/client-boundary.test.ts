import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The line between server and browser: no module a client component loads, statically or
 * lazily, is a server module: one marked `server-only`, one using Node's built-ins, or one of the account
 * service's or the content layer's own modules. Types cross freely (`import type` is erased); the few
 * modules both sides share are named below, each for a reason. Next refuses `server-only` in a client bundle
 * at build time already; this also catches a server module that forgot the mark.
 */
const WEB = import.meta.dirname;
const ROOT = path.dirname(WEB);
/**
 * Server folders: the account service and the app's mount of it, the content layer, the caches and the Redis
 * clients; and the settings module, which reads the server's environment (the browser gets
 * lib/routing/public-settings.ts).
 */
const SERVER_FOLDERS = [
  'accounts/',
  'web/lib/account-service/',
  'web/lib/content/',
  'web/cache/',
  'web/lib/redis/',
  'schemas/src/settings.ts',
];
/** Shared on purpose: the account service's field rules (form and route check alike) and the image address
 * format (the picture component). */
const SHARED = new Set(['accounts/src/rules.ts', 'web/lib/content/image-size.ts']);
/** The account service's modules by the names the app imports them under (`@showcase/accounts/rules`). */
const ACCOUNTS = '@showcase/accounts/';
const { exports: ACCOUNT_EXPORTS } = JSON.parse(readFileSync(path.join(ROOT, 'accounts', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * Value imports (static, re-exports and, unless `lazy` is false, `import()`), without `import type` and
 * type-only specifier lists.
 */
function imports(text: string, { lazy = true } = {}): string[] {
  const found: string[] = [];
  for (const [, clause, from] of text.matchAll(/^\s*(?:import|export)\s+([^'";]*?)\s*from\s+['"]([^'"]+)['"]/gm)) {
    if (/^type\s/.test(clause ?? '')) continue;
    const names = /^\{([^}]*)\}$/.exec(clause?.trim() ?? '')?.[1];
    if (names?.split(',').every((name) => !name.trim() || name.trim().startsWith('type '))) continue;
    found.push(from as string);
  }
  for (const [, from] of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(from as string);
  if (lazy) for (const [, from] of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(from as string);
  return found;
}

function resolve(from: string, specifier: string): string | null {
  const exported = specifier.startsWith(ACCOUNTS) ? ACCOUNT_EXPORTS[`./${specifier.slice(ACCOUNTS.length)}`] : null;
  const base = exported
    ? path.join(ROOT, 'accounts', exported)
    : specifier.startsWith('@/')
      ? path.join(WEB, specifier.slice(2))
      : specifier.startsWith('@showcase/schemas/')
        ? path.join(ROOT, 'schemas', 'src', specifier.slice('@showcase/schemas/'.length))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(from), specifier)
          : null;
  if (!base) return null;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => existsSync(file) && statSync(file).isFile());
  return found ?? null;
}

interface Loaded {
  relative: string;
  via: string;
  text: string;
}

/** Every module client components load (lazily too, unless `lazy` is false), with the one that led to it. */
function loadedByClients({ lazy }: { lazy: boolean }): Loaded[] {
  const clients = sources(WEB).filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
  expect(clients.length).toBeGreaterThan(20);
  const loaded: Loaded[] = [];
  const seen = new Set<string>();
  const visit = (file: string, via: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    // A module of server actions reaches the browser as references to its functions: none of its code is loaded.
    if (/^\s*['"]use server['"]/.test(text)) return;
    loaded.push({ relative: path.relative(ROOT, file), via, text });
    for (const specifier of imports(text, { lazy })) {
      const next = resolve(file, specifier);
      if (next) visit(next, path.relative(ROOT, file));
    }
  };
  for (const client of clients) visit(client, path.relative(ROOT, client));
  return loaded;
}

describe('the line between server and browser', () => {
  it('leaves every server module out of what client components load', () => {
    const crossings: string[] = [];
    for (const { relative, via, text } of loadedByClients({ lazy: true })) {
      if (!SHARED.has(relative) && SERVER_FOLDERS.some((folder) => relative.startsWith(folder)))
        crossings.push(`${via} → ${relative}`);
      for (const specifier of imports(text))
        if (specifier === 'server-only' || specifier.startsWith('node:'))
          crossings.push(`${via} → ${relative} imports ${specifier}`);
    }
    expect(crossings).toEqual([]);
  });

  it('keeps the ICU compiler out of what client components load first', () => {
    // Texts reach the browser compiled (lib/i18n/catalog.ts compiles on the server); the compiler's parser is
    // for the API client's rare fallback toast only, fetched when it is shown.
    const compilers = loadedByClients({ lazy: false }).flatMap(({ relative, via, text }) =>
      imports(text, { lazy: false }).includes('icu-minify/compile') ? [`${via} → ${relative}`] : [],
    );
    expect(compilers).toEqual([]);
  });

  it('notices a crossing', () => {
    expect(imports("import { accountContext } from '@showcase/accounts/registry';")).toEqual([
      '@showcase/accounts/registry',
    ]);
    expect(imports("import type { Profile } from '@showcase/accounts/profile';")).toEqual([]);
    expect(imports("import { type Profile } from '@showcase/accounts/profile';")).toEqual([]);
    expect(imports("const m = await import('@showcase/accounts/registry');")).toEqual(['@showcase/accounts/registry']);
    expect(imports("const m = await import('icu-minify/compile');", { lazy: false })).toEqual([]);
  });
});
