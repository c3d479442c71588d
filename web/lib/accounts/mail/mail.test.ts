import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../../../tests/support/smtp';
import { ACCOUNT_MESSAGES } from '../messages';
import { createMailer } from './mailer';
import { latestTo, readOutbox } from './outbox';
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
    const env = { SMTP_URL: smtp.url, ACCOUNT_DATA_DIR: dir };
    const mailer = createMailer(env);
    expect(mailer.kind).toBe('smtp');
    await mailer.send(composeMail('de-DE', 'loginCode', 'kunde@example.de', { code: '123456', minutes: 10 }));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('kunde@example.de');
    expect(smtp.received[0]).toContain('123456');
    expect(readOutbox(env)).toEqual([]);
  });

  it('without it, the development outbox keeps each message, newest first, with its code and links', async () => {
    const env = { ACCOUNT_DATA_DIR: dir };
    const mailer = createMailer(env);
    expect(mailer.kind).toBe('outbox');
    await mailer.send(composeMail('en-US', 'registerCode', 'a@example.com', { code: '111111', minutes: 10 }));
    await mailer.send(
      composeMail('fr-FR', 'reset', 'b@example.com', { link: 'http://x/fr/login/reset?token=t', minutes: 30 }),
    );
    const [newest, older] = readOutbox(env);
    expect(newest).toMatchObject({ to: 'b@example.com', links: ['http://x/fr/login/reset?token=t'] });
    expect(newest?.subject).toBe(ACCOUNT_MESSAGES['fr-FR'].mail.resetSubject);
    expect(older).toMatchObject({ to: 'a@example.com', code: '111111' });
    expect(latestTo('A@example.com', env)?.code).toBe('111111');
  });
});

describe('messages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const leaves = (value: object, prefix = ''): [string, string][] =>
    Object.entries(value).flatMap(([key, child]) =>
      typeof child === 'string'
        ? [[`${prefix}${key}`, child] as [string, string]]
        : leaves(child as object, `${prefix}${key}.`),
    );

  it('every locale has every text, with the same placeholders as the English', () => {
    const english = new Map(leaves(ACCOUNT_MESSAGES['en-US']));
    for (const [locale, messages] of Object.entries(ACCOUNT_MESSAGES)) {
      const texts = new Map(leaves(messages));
      expect([...texts.keys()].sort(), locale).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
      }
    }
  });

  it('the English is the spec’s wording', () => {
    const { codes } = ACCOUNT_MESSAGES['en-US'];
    expect(codes.tooManyAttempts).toBe('Too many attempts. Please try again in {n} seconds.');
    expect(codes.tooManyRequests).toBe('Too many requests. Please wait a moment.');
    expect(codes.emailInUse).toBe('This email is already in use. Log In.');
    expect(codes.serverError).toBe('Server error, please try again later');
    expect(ACCOUNT_MESSAGES['fr-FR'].codes.wrongCredentials).not.toBe(codes.wrongCredentials);
  });
});
