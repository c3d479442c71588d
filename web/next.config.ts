import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cnHost } from '@showcase/schemas/hosts';
import { API_BASES, DEFAULT_REGION, OWN_HOST_REGION, REGIONS, regionPath } from '@showcase/schemas/regions';
import type { NextConfig } from 'next';
import { keepStoredPagesPlain } from './cache/stored-page';
import { embeddedDatasetDir } from './lib/content/config';
import { installOutageStatus } from './lib/content/outage-status';
import { NOT_A_PAGE_POLICY, SECURITY_HEADERS } from './security/headers';
import { installRenderedHead } from './security/rendered-head';

/**
 * cn is served unprefixed on its own host (SPEC §2.1). The host is matched by Next's own routing
 * (rewrites with a `has` host condition), so main-host requests pay for no proxy at all; only the
 * bare "/" goes through proxy.ts (Next serves its prerendered 404 for a config rewrite of "/"), and so does
 * "/cn…" on the main host, which goes to cn's origin (proxy.ts: that origin may follow the server's port).
 * CN_HOST is read when the app is built.
 */
const CN_HOST = cnHost();
// Next reads a `has` value as a regular expression of the whole host name: escaped, so that it names cn's host
// alone, as isCnHost does (the page cache keys on that: cache/request-guard.ts). Unescaped, its dots matched any
// character, and `cnXlocalhost` was served cn's pages while counted as the main host.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const onCnHost = [{ type: 'host' as const, value: escapeRegExp(CN_HOST) }];

/**
 * First segments that are the app's own, never a page: Next's assets, the browser's icon, and the app folder's
 * top-level routes (media, the API bases, ssr, dev, robots.txt, the icon file...), read from the folder when
 * the build computes the redirects and rewrites, so a route added there is neither sent to /us nor to cn.
 */
function appSegments(): string[] {
  const app = path.join(process.cwd(), 'app');
  const routes = existsSync(app)
    ? readdirSync(app, { withFileTypes: true }).flatMap((entry) => {
        if (entry.isDirectory()) return /^[a-z0-9.-]+$/.test(entry.name) ? [entry.name] : [];
        return /^(icon|apple-icon|favicon)\./.test(entry.name) ? [entry.name.split('.')[0] ?? ''] : [];
      })
    : [];
  return [...new Set(['_next', 'favicon', ...routes])];
}

/** As a regular expression: one of `segments`, a whole first segment (or the stem of a file's name). */
const oneOf = (segments: readonly string[]) => `(?:${segments.map(escapeRegExp).join('|')})(?:/|$|\\.)`;

/**
 * Redirect pages of the embedded content (new-release → mini-robot), answered by Next's router
 * without a render: a redirect rendered on demand comes back with its Location header twice. Pages
 * that gain a redirect after the build still redirect from the page itself.
 */
function contentRedirects() {
  const file = path.join(embeddedDatasetDir(), 'data.ndjson');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"redirectTo"'))
    .map((line) => JSON.parse(line) as { _type?: string; region?: string; path?: string; redirectTo?: string })
    .filter((page) => page._type === 'page' && page.region && page.path && page.redirectTo)
    .map((page) =>
      page.region === OWN_HOST_REGION
        ? { source: `/${page.path}`, has: onCnHost, destination: `/${page.redirectTo}`, permanent: false }
        : {
            source: `/${page.region}/${page.path}`,
            missing: onCnHost,
            destination: `/${page.region}/${page.redirectTo}`,
            permanent: false,
          },
    );
}

/**
 * Security headers on everything config routes answer (security/headers.ts has the list and puts it on Next's
 * own answers too). A page brings its own Content-Security-Policy: a cached page the one stored with it, its
 * scripts named by hash (security/csp.ts), a page rendered for one request one with that request's nonce
 * (security/rendered-head.ts); docs/ARCHITECTURE.md, "Security headers". Only responses that are never pages get a
 * fixed one here, since a second policy header would be enforced alongside the page's own.
 */
const NOT_A_PAGE = [{ key: 'Content-Security-Policy', value: NOT_A_PAGE_POLICY }];

// `next start` evaluates this file before it handles a request; instrumentation may run only once the first
// requests began, and a request that arrived before the hook would miss its policy and an outage's 503, or
// reach a page with its query.
installRenderedHead();
installOutageStatus();
keepStoredPagesPlain();

const config: NextConfig = {
  reactStrictMode: true,
  // A deployable server in .next/standalone (docs/OPERATIONS.md); `next start` serves the same build too.
  output: 'standalone',
  // Pages are cached per stage signature so a schedule boundary is never served stale (docs/ARCHITECTURE.md,
  // "Time: one clock, exact flips"). Next imports the handler at run time, outside its bundler: cache/build.ts
  // bundles it from cache/stage-cache-handler.ts before `next build`.
  cacheHandler: path.join(process.cwd(), 'cache', 'dist', 'stage-cache-handler.mjs'),
  poweredByHeader: false,
  // The dev server logs each request's URL; a preview's carries its secret (PREVIEW_SECRET or the Studio's).
  logging: { incomingRequests: { ignore: [/^\/api\/preview(?:[/?]|$)/] } },
  // The cn host, fixed at build as the rewrites that serve it are, for the one client that must tell it apart:
  // the last-resort error page, whose URL on the cn host names no region (app/global-error.tsx).
  env: { CN_HOST: cnHost() },
  transpilePackages: ['@showcase/schemas', '@showcase/accounts'],
  // The account service reads its SQL migrations when it opens a database (migrationsFolder in
  // accounts/src/db/open.ts), from its own package, where no import leads the tracer: the standalone server gets
  // them beside its copy of web/, as it finds them in the repository.
  outputFileTracingIncludes: { '/*': ['../accounts/src/db/migrations/**'] },
  // PGlite loads its WebAssembly and data files from its own package folder (pg and argon2 are external already).
  serverExternalPackages: ['@electric-sql/pglite'],
  // Next would hash every page's body on every response for its ETag: a third of a cached hit's CPU when it was
  // measured (docs/ARCHITECTURE.md, "Security headers"). The front cache answers its hits without one.
  generateEtags: false,
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      {
        source: `/:base(${['api', ...API_BASES.map((base) => base.slice(1)), 'media', '_next'].join('|')})/:path*`,
        headers: NOT_A_PAGE,
      },
    ];
  },
  async redirects() {
    return [
      // cn pages live on the cn host only: proxy.ts sends the main host's /cn… there. On the cn host its pages
      // have no prefix; `/cn` alone must name "/" itself (an empty path gave no Location).
      { source: '/cn', has: onCnHost, destination: '/', permanent: true },
      { source: '/cn/:path*', has: onCnHost, destination: '/:path*', permanent: true },
      ...contentRedirects(),
      // SPEC §2.2: the named login routes.
      { source: '/loginDefault', missing: onCnHost, destination: '/us/login', permanent: false },
      { source: '/login-register', missing: onCnHost, destination: '/us/login/register', permanent: false },
      { source: '/login-reset', missing: onCnHost, destination: '/us/login/reset', permanent: false },
      // SPEC §2.1: a first segment that is not a region falls back to the default region, us (files and API
      // bases excepted).
      {
        source: `/:first((?!${oneOf([...REGIONS, ...appSegments()])})[^/.]+)/:rest*`,
        missing: onCnHost,
        destination: `${regionPath(DEFAULT_REGION)}/:first/:rest*`,
        permanent: false,
      },
    ];
  },
  async rewrites() {
    return {
      // A file of the build that does not exist (an old deployment's chunk, a guess): a short plain-text 404,
      // not the HTML not-found page that would otherwise render and be cached. afterFiles run once the real
      // files have been looked for, so existing assets never reach it.
      afterFiles: [{ source: '/_next/static/:path*', destination: '/api/missing-asset' }],
      beforeFiles: [
        // Not /cn itself: proxy.ts rewrites the cn host's "/" to /cn, and beforeFiles rewrites run after it.
        {
          source: `/:path((?!${oneOf(['cn', ...appSegments()])}).+)`,
          has: onCnHost,
          destination: '/cn/:path',
        },
      ],
    };
  },
};

export default config;
