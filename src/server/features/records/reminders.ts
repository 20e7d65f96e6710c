import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { emailLayout } from '../../adapters/mail/layout.js';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/client.js';
import { officialResults, reminderOptOuts, resultReminders, submissions, users } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import type { Jobs } from '../../jobs.js';
import { mailContactOf } from '../accounts/people.js';
import { submissionById } from '../submissions/service.js';

/** Looks for orders due a reminder; one process runs each tick. */
export const REMINDER_SWEEP_QUEUE = 'official-result-reminders';
/** The reminder e-mails themselves, bulk mail on a queue of their own. */
export const REMINDER_EMAIL_QUEUE = 'official-result-reminder-email';
export type ReminderEmailJob = { submissionId: string };

export const reminderTexts = {
  unsubscribed: 'You will get no more reminders to report official grades.',
  badLink: 'This unsubscribe link is not valid.',
} as const;

/** At most this many reminders are queued per sweep: a backlog drains over a few ticks, not in one burst. */
const SWEEP_BATCH = 200;

/**
 * Queues the one reminder of each completed order whose estimate is older than `afterMs`, that has no official
 * result, whose owner has not unsubscribed and is not disabled. The reminder's row is written first (its key is the
 * order), so an order is reminded once however many processes sweep at the same time. Returns how many were queued.
 */
export async function sweepReminders(deps: { db: Database; jobs: Jobs }, now: Date, afterMs: number) {
  const due = await deps.db
    .select({ id: submissions.id })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .leftJoin(officialResults, eq(officialResults.submissionId, submissions.id))
    .leftJoin(resultReminders, eq(resultReminders.submissionId, submissions.id))
    .leftJoin(reminderOptOuts, eq(reminderOptOuts.userId, submissions.userId))
    .where(
      and(
        eq(submissions.status, 'COMPLETE'),
        isNotNull(submissions.closedAt),
        lt(submissions.closedAt, new Date(now.getTime() - afterMs)),
        isNull(officialResults.id),
        isNull(resultReminders.submissionId),
        isNull(reminderOptOuts.userId),
        isNull(users.disabledAt),
      ),
    )
    .limit(SWEEP_BATCH);
  let queued = 0;
  for (const { id } of due) {
    const [taken] = await deps.db
      .insert(resultReminders)
      .values({ submissionId: id, token: crypto.randomBytes(32).toString('base64url') })
      .onConflictDoNothing()
      .returning({ id: resultReminders.submissionId });
    if (!taken) continue; // another process took it
    await deps.jobs.send<ReminderEmailJob>(REMINDER_EMAIL_QUEUE, { submissionId: id });
    queued += 1;
  }
  return queued;
}

/** The reminder: a one-click link to the order's official-result form, and a link that stops the reminders. */
export async function sendReminderEmail(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  job: ReminderEmailJob,
): Promise<void> {
  const submission = await submissionById(deps.db, job.submissionId);
  const [reminder] = await deps.db
    .select()
    .from(resultReminders)
    .where(eq(resultReminders.submissionId, job.submissionId));
  const person = submission && reminder && (await mailContactOf(deps.db, submission.userId));
  if (!submission || !reminder || !person) return;
  // Reported or unsubscribed since the sweep: nothing to remind.
  const [reported] = await deps.db
    .select({ id: officialResults.id })
    .from(officialResults)
    .where(eq(officialResults.submissionId, submission.id));
  const [optedOut] = await deps.db
    .select({ id: reminderOptOuts.userId })
    .from(reminderOptOuts)
    .where(eq(reminderOptOuts.userId, submission.userId));
  if (reported || optedOut) return;
  const unsubscribe = `${deps.publicUrl}/reminders/unsubscribe?token=${reminder.token}`;
  await deps.mailer.send(
    emailLayout({
      to: person.email,
      subject: `Did ${submission.cardName} come back from grading?`,
      greeting: `Hi ${person.firstName},`,
      lines: [
        `We estimated ${submission.cardName} (${submission.cardNumber}), submission ${submission.publicId}, a while ago.`,
        'If you sent it to a grading company, tell us the grade it got: it takes a minute, and every verified result ' +
          'goes into our public track record, so collectors can see how right our estimates are.',
      ],
      action: 'Add the official grade',
      url: `${deps.publicUrl}/orders/${submission.id}#official-result`,
      after: `This is the only reminder for this card. To get no more of them: ${unsubscribe}`,
    }),
  );
}

/** The unsubscribe link's one click: no more reminders for the person the link was sent to. */
export async function unsubscribe(db: Database, token: string): Promise<void> {
  const [reminder] = await db
    .select({ userId: submissions.userId })
    .from(resultReminders)
    .innerJoin(submissions, eq(submissions.id, resultReminders.submissionId))
    .where(eq(resultReminders.token, token));
  if (!reminder) throw badRequest(reminderTexts.badLink, 'bad_token');
  await db.insert(reminderOptOuts).values({ userId: reminder.userId }).onConflictDoNothing();
}

/** Whether a person has stopped the reminders (for tests and the console). */
export async function hasUnsubscribed(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(reminderOptOuts)
    .where(eq(reminderOptOuts.userId, userId));
  return Boolean(row);
}
