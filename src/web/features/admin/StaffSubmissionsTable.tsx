import { Fragment, useId, useRef, useState } from 'react';
import { cancelSubmission, releaseClaim, type AdminSubmission } from '../../api/admin';
import { StatusBadge } from '../../components/SubmissionStatus';
import type { StaffAction } from './ActionNotice';
import { ReasonForm } from './ReasonForm';
import { dateAndTime } from './format';

const COLUMNS = 8;

/** The submissions with what staff may do to each: release a grader's claim, or cancel a card still in the queue. */
export function StaffSubmissionsTable({
  submissions,
  onAction,
}: {
  submissions: AdminSubmission[];
  onAction: StaffAction;
}) {
  return (
    <div className="table-scroll">
      <table className="table staff-table stacked-table">
        <caption className="visually-hidden">Submissions</caption>
        <thead>
          <tr>
            <th scope="col">Submission ID</th>
            <th scope="col">Card</th>
            <th scope="col">Owner</th>
            <th scope="col">Status</th>
            <th scope="col">Held by</th>
            <th scope="col">Sent</th>
            <th scope="col">Closed</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((submission) => (
            <SubmissionRow key={submission.id} submission={submission} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Asked = 'release' | 'cancel';

/** What each action asks, and what it does, in the words of its form. */
const ASKS: Record<Asked, { title: string; label: string; hint: string; confirm: string }> = {
  release: {
    title: 'Release the claim on',
    label: 'Reason for releasing the claim',
    hint: 'The grader holding it loses the claim, and the card waits for any grader again.',
    confirm: 'Release the claim',
  },
  cancel: {
    title: 'Cancel and refund',
    label: 'Reason for cancelling',
    hint: 'The collector sees it, and their credit is refunded.',
    confirm: 'Cancel the submission and refund',
  },
};

function SubmissionRow({ submission, onAction }: { submission: AdminSubmission; onAction: StaffAction }) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const formId = useId();
  const buttons = useRef<Partial<Record<Asked, HTMLButtonElement | null>>>({});
  const canRelease = submission.status === 'PENDING';
  const canCancel = submission.status === 'OPEN' || submission.status === 'PENDING';
  const act = async (reason: string) => {
    const work = asked === 'release' ? releaseClaim : cancelSubmission;
    if (await onAction(() => work(submission.id, reason))) setAsked(null);
  };

  // Each button opens its form under the row, and says so (aria-expanded); closing it unsent returns the focus.
  const actionButton = (action: Asked, text: string) => (
    <button
      type="button"
      ref={(button) => {
        buttons.current[action] = button;
      }}
      className={action === 'cancel' ? 'button small ghost danger' : 'button small ghost'}
      aria-expanded={asked === action}
      aria-controls={asked === action ? formId : undefined}
      onClick={() => setAsked(action)}
    >
      {text} <span className="visually-hidden">{submission.publicId}</span>
    </button>
  );

  return (
    <Fragment>
      <tr>
        <td data-label="Submission ID">{submission.publicId}</td>
        <td data-label="Card">
          {submission.cardName}
          <span className="staff-subline">{submission.cardNumber}</span>
        </td>
        <td data-label="Owner">{submission.owner}</td>
        <td data-label="Status">
          <StatusBadge status={submission.status} />
        </td>
        <td data-label="Held by">{submission.heldBy ?? '—'}</td>
        <td data-label="Sent" className="staff-when">
          <time dateTime={submission.createdAt}>{dateAndTime(submission.createdAt)}</time>
        </td>
        <td data-label="Closed" className="staff-when">
          {submission.closedAt ? <time dateTime={submission.closedAt}>{dateAndTime(submission.closedAt)}</time> : '—'}
        </td>
        <td data-label="Actions">
          {canRelease || canCancel ? (
            <div className="staff-row-actions">
              {canRelease && actionButton('release', 'Release claim')}
              {canCancel && actionButton('cancel', 'Cancel and refund')}
            </div>
          ) : (
            '—'
          )}
        </td>
      </tr>
      {asked && (
        <tr className="reason-row">
          <td colSpan={COLUMNS}>
            <ReasonForm
              key={asked}
              id={formId}
              title={`${ASKS[asked].title} ${submission.publicId}`}
              label={ASKS[asked].label}
              hint={ASKS[asked].hint}
              confirmLabel={ASKS[asked].confirm}
              onConfirm={act}
              onClose={() => {
                buttons.current[asked]?.focus();
                setAsked(null);
              }}
            />
          </td>
        </tr>
      )}
    </Fragment>
  );
}
