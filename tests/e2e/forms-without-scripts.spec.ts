/**
 * The site's forms as a shopper without scripts meets them (the page used to answer a post with the same empty
 * form), and Contact Us, which had no form at all. With scripts the forms post to the API (shopper-journeys and
 * account-screens specs); without, the page answers the post itself: the form again with the shopper's values
 * and errors in the region's language, or the outcome.
 */
import { expect, test } from '../support/browser-test';

test('Contact Us: a message reaches technical support, with a reference to quote', async ({ page }) => {
  await page.goto('/us/technical-support');
  const form = page.locator('main form');
  await form.getByRole('button', { name: 'Send my message' }).click();
  await expect(form.getByLabel('Your message')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(/first name/i).fill('Ada');
  await form.getByLabel(/last name/i).fill('Lovelace');
  await form.getByLabel(/email/i).fill('ada@example.com');
  await form.getByLabel(/^product/i).selectOption('flagshipBumblebee');
  await form.getByLabel('Your message').fill('My robot no longer pairs with the app since the update.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send my message' }).click();
  await expect(page.getByRole('region', { name: 'Thank you, your message is on its way' })).toBeFocused();
  await expect(page.getByText(/MSG-[A-Z0-9]{8}/)).toBeVisible();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused registration comes back with what was typed and the errors in German; then it is taken', async ({
    page,
  }) => {
    await page.goto('/de/product-registration');
    const form = page.locator('main form');
    await form.getByLabel(/^Vorname/).fill('Ada');
    await form.getByLabel(/^E-Mail-Adresse/).fill('ada@');
    await form.getByLabel(/^Seriennummer/).fill('MG-2024-000123');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Roboter registrieren' }).click();
    await expect(page.getByText('Bitte prüfen Sie die folgenden Felder:')).toBeVisible();
    await expect(form.getByLabel(/^E-Mail-Adresse/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/^E-Mail-Adresse/)).toHaveAccessibleDescription(
      /Bitte geben Sie eine gültige E-Mail-Adresse ein/,
    );
    await expect(form.getByLabel(/^Vorname/)).toHaveValue('Ada');
    await expect(form.getByLabel(/^E-Mail-Adresse/)).toHaveValue('ada@');
    await expect(form.getByLabel(/^Seriennummer/)).toHaveValue('MG-2024-000123');
    await expect(form.getByLabel(/^Land/)).toHaveValue('DE');
    await expect(form.getByRole('checkbox')).toBeChecked();
    // Corrected and completed, the same form is taken.
    await form.getByLabel(/^Nachname/).fill('Lovelace');
    await form.getByLabel(/^E-Mail-Adresse/).fill('ada@example.com');
    await form.getByLabel(/^Produkt/).selectOption('flagshipMegatron');
    await form.getByLabel(/^Kaufdatum/).fill('2024-11-05');
    await form.getByRole('button', { name: 'Roboter registrieren' }).click();
    await expect(page.getByText(/REG-[A-Z0-9]{8}/)).toBeVisible();
    // The page everyone else is served is still the empty form.
    await page.goto('/de/product-registration');
    await expect(page.locator('main form').getByLabel(/^Vorname/)).toHaveValue('');
  });

  test('Contact Us takes a message', async ({ page }) => {
    await page.goto('/us/technical-support');
    const form = page.locator('main form');
    await form.getByLabel(/first name/i).fill('Grace');
    await form.getByLabel(/last name/i).fill('Hopper');
    await form.getByLabel(/email/i).fill('grace@example.org');
    await form.getByLabel('Your message').fill('Too short');
    await form.getByRole('button', { name: 'Send my message' }).click();
    await expect(form.getByLabel('Your message')).toHaveAccessibleDescription(/Please enter at least 20 characters/);
    await expect(form.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please agree to the privacy policy to continue',
    );
    await expect(form.getByLabel('Your message')).toHaveValue('Too short');
    await form.getByLabel('Your message').fill('Which firmware fixes the arm lock?');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send my message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();
    await expect(page.getByText(/MSG-[A-Z0-9]{8}/)).toBeVisible();
  });

  test('a wholesale application comes back with its values and errors, then is received', async ({ page }) => {
    await page.goto('/us/apply-wholesale-account');
    await page.getByLabel('Company name *').fill('Robot Shop LLC');
    await page.getByLabel('Phone *').fill('12');
    await page.getByLabel('Type of business *').selectOption('online');
    await page.getByLabel('About your business *').fill('We run three toy stores in Ohio.');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByLabel('Contact name *')).toHaveAccessibleDescription('This field is required.');
    await expect(page.getByLabel('Phone *')).toHaveAccessibleDescription('Please enter a valid phone number.');
    await expect(page.getByLabel('Company name *')).toHaveValue('Robot Shop LLC');
    await expect(page.getByLabel('Country *')).toHaveValue('US');
    await expect(page.getByLabel('Type of business *')).toHaveValue('online');
    await expect(page.getByLabel('About your business *')).toHaveValue('We run three toy stores in Ohio.');
    await page.getByLabel('Contact name *').fill('Sam Seller');
    await page.getByLabel('Email *').fill('sam@example.com');
    await page.getByLabel('Phone *').fill('+1 555 0199');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
    await expect(page.getByText(/WS-[0-9A-Z]{8}/)).toBeVisible();
  });

  test('the login form keeps the address and says that signing in needs JavaScript', async ({ page }) => {
    await page.goto('/us/login');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not sent back');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Signing in needs JavaScript/);
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  });

  test('a return request refused by the service keeps its long description', async ({ page }) => {
    await page.goto('/fr/return-manufacturer');
    const form = page.locator('main form');
    const description = 'Le bras gauche ne se verrouille plus en mode robot.\nDepuis une chute.';
    await form.getByLabel(/^Description du problème/).fill(description);
    await form.getByLabel(/^Motif du retour/).selectOption('defective');
    await form.getByRole('button', { name: 'Demander un retour' }).click();
    await expect(form.getByText('Ce champ est obligatoire').first()).toBeVisible();
    await expect(form.getByLabel(/^Description du problème/)).toHaveValue(description);
    await expect(form.getByLabel(/^Motif du retour/)).toHaveValue('defective');
  });
});

test('a form post that is no form of ours is refused with its reason, never a 500', async ({ page, request }) => {
  await page.goto('/us/technical-support');
  // The page's own hidden fields, so that only one thing is wrong with each post.
  const hidden = await page
    .locator('main form input[type="hidden"]')
    .evaluateAll((inputs) =>
      inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
    );
  const multipart = Object.fromEntries([...hidden, ['firstName', 'Mallory']]);
  const origin = new URL(page.url()).origin;
  const post = (body: Parameters<typeof request.post>[1]) => request.post('/us/technical-support', body);
  expect((await post({ multipart, headers: { origin: 'https://attacker.example' } })).status()).toBe(403);
  const tooLong = { ...multipart, message: 'a'.repeat(40_000) };
  expect((await post({ multipart: tooLong, headers: { origin } })).status()).toBe(413);
  const file = { ...multipart, message: { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') } };
  expect((await post({ multipart: file, headers: { origin } })).status()).toBe(400);
  const broken = { data: '--zz\r\nbroken', headers: { origin, 'content-type': 'multipart/form-data; boundary=zz' } };
  expect((await post(broken)).status()).toBe(400);
  const own = await post({ multipart, headers: { origin } });
  expect(own.status()).toBe(200);
  expect(await own.text()).toContain('value="Mallory"');
});
