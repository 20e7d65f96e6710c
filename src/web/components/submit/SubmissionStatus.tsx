import type { SubmissionSummary } from '../../../shared/submissions';

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
