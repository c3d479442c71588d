/**
 * Outgoing mail through nodemailer: SMTP_URL in production; without it, the development outbox (a file
 * a person reads at /dev/outbox and tests read from code). The outbox exists only while SMTP_URL is unset.
 */
import nodemailer from 'nodemailer';
import { appendToOutbox } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** For the outbox and tests: the one-time code and the links the message carries. */
  code?: string;
  links?: string[];
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send: (mail: Mail) => Promise<void>;
}

let warned = false;

export function createMailer(
  env: Readonly<Record<string, string | undefined>> = process.env,
  from = env.MAIL_FROM || 'Roboshift <no-reply@roboshift.example>',
): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      kind: 'smtp',
      send: async ({ to, subject, text }) => {
        await transport.sendMail({ from, to, subject, text });
      },
    };
  }
  return {
    kind: 'outbox',
    send: async (mail) => {
      if (!warned && env.NODE_ENV === 'production')
        console.warn('mail: SMTP_URL is not set; messages go to the development outbox (/dev/outbox), not to people.');
      warned = true;
      appendToOutbox({ ...mail, from, sentAt: new Date().toISOString() }, env);
    },
  };
}
