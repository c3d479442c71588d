import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { settingsFrom } from '@showcase/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../../../tests/support/smtp';
import { accountWords } from '../../account-service/words';
import { catalogFor } from '../../i18n/catalog';
import { createMailer } from './mailer';
import { readOutbox } from './outbox';
import { composeMail } from './texts';

describe('mail', () => {
  let smtp: TestSmtp;
  let dir: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  });
  afterAll(async () => {
    await smtp.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('with SMTP_URL, nodemailer delivers over SMTP and nothing goes to the outbox', async () => {
    const env = settingsFrom({ SMTP_URL: smtp.url, ACCOUNT_DATA_DIR: dir });
    const mailer = createMailer(env);
    expect(mailer.kind).toBe('smtp');
    await mailer.send(
      composeMail(accountWords, 'de-DE', 'loginCode', 'kunde@example.de', { code: '123456', minutes: 10 }),
    );
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('kunde@example.de');
    expect(smtp.received[0]).toContain('123456');
    expect(readOutbox(env)).toEqual([]);
  });

  it('without it, the development outbox keeps each message, newest first, with its code and links', async () => {
    const env = settingsFrom({ ACCOUNT_DATA_DIR: dir });
    const mailer = createMailer(env);
    expect(mailer.kind).toBe('outbox');
    await mailer.send(
      composeMail(accountWords, 'en-US', 'registerCode', 'a@example.com', { code: '111111', minutes: 10 }),
    );
    await mailer.send(
      composeMail(accountWords, 'fr-FR', 'reset', 'b@example.com', {
        link: 'http://x/fr/login/reset?token=t',
        minutes: 30,
      }),
    );
    const [newest, older] = readOutbox(env);
    expect(newest).toMatchObject({ to: 'b@example.com', links: ['http://x/fr/login/reset?token=t'] });
    expect(newest?.subject).toBe(catalogFor('fr-FR').service.mail.resetSubject);
    expect(older).toMatchObject({ to: 'a@example.com', code: '111111' });
  });
});

describe('mail texts', () => {
  it('count the minutes a code or link lasts, in the account’s language', () => {
    const code = (locale: 'en-US' | 'de-DE', minutes: number) =>
      composeMail(accountWords, locale, 'loginCode', 'a@example.com', { code: '123456', minutes }).text;
    expect(code('en-US', 10)).toBe(
      'Your login code is 123456. It expires in 10 minutes.\n\nIf you did not ask for this, you can ignore this email. The Roboshift team\n',
    );
    expect(code('en-US', 1)).toContain('It expires in 1 minute.');
    expect(code('de-DE', 1)).toContain('Er ist 1 Minute lang gültig.');
    const reset = composeMail(accountWords, 'en-GB', 'resetNoAccount', 'b@example.com', {
      link: 'https://x/uk/register',
    });
    expect(reset.text).toContain('You can create one at https://x/uk/register');
  });
});
