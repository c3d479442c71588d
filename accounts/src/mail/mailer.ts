/**
 * Outgoing mail through nodemailer. Where it goes is one rule (`mailTransport`): SMTP_URL when set; else the
 * development outbox (a file a person reads at /dev/outbox and tests read from code) outside production, or in
 * production only when the operator opts in with MAIL_OUTBOX=1 (`npm run serve` does, for a local trial);
 * else nowhere, and every call that would send mail is refused before it stores anything (ACCOUNTS.md).
 */
import { type Settings, settings } from '@showcase/schemas/settings';
import nodemailer from 'nodemailer';
import { AccountError } from '../errors';
import type { Mail } from './message';
import { appendToOutbox } from './outbox';

export type MailTransport = 'smtp' | 'outbox' | 'none';

export interface Mailer {
  kind: MailTransport;
  send: (mail: Mail) => Promise<void>;
}

type Env = Pick<Settings, 'SMTP_URL' | 'MAIL_OUTBOX' | 'NODE_ENV' | 'MAIL_FROM' | 'ACCOUNT_DATA_DIR'>;

/**
 * The outbox shows every login code and reset link to whoever opens it, so a production start never has one
 * unless the operator names it.
 */
export function mailTransport(env: Env = settings()): MailTransport {
  if (env.SMTP_URL) return 'smtp';
  if (env.MAIL_OUTBOX || env.NODE_ENV !== 'production') return 'outbox';
  return 'none';
}

/** For the start-up report: what the operator must know about mail, or null when nothing. */
export function mailWarning(env: Env = settings()): string | null {
  if (env.NODE_ENV !== 'production') return null;
  switch (mailTransport(env)) {
    case 'outbox':
      return 'MAIL_OUTBOX=1: mail goes to the local outbox at /dev/outbox, where anyone can read it. Never use this in production.';
    case 'none':
      return 'SMTP_URL is not set: calls that send mail (codes, verification and reset links, forms) answer 5031 until it is.';
    default:
      return null;
  }
}

/** Thrown before a call that would send mail changes anything, when there is nowhere to send it. */
export function requireMail(mailer: Pick<Mailer, 'kind'>) {
  if (mailer.kind === 'none') throw new AccountError('mailUnavailable');
}

export function createMailer(env: Env = settings(), from = env.MAIL_FROM): Mailer {
  const kind = mailTransport(env);
  if (kind === 'smtp') {
    // Short time-outs: a mail server that does not answer fails the try, and the queue tries again later.
    const transport = nodemailer.createTransport({
      url: env.SMTP_URL,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 15_000,
    });
    return {
      kind,
      send: async ({ to, subject, text, messageId }) => {
        await transport.sendMail({
          from,
          to,
          subject,
          text,
          ...(messageId ? { messageId: `<${messageId}@roboshift.mail>` } : {}),
        });
      },
    };
  }
  if (kind === 'outbox') {
    return { kind, send: async (mail) => appendToOutbox({ ...mail, from, sentAt: new Date().toISOString() }, env) };
  }
  return {
    kind,
    send: async () => {
      throw new AccountError('mailUnavailable');
    },
  };
}
