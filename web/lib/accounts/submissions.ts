/**
 * Wholesale applications, product registrations and RMA requests: stored whole in the group's database,
 * then mailed to the team (ACCOUNT_TEAM_ADDRESS). The reference is what the visitor is shown.
 */
import type { Region } from '@showcase/schemas/regions';
import type { AccountContext } from './context';
import { submissions } from './db/schema';

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
  await ctx.db.insert(submissions).values({ ...submission, createdAt: ctx.now() });
  const lines = Object.entries(submission.payload).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  await ctx.mailer.send({
    to: ctx.config.teamAddress,
    subject: `${TITLES[submission.kind]} ${submission.reference} (${submission.region.toUpperCase()})`,
    text: `${TITLES[submission.kind]} ${submission.reference}\nRegion: ${submission.region}\n\n${lines.join('\n')}\n`,
  });
  return { reference: submission.reference };
}
