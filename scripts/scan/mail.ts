/**
 * The scan's mailbox: the tests' SMTP sink (tests/support/smtp.ts), which the scanned server sends to as to any
 * mail server (SMTP_URL), so a production start with nothing opted in (no outbox) still shows its mails. Messages
 * arrive as nodemailer writes them; this reads the one text part back (quoted-printable or base64).
 */
import { startTestSmtp, type TestSmtp } from '../../tests/support/smtp';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The first six-digit number of the text: the code of a code mail. */
  code: string | null;
  links: string[];
}

/** How long a mail may take: a call waits up to 3 s for delivery, and a failed try is retried 5 s later. */
const MAIL_WAIT_MS = 15_000;

function decodeWords(value: string): string {
  // Adjacent encoded words of one long subject are separated by folding whitespace that is not part of the text.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
    );
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseMail(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : body;
  const to = (/<([^>]+)>/.exec(header('To'))?.[1] ?? header('To')).toLowerCase();
  return {
    to,
    subject: decodeWords(header('Subject')),
    text,
    code: /\b(\d{6})\b/.exec(text)?.[1] ?? null,
    links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
  };
}

export interface Mailbox {
  url: string;
  /** Every message so far, parsed. */
  all: () => Mail[];
  /**
   * The first message to `to` after the `skip` earlier ones to that address (default: none yet seen), once it
   * has arrived; null when none arrives in time.
   */
  next: (to: string, skip?: number) => Promise<Mail | null>;
  /** How many messages `to` has received so far: pass it to `next` to wait for a newer one. */
  count: (to: string) => number;
  stop: () => Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const sink: TestSmtp = await startTestSmtp();
  const all = () => sink.received.map(parseMail);
  const to = (address: string) => all().filter((m) => m.to === address.toLowerCase());
  return {
    url: sink.url,
    all,
    count: (address) => to(address).length,
    next: async (address, skip = 0) => {
      const deadline = Date.now() + MAIL_WAIT_MS;
      while (Date.now() < deadline) {
        const mail = to(address)[skip];
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 100));
      }
      return null;
    },
    stop: sink.stop,
  };
}
