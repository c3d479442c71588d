/**
 * A shopper's core journeys in Firefox and WebKit, as Debian ships them (support/engines.ts): the rest of the
 * suite runs in Chromium. Choose a region and browse to a product, subscribe, create an account and sign in to My
 * Account; the promotion flip in an open tab is controlled-clock.spec.ts's, in both engines too.
 */
import { expect, test } from '@playwright/test';
import { HYDRATED } from '../support/browser-test';
import { ENGINES, type Engine, launch, until } from '../support/engines';
import { mailTo } from '../support/outbox';

const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3210)}`;
const PASSWORD = 'Robots4ever!x';

/** A CSS selector for the control whose label starts with `label` (React gives it an id the label names). */
async function field(engine: Engine, label: string): Promise<string> {
  const id = await until<string>(
    engine,
    `[...document.querySelectorAll('main label')].find((l) => l.textContent.trim().startsWith(${JSON.stringify(label)}))?.htmlFor`,
  );
  return `[id="${id}"]`;
}

/** A CSS selector for the button whose text is `text`, marked for the driver to find. */
async function button(engine: Engine, text: string): Promise<string> {
  await until(
    engine,
    `(() => { const b = [...document.querySelectorAll('main button')].find((b) => b.textContent.trim() === ${JSON.stringify(text)}); b?.setAttribute('data-engine-target', ''); return Boolean(b); })()`,
  );
  return '[data-engine-target]';
}

/**
 * Goes to a page of the site and waits until React has hydrated it. Once in a CI run WebKitGTK's first page of a
 * session answered every script with a bare "unknown error" for 20 s (its web process gone, not the page): the
 * page is then opened once more, and a page that does not hydrate still fails.
 */
async function open(engine: Engine, path: string) {
  await engine.goto(`${origin}${path}`);
  try {
    await until(engine, HYDRATED);
  } catch (error) {
    if (!/unknown error/.test(String(error))) throw error;
    await engine.goto(`${origin}${path}`);
    await until(engine, HYDRATED);
  }
}

const heading = (text: string) =>
  `[...document.querySelectorAll('main h1, main h2')].some((h) => h.textContent.trim() === ${JSON.stringify(text)})`;

for (const name of ENGINES)
  test.describe(name, () => {
    test.describe.configure({ mode: 'serial' });
    let engine: Engine;
    test.beforeAll(async () => {
      engine = await launch(name);
      // A returning visitor, as playwright.config.ts makes every Chromium test's: on a first visit, typing into
      // the footer offers the US new-user popup a second later, over the button the test clicks next.
      await open(engine, '/us/login');
      await engine.evaluate(`localStorage.setItem('us:newUserPopup', 'dismissed')`);
    });
    test.afterAll(() => engine?.close());

    test('choose France, come back to the root, browse to a product', async () => {
      await open(engine, '/us/choose-your-region');
      await engine.click('main a[href="/fr"]');
      await until(engine, `location.pathname === '/fr' && document.documentElement.lang === 'fr-FR'`);
      // The chooser's promise: the next visit to the root goes straight to the region.
      await until(engine, `document.cookie.includes('region=fr')`);
      await open(engine, '/');
      expect(await engine.evaluate('location.pathname')).toBe('/fr');
      await engine.click('main a[href="/fr/flagship-megatron"]');
      await until(engine, heading('Mégatron Flagship'));
      expect(await engine.evaluate('location.pathname')).toBe('/fr/flagship-megatron');
      const buy = await engine.evaluate<string>(
        `[...document.querySelectorAll('main a')].find((a) => a.textContent.startsWith('Précommander'))?.href ?? ''`,
      );
      expect(buy).toMatch(/^https:\/\//);
    });

    test('subscribe to the newsletter from the footer', async () => {
      await open(engine, '/us');
      await engine.type('footer input[type="email"]', `${name}-news-${Date.now()}@example.com`);
      await engine.click('footer form button[type="submit"]');
      await until(
        engine,
        `document.querySelector('[data-testid="subscribe-status"]')?.textContent.startsWith('Thanks for subscribing!')`,
      );
    });

    test('create an account, sign in, and see it in My Account', async () => {
      test.setTimeout(90_000);
      const email = `${name}-${Date.now()}@example.com`;
      await open(engine, '/us/login/register');
      await engine.type(await field(engine, 'Email'), email);
      await engine.click(await button(engine, 'Continue'));
      await until(engine, heading('Email Verification'));
      await engine.type(await field(engine, 'Verification code'), (await mailTo(email)).code ?? '');
      await engine.click(await button(engine, 'Verify'));
      await until(engine, heading('Set Password'));
      await engine.type(await field(engine, 'New password'), PASSWORD);
      await engine.type(await field(engine, 'Confirm password'), PASSWORD);
      await engine.click(await button(engine, 'Save password'));
      await until(engine, heading('Account Created'));
      await open(engine, '/us/login');
      await engine.type(await field(engine, 'Email'), email);
      await engine.type(await field(engine, 'Password'), PASSWORD);
      await engine.click(await button(engine, 'Log In'));
      await until(engine, `location.pathname === '/us/account'`);
      await until(engine, `document.querySelector('main')?.textContent.includes(${JSON.stringify(email)})`);
    });
  });
