import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { settingsFrom } from '@showcase/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../../tests/support/smtp';
import type { AccountWords } from '../ports';
import { createMailer } from './mailer';
import { readOutbox } from './outbox';
import { composeMail } from './texts';

/** Words of the suite's own: the mailer and the outbox carry whatever the app's words say (the app tests those). */
const words: AccountWords = {
  mail: (locale, kind, values) => ({ subject: `${kind} (${locale})`, text: `${values.code ?? values.link ?? ''}\n` }),
  consent: () => '',
};

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
    await mailer.send(composeMail(words, 'de-DE', 'loginCode', 'kunde@example.de', { code: '123456', minutes: 10 }));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('kunde@example.de');
    expect(smtp.received[0]).toContain('123456');
    expect(readOutbox(env)).toEqual([]);
  });

  it('without it, the development outbox keeps each message, newest first, with its code and links', async () => {
    const env = settingsFrom({ ACCOUNT_DATA_DIR: dir });
    const mailer = createMailer(env);
    expect(mailer.kind).toBe('outbox');
    await mailer.send(composeMail(words, 'en-US', 'registerCode', 'a@example.com', { code: '111111', minutes: 10 }));
    await mailer.send(
      composeMail(words, 'fr-FR', 'reset', 'b@example.com', {
        link: 'http://x/fr/login/reset?token=t',
        minutes: 30,
      }),
    );
    const [newest, older] = readOutbox(env);
    expect(newest).toMatchObject({ to: 'b@example.com', links: ['http://x/fr/login/reset?token=t'] });
    expect(newest?.subject).toBe('reset (fr-FR)');
    expect(older).toMatchObject({ to: 'a@example.com', code: '111111' });
  });
});
