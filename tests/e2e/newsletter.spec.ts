/**
 * The newsletter's double opt-in in a real browser against the built app: the footer form mails a confirmation
 * link (read from the development outbox), and only opening it subscribes; the link works once. Without
 * JavaScript the form still posts, and the address never goes into a URL.
 */
import { randomUUID } from 'node:crypto';
import { test as withoutHydration } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/browser-test';
import { mailTo } from '../support/outbox';

const address = () => `reader-${randomUUID().slice(0, 8)}@example.com`;
const pathOf = (link: string | undefined) => {
  const url = new URL(link ?? '');
  return url.pathname + url.search;
};

test('footer subscribe (fr): a link mailed in French; opening it confirms, once', async ({ page }) => {
  const email = address();
  await page.goto('/fr');
  const footer = page.locator('footer form');
  await footer.getByRole('textbox').fill(email);
  await footer.getByRole('checkbox', { name: /^J’accepte de recevoir la lettre d’information/ }).check();
  await footer.getByRole('button').click();
  await expect(footer.getByTestId('subscribe-status')).toContainText('Merci !');

  const mail = await mailTo(email, /Confirmez votre abonnement/);
  const link = mail.links?.[0];
  expect(link).toMatch(/\/fr\/newsletter\/confirm\?token=[\w-]{43}$/);
  expect(mail.text).toContain(link ?? '-');

  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Abonnement confirmé' })).toBeVisible();
  await expect(page).toHaveTitle('Abonnement confirmé | Roboshift');
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
  await expectNoAxeViolations(page);

  // Once: opened again (or after a mail scanner), the link is dead, and says so.
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Échec de la confirmation' })).toBeVisible();
  await expect(page.getByText(/Ce lien est invalide, a expiré ou a déjà été utilisé/)).toBeVisible();
});

test('a newsletter link that was never issued: the failed state, in the region’s language', async ({ page }) => {
  await page.goto('/us/newsletter/confirm?token=never-issued-token-123456');
  await expect(page.getByRole('heading', { name: 'Confirmation unsuccessful' })).toBeVisible();
  await page.goto('/de/newsletter/confirm');
  await expect(page.getByRole('heading', { name: 'Bestätigung fehlgeschlagen' })).toBeVisible();
});

test('the confirmation page confirms nothing by being fetched: a GET is not a confirmation', async ({
  page,
  request,
}) => {
  const email = address();
  expect((await request.post('/usapi/account/user/subscribe/create', { data: { email, source: 'footer' } })).ok()).toBe(
    true,
  );
  const path = pathOf((await mailTo(email, /Confirm your Roboshift newsletter/)).links?.[0]);
  // What a mail scanner does: fetch the page (its HTML, no script run).
  expect((await request.get(path)).status()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
});

test('the pages a form without JavaScript lands on are accessible and say what happened', async ({ page }) => {
  await page.goto('/us/newsletter/sent');
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/jp/newsletter/consent');
  await expect(page.getByTestId('newsletter-outcome').getByRole('status')).not.toBeEmpty();
  await expect(page.locator('html')).toHaveAttribute('lang', /^ja/);
  await expectNoAxeViolations(page);
  await page.goto('/us/newsletter/confirmed');
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await page.request.get('/us/newsletter/no-such-outcome')).status()).toBe(404);
});

withoutHydration.describe('the footer form without JavaScript', () => {
  withoutHydration.use({ javaScriptEnabled: false });

  withoutHydration('posts the address (never into a URL) and lands on the localized outcome page', async ({ page }) => {
    const email = address();
    const requests: { method: string; url: string }[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') requests.push({ method: r.method(), url: r.url() });
    });
    await page.goto('/us');
    const form = page.locator('footer form');
    await expect(form).toHaveAttribute('method', 'post');
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button').click();
    await page.waitForURL('**/us/newsletter/sent');
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    const posted = requests.find((r) => r.method === 'POST');
    expect(posted?.url).toMatch(/\/us\/newsletter$/);
    for (const { url } of requests) {
      expect(url).not.toContain(encodeURIComponent(email));
      expect(url).not.toContain(email);
    }
    expect(page.url()).not.toContain('@');
    // The same mail as with JavaScript.
    expect((await mailTo(email, /Confirm your Roboshift newsletter/)).links?.[0]).toMatch(
      /\/us\/newsletter\/confirm\?token=/,
    );

    // A bad address: its own page, with the region's words (SPEC §5).
    await page.goto('/us');
    await form.getByRole('textbox').fill('nope@');
    await form.getByRole('button').click();
    await page.waitForURL('**/us/newsletter/invalid');
    await expect(page.getByText('Incorrect email address format.')).toBeVisible();
  });

  withoutHydration('uk: consent is still required, and said on the outcome page', async ({ page }) => {
    await page.goto('/uk');
    const form = page.locator('footer form');
    await form.getByRole('textbox').fill(address());
    await form.getByRole('button').click();
    await page.waitForURL('**/uk/newsletter/consent');
    await expect(page.getByText('To subscribe, please agree to receive the newsletter.')).toBeVisible();
  });

  withoutHydration(
    'the mailed link (jp): a button confirms, once, and says so in Japanese',
    async ({ page, request }) => {
      const email = address();
      const created = await request.post('/usapi/account/user/subscribe/create', {
        data: { email, source: 'footer' },
        headers: { region: 'jp', 'accept-language': 'ja' },
      });
      expect((await created.json()).code).toBe(2000);
      const path = pathOf((await mailTo(email)).links?.[0]);
      expect(path).toMatch(/^\/jp\/newsletter\/confirm\?token=/);
      // Opening it confirms nothing (a mail scanner fetches it too): the button does.
      await page.goto(path);
      const confirm = page.getByRole('button', { name: '購読を確定する' });
      // Nothing is being confirmed until the button is pressed: the page does not say it is.
      await expect(confirm).toBeVisible();
      await expect(page.getByText('購読を確認しています…')).toBeHidden();
      await confirm.click();
      await page.waitForURL('**/jp/newsletter/confirmed');
      await expect(page.getByRole('heading', { name: '購読が確認されました' })).toBeVisible();
      // Once: the same button again finds the link spent.
      await page.goto(path);
      await confirm.click();
      await page.waitForURL('**/jp/newsletter/expired');
      await expect(page.getByRole('heading', { name: '確認できませんでした' })).toBeVisible();
    },
  );
});
