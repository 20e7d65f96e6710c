import { fetchSubmissions, type AdminSubmission } from '../../api/admin';
import { PagedEntries } from '../../components/PagedEntries';
import { StatusBadge } from '../../components/SubmissionStatus';
import { dateAndTime } from './format';

const TEXTS = {
  loading: 'Loading their submissions…',
  loadFailed: 'Their submissions could not be loaded. Please refresh the page.',
  showMore: 'Show more of their submissions',
  moreFailed: 'More of their submissions could not be loaded. Please try again.',
};

/**
 * The cards a person sent, newest first, a page at a time (the submissions list narrowed to them); read again when
 * `version` changes (a staff action).
 */
export function UserSubmissions({ userId, version }: { userId: string; version: number }) {
  const loadPage = async (after?: string) => {
    const page = await fetchSubmissions({ userId }, after);
    return { entries: page.submissions, next: page.next };
  };
  return (
    <PagedEntries loadPage={loadPage} options={{ order: 'newest first', version }} texts={TEXTS}>
      {(submissions) => <UserSubmissionsTable submissions={submissions} />}
    </PagedEntries>
  );
}

/** The cards a person sent; the submissions page is where a claim is released or a card cancelled. */
function UserSubmissionsTable({ submissions }: { submissions: AdminSubmission[] }) {
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
