/**
 * The test server's mail, read from the development outbox it writes for this run (playwright.config.ts sets
 * MAIL_OUTBOX and the accounts' data folder): codes and links exactly as a shopper receives them.
 */
import { type OutboxMessage, readOutbox } from '../../web/lib/accounts/mail/outbox';

const outboxEnv = { ACCOUNT_DATA_DIR: process.env.E2E_ACCOUNT_DATA_DIR };

/**
 * The newest message to `email` (whose subject matches `subject`) once it has arrived; with `after`, once a
 * newer one than that has.
 */
export async function mailTo(email: string, subject?: RegExp, after?: OutboxMessage): Promise<OutboxMessage> {
  for (let i = 0; i < 50; i++) {
    const mail = readOutbox(outboxEnv).find((m) => m.to === email && (!subject || subject.test(m.subject)));
    if (mail && (!after || mail.messageId !== after.messageId)) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${email}`);
}
