import type { AdminSubmission } from '../../api/admin';
import { StatusBadge } from '../../components/SubmissionStatus';
import { dateAndTime } from './format';

/** The cards a person sent; the submissions page is where a claim is released or a card cancelled. */
export function UserSubmissionsTable({ submissions }: { submissions: AdminSubmission[] }) {
  if (submissions.length === 0) return <p className="card empty">No cards sent yet.</p>;
  return (
    <div className="table-scroll">
      <table className="table staff-table stacked-table">
        <caption className="visually-hidden">Their submissions</caption>
        <thead>
          <tr>
            <th scope="col">Submission ID</th>
            <th scope="col">Card</th>
            <th scope="col">Status</th>
            <th scope="col">Sent</th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((submission) => (
            <tr key={submission.id}>
              <td data-label="Submission ID">{submission.publicId}</td>
              <td data-label="Card">{submission.cardName}</td>
              <td data-label="Status">
                <StatusBadge status={submission.status} />
              </td>
              <td data-label="Sent" className="staff-when">
                <time dateTime={submission.createdAt}>{dateAndTime(submission.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
