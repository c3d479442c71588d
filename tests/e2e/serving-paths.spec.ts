/**
 * The site answers the same on both of its serving paths: `npm start` (Next's standalone server behind the front
 * cache, which every other browser test uses) and Next's own server.js without it (FRONT_CACHE=0, what an
 * operator runs who puts another cache in front). The third path, two instances sharing Redis behind nginx,
 * is tests/faults/topology.spec.ts. For each core page the two answer the same status, language, title and
 * heading, with the security headers and a page's own policy; asked twice, a page answers the same again. And
 * no visitor's URL reaches a page Next's own server stores (tests/support/stored-page-property.ts).
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { type NextServer, startNext } from '../../scripts/lib/next-server';
import { markersKept } from '../support/stored-page-property';

const mainPort = Number(process.env.E2E_PORT ?? 3210);
const ownPort = Number(process.env.E2E_NEXT_SERVER_PORT ?? 3219);
let nextOwn: NextServer | null = null;

// One worker runs both tests, on the one server this file starts on its port.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  nextOwn = await startNext(
    ownPort,
    {
      FRONT_CACHE: '0',
      ACCOUNT_DATA_DIR: path.resolve('test-results', `accounts-next-server-${Date.now()}`),
      NEXT_TELEMETRY_DISABLED: '1',
    },
    { standalone: true },
  );
});

test.afterAll(async () => {
  await nextOwn?.stop();
});

/** The core of each answer a shopper or a crawler meets. */
const PAGES: { path: string; cn?: boolean }[] = [
  { path: '/us' },
  { path: '/us/flagship-bumblebee' },
  { path: '/fr/flagship-megatron' },
  { path: '/jp/flagship-bumblebee' },
  { path: '/uk/new-release' },
  { path: '/fr/no-such-page' },
  { path: '/uk/login' },
  { path: '/us/login' },
  { path: '/sitemap.xml' },
  { path: '/robots.txt' },
  { path: '/usapi/no-such-call' },
  { path: '/', cn: true },
  { path: '/flagship-bumblebee', cn: true },
];

const pick = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.trim() ?? null;

function summary(status: number, headers: Record<string, string>, body: string) {
  const html = (headers['content-type'] ?? '').startsWith('text/html');
  return {
    status,
    location: headers.location?.replace(/^https?:\/\/[^/]+/, '') ?? null,
    type: (headers['content-type'] ?? '').split(';')[0],
    lang: html ? pick(body, /<html[^>]*\blang="([^"]*)"/) : null,
    title: html ? pick(body, /<title>([^<]*)<\/title>/) : null,
    heading: html ? pick(body, /<h1[^>]*>([^<]*)<\/h1>/) : null,
    price: html ? pick(body, /data-testid="price"[^>]*>([^<]*)</) : null,
    // An API answers the wrapper, not a page.
    code: headers['content-type']?.includes('json') ? (JSON.parse(body) as { code?: number }).code : null,
  };
}

test('Next’s own server answers every core page as the front cache does', async ({ request }) => {
  test.setTimeout(120_000);
  const differences: string[] = [];
  for (const { path: page, cn } of PAGES) {
    const answers = [];
    for (const port of [mainPort, ownPort])
      for (let ask = 0; ask < 2; ask++) {
        const response = await request.get(`http://127.0.0.1:${port}${page}`, {
          maxRedirects: 0,
          headers: cn ? { host: `${cnHost()}:${port}` } : {},
        });
        const headers = response.headers();
        for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy'])
          if (!headers[name]) differences.push(`${port} ${page}: no ${name}`);
        if (headers['content-type']?.startsWith('text/html') && !headers['content-security-policy'])
          differences.push(`${port} ${page}: a page without its policy`);
        answers.push(summary(response.status(), headers, await response.text()));
      }
    for (const answer of answers.slice(1))
      if (JSON.stringify(answer) !== JSON.stringify(answers[0]))
        differences.push(`${page}${cn ? ' (cn host)' : ''}: ${JSON.stringify(answers[0])} ≠ ${JSON.stringify(answer)}`);
  }
  expect(differences).toEqual([]);
});

test('a marker in the query of the request that renders a page never reaches a later plain request', async ({
  request,
}) => {
  test.setTimeout(300_000);
  expect(await markersKept(request, `http://127.0.0.1:${ownPort}`, true)).toEqual([]);
});
