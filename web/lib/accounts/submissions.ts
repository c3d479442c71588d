/**
 * Wholesale applications, product registrations and RMA requests: stored whole in the group's database,
 * with their mail to the team (ACCOUNT_TEAM_ADDRESS) queued in the same transaction (mail/queue.ts). The reference is what the visitor is shown.
 */
import type { Region } from '@showcase/schemas/regions';
import type { AccountContext } from './context';
import { submissions } from './db/schema';
import { requireMail } from './mail/mailer';
import { queueMail, withQueuedMail } from './mail/queue';

export type SubmissionKind = 'wholesale' | 'registration' | 'rma';

const TITLES: Record<SubmissionKind, string> = {
  wholesale: 'Wholesale application',
  registration: 'Product registration',
  rma: 'Return request (RMA)',
};

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
  const lines = Object.entries(submission.payload).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  // The submission and its mail to the team commit together: an SMTP outage delays the mail, never the visitor.
  await withQueuedMail(ctx, async (tx) => {
    await tx.db.insert(submissions).values({ ...submission, createdAt: tx.now() });
    await queueMail(
      tx,
      {
        to: ctx.config.teamAddress,
        subject: `${TITLES[submission.kind]} ${submission.reference} (${submission.region.toUpperCase()})`,
        text: `${TITLES[submission.kind]} ${submission.reference}\nRegion: ${submission.region}\n\n${lines.join('\n')}\n`,
      },
      `submission:${submission.reference}`,
    );
  });
  return { reference: submission.reference };
}
