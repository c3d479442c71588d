/**
 * Which serving path answered this run (playwright.config.ts): each path says so in its own headers, so the core
 * journeys that run on all three are known to have met the path they were run for, not a server left on the port.
 */
import { expect, test } from '@playwright/test';

const path = process.env.E2E_TOPOLOGY === '1' ? 'topology' : process.env.E2E_FRONT_CACHE === '0' ? 'next' : 'front';

test(`the site is served by its ${path} path`, async ({ request }) => {
  const page = await request.get('/us');
  expect(page.status()).toBe(200);
  const script = /<script[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script, 'the page loads a script of the build').toBeTruthy();
  const asset = await request.get(script as string);
  expect(asset.status()).toBe(200);

  if (path === 'topology') {
    // nginx names the instance that answered; an answer it does not keep (the readiness check) is balanced.
    expect(page.headers()['x-cache'], 'nginx answered').toBeTruthy();
    const upstreams = new Set<string>();
    for (let ask = 0; ask < 6 && upstreams.size < 2; ask++)
      upstreams.add((await request.get('/api/ready')).headers()['x-upstream'] ?? '');
    expect([...upstreams].filter(Boolean), 'two instances behind it').toHaveLength(2);
  } else {
    expect(page.headers()['x-upstream']).toBeUndefined();
    // The front cache answers a build's scripts itself (cache/static-assets.ts); Next's own server does not.
    expect(asset.headers()['x-front-cache']).toBe(path === 'front' ? 'HIT' : undefined);
  }
});
