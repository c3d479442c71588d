/**
 * The shopper's side of accounts in a real browser against the built app: the US login screens, My Account,
 * the newsletter forms, the new-user popup, and what the API client does with an expired token. Codes and
 * links are read from the development outbox the server writes for this run.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { readOutbox } from '@showcase/accounts/mail/outbox';
import { Client } from 'pg';
import { type NextServer, startNext } from '../../scripts/lib/next-server';
import { expectNoAxeViolations } from '../support/accessibility';
import { freshPostgres, postgresAvailable } from '../support/accounts';
import { expect, type Page, type Route, recordToasts, test } from '../support/browser-test';
import { mailTo } from '../support/outbox';

const address = () => `shopper-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'Robots4ever!x';

/** A journey through several screens with two axe checks (4-5 s each on a busy machine) gets twice the default. */
const JOURNEY_MS = 60_000;

/**
 * The popup listens for the visitor only once the page has hydrated; a wheel or key before that is missed,
 * as it would be for a real visitor, who then scrolls again. So the visitor keeps using the page until the
 * offer appears: well within the 20 s after which it is offered anyway, so a missed listener still fails.
 */
async function useUntilOffered(page: Page, use: () => Promise<void>) {
  await expect(async () => {
    await use();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2500 });
  }).toPass({ timeout: 12_000 });
}

/**
 * Scrolls once the page has hydrated and everything it loads has arrived, then runs the page's clock (installed
 * by the test) past both of the popup's timers and lets whatever they load arrive: a popup that was due is there.
 */
async function scrollWhenSettled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 300);
  await page.clock.runFor(25_000);
  await page.waitForLoadState('networkidle');
}

async function registerThroughScreens(page: Page, email: string) {
  await page.goto('/us/login/register');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Email Verification' })).toBeVisible();
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid code. Please try again.')).toBeVisible();
  await page.getByLabel('Verification code').fill((await mailTo(email)).code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Set Password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('short1');
  await page.getByLabel('Confirm password', { exact: true }).fill('short2');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(
    page.getByText('Your password must be at least 8 characters and include both letters and numbers.').last(),
  ).toBeVisible();
  await expect(page.getByText('Confirmed password does not match the new password. Please enter again.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Please use a more complex password format.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: 'Account Created' })).toBeVisible();
}

test('create an account: register → verify → set password, then My Account and log out', async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  const email = address();
  await registerThroughScreens(page, email);
  await page.getByRole('link', { name: 'Go to My Account' }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/us$/);
  expect(await page.evaluate(() => localStorage.getItem('us:apptoken'))).toBeNull();
});

test('log in with a password → My Account → edit profile → log out', async ({ page, request }) => {
  test.setTimeout(JOURNEY_MS);
  const email = address();
  expect((await request.post('/usapi/account/user/register/pwd', { data: { email, password: PASSWORD } })).ok()).toBe(
    true,
  );
  await page.goto('/us/login');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong1password');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Incorrect email or password. Please try again.');
  // The next attempt's answer replaces it: a refusal by the form itself is not shown beside the last one.
  await page.getByLabel('Password', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Incorrect email or password. Please try again.')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/us\/account$/);
  await expectNoAxeViolations(page);
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expect(page.getByText('No shipments to track yet.')).toBeVisible();
  await expect(page.getByTestId('credits')).toHaveText('0 credits');

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Phone').fill('+1 555 0100');
  // The editor opens as a collapsible panel; Save closes it once the service has stored the profile.
  await expect(async () => {
    const save = page.getByRole('button', { name: 'Save' });
    if (await save.isVisible()) await save.click();
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 12_000 });
  await page.reload();
  await expect(page.getByText('Hello, Ada')).toBeVisible();
  await expect(page.getByText('+1 555 0100')).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/us$/);
});

test('log in with an e-mailed code; "No account found" for an unknown address', async ({ page, request }) => {
  const email = address();
  expect((await request.post('/usapi/account/user/register/pwd', { data: { email, password: PASSWORD } })).ok()).toBe(
    true,
  );
  await page.goto('/us/login');
  await page.getByRole('button', { name: 'Log in with verification code' }).click();
  await page.getByLabel('Email').fill(address());
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('No account found with this email.');
  await page.getByLabel('Email').fill(email);
  // Registration mailed a verification code; a login code has a countdown of its own, so it goes at once.
  await page.getByRole('button', { name: /Send code|Resend code$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a 6-digit code' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeVisible();
  await page.getByLabel('Verification code').fill((await mailTo(email, /login code/)).code ?? '');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/us\/account$/);
});

/** Where a mailed link leads on this server (the link names its origin: the server's own port here). */
const pathOf = (link: string | undefined) => {
  const url = new URL(link ?? '');
  return url.pathname + url.search;
};

test('forgot password → secure link → reset; the tab follows the screen; a used link is refused on arrival', async ({
  page,
  request,
}) => {
  test.setTimeout(JOURNEY_MS);
  const email = address();
  expect((await request.post('/usapi/account/user/register/pwd', { data: { email, password: PASSWORD } })).ok()).toBe(
    true,
  );
  await page.goto('/us/login/reset');
  await expect(page).toHaveTitle('Forgot Password | Roboshift');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('heading', { name: 'Secure Link Sent' })).toBeVisible();
  await expect(page).toHaveTitle('Secure Link Sent | Roboshift');
  await expect(page.getByRole('button', { name: /Resend link in \d+ s/ })).toBeVisible();
  const path = pathOf((await mailTo(email, /Reset/)).links?.[0]);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page).toHaveTitle('Reset Password | Roboshift');
  await page.getByLabel('New password', { exact: true }).fill('New5ecure-robot');
  await page.getByLabel('Confirm password', { exact: true }).fill('New5ecure-robot');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  await expect(page).toHaveTitle('Password Reset | Roboshift');
  // The link is spent: said as the page opens, before anyone types a new password into a form that cannot work.
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Verification Unsuccessful' })).toBeVisible();
  await expect(page).toHaveTitle('Verification Unsuccessful | Roboshift');
  await expect(page.getByText('The link is invalid or has already been used.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/us/login/reset');
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/us');
  await expectNoAxeViolations(page);
});

test('an e-mail verification link: the tab says what the screen says, verified or not', async ({ page, request }) => {
  await page.goto('/us/login/verify?token=never-issued-token-123456');
  await expect(page.getByRole('heading', { name: 'Verification Unsuccessful' })).toBeVisible();
  await expect(page).toHaveTitle('Verification Unsuccessful | Roboshift');
  const email = address();
  expect((await request.post('/usapi/account/user/register/pwd', { data: { email, password: PASSWORD } })).ok()).toBe(
    true,
  );
  const path = pathOf((await mailTo(email, /Confirm/)).links?.[0]);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await expect(page).toHaveTitle('Email Verified | Roboshift');
  // The link proves the address: whoever opens it is signed in, and the password set before the proof is gone
  // (docs/ACCOUNTS.md, "Who owns an address"), so the screen offers one.
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('us:apptoken'))).not.toBeNull();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('Owner5et-robot');
  await page.getByLabel('Confirm password', { exact: true }).fill('Owner5et-robot');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/us\/account$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Verification Unsuccessful' })).toBeVisible();
  await expect(page).toHaveTitle('Verification Unsuccessful | Roboshift');
});

test('after a failed verification link, "Request a new link" mails a new verification link', async ({
  page,
  request,
}) => {
  // The registration mails the first link: a second to the same address waits out the time between two (8 s
  // here, ACCOUNT_RESEND_SECONDS; the rule itself is tested in accounts/).
  test.setTimeout(120_000);
  const email = address();
  expect((await request.post('/usapi/account/user/register/pwd', { data: { email, password: PASSWORD } })).ok()).toBe(
    true,
  );
  const first = await mailTo(email, /Confirm/);
  await page.goto('/us/login/verify?token=expired-or-never-issued-123456');
  await expect(page.getByRole('heading', { name: 'Verification Unsuccessful' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/us\/login\/verify$/);
  await expect(page.getByRole('heading', { name: 'Email Verification' })).toBeVisible();
  await expect(page).toHaveTitle('Email Verification | Roboshift');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await expect(async () => {
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('heading', { name: 'Verification Link Sent' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 70_000 });
  await expect(page).toHaveTitle('Verification Link Sent | Roboshift');
  await expect(page.getByRole('button', { name: /Resend link in \d+ s/ })).toBeVisible();
  const second = await mailTo(email, /Confirm/, first);
  await page.goto(pathOf(second.links?.[0]));
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
});

test('an expired token: toast, then /us/login?fromPath=…, and back to the page after login', async ({
  page,
  request,
}) => {
  const email = address();
  const reply = await request.post('/usapi/account/user/register/pwd', { data: { email, password: PASSWORD } });
  const { data } = (await reply.json()) as { data: { user_id: string } };
  await page.goto('/us');
  await page.evaluate((userId) => {
    localStorage.setItem('us:userId', JSON.stringify(userId));
    localStorage.setItem('us:apptoken', JSON.stringify('expired.token.value'));
  }, data.user_id);
  const toasts = await recordToasts(page);
  await page.goto('/us/account');
  await expect(page).toHaveURL(/\/us\/login\?fromPath=%2Fus%2Faccount$/);
  // Shown on My Account as the call failed, 300 ms before the page load (SPEC §9); the login page shows it for
  // the rest of its 3 s (web/lib/toast/store.test.ts).
  await expect.poll(() => toasts).toContainEqual({ text: 'Login expired, please log in again.', path: '/us/account' });
  await expect(page.getByText('Please log in.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/us\/account$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
});

test('log out while a call is on its way: its "expired" answer does not send the visitor to login', async ({
  page,
  request,
}) => {
  const email = address();
  const reply = await request.post('/usapi/account/user/register/pwd', { data: { email, password: PASSWORD } });
  const { data } = (await reply.json()) as { data: { user_id: string; apptoken: string; reftoken: string } };
  await page.goto('/us');
  await page.evaluate(({ user_id, apptoken, reftoken }) => {
    localStorage.setItem('us:userId', JSON.stringify(user_id));
    localStorage.setItem('us:apptoken', JSON.stringify(apptoken));
    localStorage.setItem('us:reftoken', JSON.stringify(reftoken));
  }, data);
  // The orders call is held until the visitor has logged out, and the home page until that call is answered.
  const held: Route[] = [];
  await page.route('**/usapi/account/user/orders**', (route) => {
    held.push(route);
  });
  let home: Route | undefined;
  await page.route(/\/us$/, (route) => {
    home = route;
  });
  const toasts = await recordToasts(page);
  await page.goto('/us/account');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect.poll(() => home).toBeDefined();
  // Sent now, after the session ended: the service answers that the token has expired.
  const orders = held[0] as Route;
  const answer = await orders.fetch();
  expect(((await answer.json()) as { code: number }).code).toBe(4003);
  await orders.fulfill({ response: answer });
  // A redirect to login would follow that answer by 300 ms: the home page is held five times as long, and the
  // login page must not be asked for meanwhile. (The page itself cannot be asked: it is between two documents.)
  const login = await page.waitForRequest(/\/us\/login/, { timeout: 1_500 }).then(
    (asked) => asked.url(),
    () => null,
  );
  expect(login).toBeNull();
  await home?.continue();
  await expect(page).toHaveURL(/\/us$/);
  expect(toasts).toEqual([]);
});

test('an expired apptoken with a refresh token: refreshed once, rotated, and the page carries on', async ({
  page,
  request,
}) => {
  const email = address();
  const reply = await request.post('/usapi/account/user/register/pwd', { data: { email, password: PASSWORD } });
  const { data } = (await reply.json()) as { data: { user_id: string; reftoken: string } };
  await page.goto('/us');
  await page.evaluate(({ user_id, reftoken }) => {
    localStorage.setItem('us:userId', JSON.stringify(user_id));
    localStorage.setItem('us:apptoken', JSON.stringify('expired.token.value'));
    localStorage.setItem('us:reftoken', JSON.stringify(reftoken));
  }, data);
  await page.goto('/us/account');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page).toHaveURL(/\/us\/account$/);
  const stored = await page.evaluate(() => [localStorage.getItem('us:apptoken'), localStorage.getItem('us:reftoken')]);
  expect(stored[0]).not.toBe(JSON.stringify('expired.token.value'));
  expect(stored[1]).not.toBe(JSON.stringify(data.reftoken));
});

test('create account with an address already in use: "This email is already in use. Log In."', async ({
  page,
  request,
}) => {
  const email = address();
  expect((await request.post('/usapi/account/user/register/pwd', { data: { email, password: PASSWORD } })).ok()).toBe(
    true,
  );
  await page.goto('/us/login/register');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This email is already in use. Log In.');
});

for (const { region, invalid, success, consent, sending } of [
  {
    region: 'us',
    invalid: 'Incorrect email address format.',
    success: 'Thanks for subscribing!',
    consent: null,
    sending: 'Subscribing…',
  },
  {
    region: 'uk',
    invalid: 'Please enter a valid email address',
    success: 'Thanks for signing up!',
    consent: /^I agree to receive the Roboshift newsletter/,
    sending: 'Subscribing…',
  },
  {
    region: 'fr',
    invalid: 'Veuillez saisir une adresse e-mail valide.',
    success: 'Merci !',
    consent: /^J’accepte de recevoir la lettre d’information/,
    sending: 'Inscription en cours…',
  },
]) {
  test(`newsletter in the ${region} footer: the region's invalid and success messages`, async ({ page }) => {
    await page.goto(`/${region}`);
    const footer = page.locator('footer');
    await footer.getByRole('textbox').fill('nope@');
    await footer.getByRole('button').first().click();
    await expect(footer.getByTestId('subscribe-status')).toHaveText(invalid);
    await footer.getByRole('textbox').fill(address());
    if (consent) await footer.getByRole('checkbox', { name: consent }).check();
    // The request is held until the button has been seen saying it is at work, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/account/user/subscribe/create', async (route) => {
      await held;
      await route.continue();
    });
    const button = footer.getByRole('button').first();
    const idle = await button.textContent();
    await button.click();
    await expect(button).toHaveText(sending);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(footer.getByTestId('subscribe-status')).toContainText(success);
    await expect(button).toHaveText(idle ?? '');
  });
}

/**
 * Where the law asks (uk, eu, fr, de), the footer form asks for consent, linked to the privacy
 * policy, and sends nothing without it; the stored subscription says what was agreed and when. The us form asks
 * nothing and claims nothing. A server of its own keeps its accounts in PostgreSQL, where the test reads the
 * rows while it runs (the shared server's PGlite is locked to it).
 */
test.describe('newsletter consent', () => {
  test.describe.configure({ mode: 'serial' });
  let server: NextServer | undefined;
  const databases: { url: string; drop: () => Promise<void> }[] = [];
  const dataDir = path.resolve('test-results', `accounts-consent-${Date.now()}`);
  /**
   * Double opt-in: the subscription is stored (with its consent) only once the mailed link is opened. The link
   * comes from this server's own outbox, and the confirmation page (which posts it) opens on this server.
   */
  const confirmFromMail = async (page: Page, email: string) => {
    let link: string | undefined;
    await expect(async () => {
      link = readOutbox({ ACCOUNT_DATA_DIR: dataDir }).find((m) => m.to === email)?.links?.[0];
      expect(link).toBeDefined();
    }).toPass({ timeout: 5_000 });
    const url = new URL(link ?? '');
    await page.goto(`${server?.origin}${url.pathname}${url.search}`);
    await expect(page.getByTestId('newsletter-confirm').getByRole('heading')).toBeVisible();
  };
  const stored = async (email: string) => {
    const found = [];
    for (const { url } of databases) {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query(
          'select region, locale, consent, opt_in, source, consent_at, consent_text from subscriptions where email = $1',
          [email],
        );
        found.push(...rows);
      } finally {
        await client.end();
      }
    }
    return found;
  };

  test.beforeAll(async () => {
    test.skip(!(await postgresAvailable()), 'needs PostgreSQL (TEST_POSTGRES_URL)');
    // A server start and two databases migrated at it: up to 30 s on a busy machine.
    test.setTimeout(90_000);
    databases.push(await freshPostgres(), await freshPostgres());
    server = await startNext(Number(process.env.E2E_CONSENT_PORT ?? 3226), {
      ACCOUNT_DATA_DIR: dataDir,
      DATABASE_URL_US: databases[0]?.url ?? '',
      DATABASE_URL_EU: databases[1]?.url ?? '',
      ACCOUNT_REQUESTS_PER_MINUTE: '100000',
      ACCOUNT_GUESSES_PER_HOUR: '100000',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await Promise.all(databases.map((database) => database.drop()));
  });

  /** A first visit to the server's origin, as a returning visitor: the US popup stays away from the footer. */
  async function footerOf(page: Page, region: string) {
    await page.addInitScript(() => localStorage.setItem('us:newUserPopup', 'dismissed'));
    const requests: { url: string; body: unknown }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/subscribe/create'))
        requests.push({ url: request.url(), body: request.postDataJSON() });
    });
    await page.goto(`${server?.origin}/${region}`);
    return { form: page.locator('footer form'), requests };
  }

  for (const { region, label, required, success, words } of [
    {
      region: 'uk',
      label: /^I agree to receive the Roboshift newsletter by email and have read the privacy policy/,
      required: 'To subscribe, please agree to receive the newsletter.',
      success: 'Thanks for signing up!',
      words: 'I agree to receive the Roboshift newsletter by email and have read the privacy policy.',
    },
    {
      region: 'de',
      label: /^Ich willige ein, den Roboshift-Newsletter per E-Mail zu erhalten/,
      required: 'Bitte willigen Sie in den Erhalt des Newsletters ein, um ihn zu abonnieren.',
      success: 'Vielen Dank!',
      words:
        'Ich willige ein, den Roboshift-Newsletter per E-Mail zu erhalten, und habe die Datenschutzerklärung gelesen.',
    },
  ]) {
    test(`${region}: a consent box linked to the privacy policy; nothing sent without it; the row records it`, async ({
      page,
    }) => {
      // Two axe checks on a busy machine.
      test.setTimeout(60_000);
      const { form, requests } = await footerOf(page, region);
      const box = form.getByRole('checkbox', { name: label });
      await expect(box).toBeVisible();
      await expect(box).not.toBeChecked();
      // A box beside its words, not a wide field: the address box's sizing is not the tick box's.
      const [boxArea, labelArea] = await Promise.all([
        box.boundingBox(),
        form.locator('label', { hasText: label }).boundingBox(),
      ]);
      expect(boxArea?.width).toBeLessThanOrEqual(32);
      expect((labelArea?.x ?? 0) - ((boxArea?.x ?? 0) + (boxArea?.width ?? 0))).toBeLessThanOrEqual(24);
      // The region's own privacy text, in its language (SPEC §2.2 gives no other region a privacy-policy page).
      const privacy = form.getByRole('link', { name: region === 'uk' ? /privacy policy/ : /Datenschutzerklärung/ });
      await expect(privacy).toHaveAttribute('href', `/${region}/privacy-notice`);
      await expect(privacy).toHaveAttribute('target', '_blank');

      const email = address();
      await form.getByRole('textbox').fill(email);
      await form.getByRole('button').click();
      await expect(form.getByText(required)).toBeVisible();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(required);
      await expect(box).toBeFocused();
      await expect(form.getByTestId('subscribe-status')).toHaveText('');
      await expectNoAxeViolations(page, 'footer');
      expect(requests).toEqual([]);

      // By keyboard: the box is where focus went; Space ticks it, and the error goes with it.
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      await expect(form.getByText(required)).toHaveCount(0);
      await expect(box).not.toHaveAttribute('aria-invalid');
      const before = Date.now();
      await form.getByRole('button').click();
      await expect(form.getByTestId('subscribe-status')).toContainText(success);
      expect(requests.map((r) => r.body)).toEqual([{ email, consent: true, source: 'footer' }]);
      expect(requests[0]?.url).toContain('/euapi/account/user/subscribe/create');
      await expectNoAxeViolations(page, 'footer');
      // Nothing is stored as consented until the address' owner opens the mailed link.
      expect(await stored(email)).toEqual([]);
      await confirmFromMail(page, email);
      const rows = await stored(email);
      expect(rows).toMatchObject([
        { region, consent: true, opt_in: true, source: 'footer', consent_text: words, consent_at: expect.any(Date) },
      ]);
      const at = (rows[0]?.consent_at as Date | undefined)?.getTime() ?? 0;
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now());
    });
  }

  test('us: no consent box, and the subscription claims no consent', async ({ page }) => {
    const { form, requests } = await footerOf(page, 'us');
    await expect(form.getByRole('textbox')).toBeVisible();
    await expect(form.getByRole('checkbox')).toHaveCount(0);
    const email = address();
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button').click();
    await expect(form.getByTestId('subscribe-status')).toContainText('Thanks for subscribing!');
    expect(requests.map((r) => r.body)).toEqual([{ email, source: 'footer' }]);
    expect(await stored(email)).toEqual([]);
    await confirmFromMail(page, email);
    expect(await stored(email)).toMatchObject([
      { region: 'us', consent: false, opt_in: true, source: 'footer', consent_at: null, consent_text: null },
    ]);
  });
});

test.describe('the US new-user popup', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('consent required; 200 credits for a new account, once; never shown again once closed', async ({
    page,
    browser,
  }) => {
    // The second device asks for a code for the same address: it waits out the resend countdown (8 s here).
    test.setTimeout(120_000);
    const email = address();
    await page.clock.install();
    await page.goto('/us');
    // Offered once the visitor uses the page, not while it loads.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await useUntilOffered(page, () => page.mouse.wheel(0, 300));
    await expect(page.getByRole('dialog', { name: 'Join and get 200 credits' })).toBeVisible();
    // Each step names the dialog after its own heading.
    const dialog = page.getByRole('dialog');
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Get my 200 credits' }).click();
    await expect(dialog.getByText('Please accept the privacy policy and terms to continue.')).toBeVisible();
    await dialog.getByLabel(/I agree to the/).check();
    await dialog.getByLabel(/weekly emails/).check();
    await dialog.getByRole('button', { name: 'Get my 200 credits' }).click();
    await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await dialog.getByLabel('Verification code').fill((await mailTo(email)).code ?? '');
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    await expect(dialog.getByText('200 credits have been added to your account.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.goto('/us/account');
    await expect(page.getByTestId('credits')).toHaveText('200 credits');
    await page.goto('/us');
    await scrollWhenSettled(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The same address through the popup again, on another device: logged in, no second grant.
    const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const second = await other.newPage();
    await second.goto('/us');
    await useUntilOffered(second, () => second.keyboard.press('Tab'));
    const again = second.getByRole('dialog');
    await again.getByLabel('Email', { exact: true }).fill(email);
    await again.getByLabel(/I agree to the/).check();
    await expect(async () => {
      await again.getByRole('button', { name: 'Get my 200 credits' }).click();
      await expect(again.getByRole('heading', { name: 'Check your inbox' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 70_000 });
    await again.getByLabel('Verification code').fill((await mailTo(email, /verification code/)).code ?? '');
    await again.getByRole('button', { name: 'Create my account' }).click();
    await expect(again.getByText('Welcome back! You are now logged in.')).toBeVisible();
    await second.goto('/us/account');
    await expect(second.getByTestId('credits')).toHaveText('200 credits');
    await other.close();
  });

  test('Escape closes it and it stays closed', async ({ page }) => {
    await page.clock.install();
    await page.goto('/us/flagship-bumblebee');
    await useUntilOffered(page, () => page.mouse.wheel(0, 300));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await scrollWhenSettled(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the wholesale application reaches the account service and the team', async ({ page }) => {
  await page.goto('/us/apply-wholesale-account');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('Company name *').fill('Robot Shop LLC');
  await page.getByLabel('Contact name *').fill('Sam Seller');
  await page.getByLabel('Email *').fill(address());
  await page.getByLabel('Phone *').fill('+1 555 0199');
  await page.getByLabel('Type of business *').selectOption('retailer');
  await page.getByLabel('About your business *').fill('We run three toy stores in Ohio.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  const reference = (await page.getByText(/WS-[0-9A-Z]{8}/).textContent())?.match(/WS-[0-9A-Z]{8}/)?.[0] ?? '';
  expect(reference).not.toBe('');
  expect((await mailTo('support@roboshift.example', new RegExp(reference))).subject).toContain(reference);
});
