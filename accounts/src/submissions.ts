/**
 * Wholesale applications, product registrations, RMA requests and contact messages: stored whole in the group's
 * database, with their mail to the team (ACCOUNT_TEAM_ADDRESS) queued in the same transaction (mail/queue.ts).
 * The reference is what the visitor is shown.
 */
import type { Region } from '@showcase/schemas/regions';
import type { AccountContext } from './context';
import { submissions } from './db/schema';
import { requireMail } from './mail/mailer';
import { queueMail, withQueuedMail } from './mail/queue';

export type SubmissionKind = 'wholesale' | 'registration' | 'rma' | 'contact';

const TITLES: Record<SubmissionKind, string> = {
  wholesale: 'Wholesale application',
  registration: 'Product registration',
  rma: 'Return request (RMA)',
  contact: 'Contact message',
};

/** Line breaks of every kind a mail reader might show as one. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
/** Control characters but the tab, and the Unicode separators: written as `\u001b`, never as themselves. */
const INVISIBLE = /[^\P{Cc}\t]|[\u2028\u2029]/gu;
const visible = (text: string) => text.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * One `label: value` line of the mail to the team. The forms and the API refuse line breaks in single-line
 * fields; this holds whatever reaches it: a value's own line breaks (a message) continue it on lines indented
 * by two spaces, so no value can start a labelled line of its own ("Region: eu").
 */
export function labelled(label: string, value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return `${visible(label)}: ${text.split(LINE_BREAK).map(visible).join('\n  ')}`;
}

/** The mail's text: its title, the region, then each field of the submission as a labelled line. */
export function submissionMailText(submission: {
  kind: SubmissionKind;
  reference: string;
  region: Region;
  payload: Record<string, unknown>;
}): string {
  const lines = Object.entries(submission.payload).map(([key, value]) => labelled(key, value));
  return `${TITLES[submission.kind]} ${submission.reference}\n${labelled('Region', submission.region)}\n\n${lines.join('\n')}\n`;
}

export async function storeSubmission(
  ctx: AccountContext,
  submission: {
    kind: SubmissionKind;
    reference: string;
    region: Region;
    email: string;
    payload: Record<string, unknown>;
  },
): Promise<{ reference: string }> {
  requireMail(ctx.mailer);
  // The submission and its mail to the team commit together: an SMTP outage delays the mail, never the visitor.
  await withQueuedMail(ctx, async (tx) => {
    await tx.db.insert(submissions).values({ ...submission, createdAt: tx.now() });
    await queueMail(
      tx,
      {
        to: ctx.config.teamAddress,
        subject: `${TITLES[submission.kind]} ${submission.reference} (${submission.region.toUpperCase()})`,
        text: submissionMailText(submission),
      },
      `submission:${submission.reference}`,
    );
  });
  return { reference: submission.reference };
}
