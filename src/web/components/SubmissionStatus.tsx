import { MAX_TURNAROUND_HOURS, TYPICAL_TURNAROUND_HOURS } from '../../shared/constants';
import type { SubmissionSummary } from '../../shared/submissions';

type Status = SubmissionSummary['status'];

/** The spec's colours: COMPLETE green, CANCELLED red; both queue states read as work under way, each in its words. */
const STATUS: Record<Status, { text: string; tone: 'progress' | 'complete' | 'cancelled' }> = {
  OPEN: { text: 'Waiting for a grader', tone: 'progress' },
  PENDING: { text: 'Being reviewed', tone: 'progress' },
  COMPLETE: { text: 'Complete', tone: 'complete' },
  CANCELLED: { text: 'Cancelled', tone: 'cancelled' },
};

export function StatusBadge({ status }: { status: Status }) {
  const { text, tone } = STATUS[status];
  return <span className={`status-badge ${tone}`}>{text}</span>;
}

export const submittedAt = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Identifier, submission id and, where asked, the date: the same facts wherever a submission is shown. */
export function SubmissionFacts({
  submission,
  detail = false,
  withDate = true,
}: {
  submission: SubmissionSummary;
  detail?: boolean;
  withDate?: boolean;
}) {
  return (
    <dl className={detail ? 'order-facts detail' : 'order-facts'}>
      <div>
        <dt>Identifier</dt>
        <dd>{submission.cardNumber}</dd>
      </div>
      <div>
        <dt>Submission ID</dt>
        <dd>{submission.publicId}</dd>
      </div>
      {withDate && (
        <div>
          <dt>Submitted</dt>
          <dd>
            <time dateTime={submission.createdAt}>{submittedAt(submission.createdAt)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long a card has waited, in the unit a person would say it: minutes, then hours, then days. */
export function waitedFor(createdAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** For a card still in the queue: how long it has waited, against the usual time to a result. */
export function WaitingNote({ submission }: { submission: Pick<SubmissionSummary, 'status' | 'createdAt'> }) {
  if (submission.status !== 'OPEN' && submission.status !== 'PENDING') return null;
  return (
    <p className="waiting-note fine-print">
      Waiting {waitedFor(submission.createdAt)}; most results take 1-{TYPICAL_TURNAROUND_HOURS} hours, up to{' '}
      {MAX_TURNAROUND_HOURS} at busy times.
    </p>
  );
}
