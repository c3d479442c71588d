import { settingsFrom } from '@showcase/schemas/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestAccounts, type TestAccounts } from '../../../tests/support/accounts';
import { startTestSmtp, type TestSmtp } from '../../../tests/support/smtp';
import { REGISTRATION } from '../../../tests/support/support-forms';
import { mailQueue, submissions } from '../db/schema';
import { storeSubmission } from '../submissions';
import { createMailer } from './mailer';
import { deliverDue, queueMail } from './queue';

describe('the mail queue against a real SMTP server', () => {
  let smtp: TestSmtp;
  let accounts: TestAccounts;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    accounts = await openTestAccounts('pglite', { group: 'eu' });
    accounts.ctx.mailer = createMailer(settingsFrom({ SMTP_URL: smtp.url }));
  }, 60_000);
  afterAll(async () => {
    await smtp.stop();
    await accounts?.close();
  });

  it('through an SMTP outage and back: the visitor is answered, nothing is lost, nothing is sent twice', async () => {
    // The mail server is down: the submission is stored and answered, its mail waits in the queue.
    await smtp.stop();
    const { reference } = await storeSubmission(accounts.ctx, {
      kind: 'registration',
      reference: 'REG-OUTAGE1',
      region: 'fr',
      email: REGISTRATION.email,
      payload: REGISTRATION,
    });
    expect(await accounts.ctx.db.select().from(submissions).where(eq(submissions.reference, reference))).toHaveLength(
      1,
    );
    const [waiting] = await accounts.ctx.db.select().from(mailQueue);
    expect(waiting).toMatchObject({ dedupeKey: `submission:${reference}`, attempts: 1, sentAt: null });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.received).toHaveLength(0);

    // Not due yet: a delivery round leaves it alone.
    expect(await deliverDue(accounts.ctx)).toEqual({ sent: 0, failed: 0 });

    // The server is back and the retry delay has passed: it goes out once, and its text is cleared.
    await smtp.start();
    accounts.clock.advance(5);
    expect(await deliverDue(accounts.ctx)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain(reference);
    expect(smtp.received[0]).toMatch(/Message-ID: <[0-9a-f-]{36}@roboshift\.mail>/i);
    const [sent] = await accounts.ctx.db.select().from(mailQueue);
    expect(sent).toMatchObject({ body: '', code: null });
    expect(sent?.sentAt).not.toBeNull();

    accounts.clock.advance(3600);
    expect(await deliverDue(accounts.ctx)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('queues one mail per key, however often it is asked', async () => {
    const mail = { to: 'team@example.com', subject: 'Once', text: 'once' };
    await queueMail(accounts.ctx, mail, 'submission:ONCE');
    await queueMail(accounts.ctx, mail, 'submission:ONCE');
    const rows = await accounts.ctx.db.select().from(mailQueue).where(eq(mailQueue.dedupeKey, 'submission:ONCE'));
    expect(rows).toHaveLength(1);
    expect(await deliverDue(accounts.ctx)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.filter((m) => m.includes('Subject: Once'))).toHaveLength(1);
  });

  it('a submission and its mail commit together: when the mail cannot be queued, nothing is stored', async () => {
    const team = accounts.ctx.config.teamAddress;
    // PostgreSQL (and PGlite) refuse a NUL character in text: the queueing fails inside the transaction.
    accounts.ctx.config.teamAddress = 'team\u0000@example.com';
    try {
      await expect(
        storeSubmission(accounts.ctx, {
          kind: 'registration',
          reference: 'REG-ATOMIC1',
          region: 'fr',
          email: 'ada@example.com',
          payload: { product: 'flagshipMegatron' },
        }),
      ).rejects.toThrow();
    } finally {
      accounts.ctx.config.teamAddress = team;
    }
    expect(await accounts.ctx.db.select().from(submissions).where(eq(submissions.reference, 'REG-ATOMIC1'))).toEqual(
      [],
    );
  });
});
