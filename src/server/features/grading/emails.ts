import { emailLayout } from '../../adapters/mail/layout.js';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/client.js';
import { mailContactOf } from '../accounts/people.js';
import { submissionById } from '../submissions/service.js';

/** Bulk mail on its own queue (account e-mail never waits behind it). */
export const GRADING_EMAIL_QUEUE = 'grading-email';
export type GradingEmailJob = { submissionId: string; kind: 'reviewed' | 'cancelled' };

/** Tells the collector their card was reviewed (with the results) or cancelled (with the reason and refund). */
export async function sendGradingEmail(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  job: GradingEmailJob,
): Promise<void> {
  const submission = await submissionById(deps.db, job.submissionId);
  const row = submission && (await mailContactOf(deps.db, submission.userId));
  if (!submission || !row) return;
  const card = `${submission.cardName} (${submission.cardNumber})`;
  const greeting = `Hi ${row.firstName},`;
  if (job.kind === 'reviewed') {
    await deps.mailer.send(
      emailLayout({
        to: row.email,
        subject: `Your grade estimate is ready: ${submission.cardName}`,
        greeting,
        lines: [`A grader has reviewed ${card}, submission ${submission.publicId}.`],
        action: 'See the results',
        url: `${deps.publicUrl}/feedback/${submission.id}`,
        after:
          'An estimate from photos is not an official grade, but it tells you what to expect before you send the card.',
      }),
    );
    return;
  }
  await deps.mailer.send(
    emailLayout({
      to: row.email,
      subject: `Submission ${submission.publicId} was cancelled and your credit refunded`,
      greeting,
      lines: [
        `A grader cancelled ${card}, submission ${submission.publicId}, for this reason:`,
        submission.cancelReason ?? '',
        'Your credit is back in your wallet, so you can send the card again when it suits you.',
      ],
      action: 'See the submission',
      url: `${deps.publicUrl}/orders/${submission.id}`,
      after: 'Questions? Reply to this e-mail or write to us through the contact page.',
    }),
  );
}
