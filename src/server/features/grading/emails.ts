import { eq } from 'drizzle-orm';
import { emailLayout } from '../../adapters/mail/layout.js';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/client.js';
import { submissions, users } from '../../db/schema.js';
import type { GradingEmailJob } from './service.js';

/** Tells the collector their card was reviewed (with the results) or cancelled (with the reason and refund). */
export async function sendGradingEmail(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  job: GradingEmailJob,
): Promise<void> {
  const [row] = await deps.db
    .select({ submission: submissions, email: users.email, firstName: users.firstName })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(eq(submissions.id, job.submissionId));
  if (!row) return;
  const { submission } = row;
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
