import { fetchSubmissions, type AdminSubmission } from '../../api/admin';
import { userMessage } from '../../api/client';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ShowMore } from '../../components/ShowMore';
import { StatusBadge } from '../../components/SubmissionStatus';
import { usePagedList } from '../../paged-list';
import { dateAndTime } from './format';

const LOAD_FAILED = 'Their submissions could not be loaded. Please refresh the page.';
const MORE_FAILED = 'More of their submissions could not be loaded. Please try again.';

/** The cards a person sent, newest first, a page at a time (the submissions list narrowed to them). */
export function UserSubmissions({ userId }: { userId: string }) {
  const loadPage = async (after?: string) => {
    const page = await fetchSubmissions({ userId }, after);
    return { entries: page.submissions, next: page.next };
  };
  const { list, showMore, more } = usePagedList(loadPage, { order: 'newest first' });
  if (list.state === 'loading') return <ListSkeleton label="Loading their submissions…" />;
  if (list.state === 'error') return <p className="notice error">{userMessage(list.error, LOAD_FAILED)}</p>;
  return (
    <>
      <UserSubmissionsTable submissions={list.entries} />
      <ShowMore onClick={showMore} more={more} label="Show more of their submissions" failed={MORE_FAILED} />
    </>
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
