import type { SubmissionSummary } from '../../shared/submissions';

type Status = SubmissionSummary['status'];

/** The spec's colours: COMPLETE green, CANCELLED red; both queue states read as work under way. */
const STATUS: Record<Status, { text: string; tone: 'progress' | 'complete' | 'cancelled' }> = {
  OPEN: { text: 'In progress', tone: 'progress' },
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
