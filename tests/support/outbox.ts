/**
 * The test server's mail, read from the development outbox it writes for this run (playwright.config.ts sets
 * MAIL_OUTBOX and the accounts' data folder): codes and links exactly as a shopper receives them.
 */
import { type OutboxMessage, readOutbox } from '@showcase/accounts/mail/outbox';

const outboxEnv = { ACCOUNT_DATA_DIR: process.env.E2E_ACCOUNT_DATA_DIR };
/** A bound only so that a mail never sent fails the test before its own timeout does. */
const MAIL_WAIT_MS = 30_000;

/**
 * The newest message to `email` (whose subject matches `subject`) once it has arrived; with `after`, once a
 * newer one than that has.
 */
export async function mailTo(email: string, subject?: RegExp, after?: OutboxMessage): Promise<OutboxMessage> {
  // Waits on the mail itself, not on a time: a loaded machine may take seconds to hash, store and send.
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const mail = readOutbox(outboxEnv).find((m) => m.to === email && (!subject || subject.test(m.subject)));
    if (mail && (!after || mail.messageId !== after.messageId)) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} within ${MAIL_WAIT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
