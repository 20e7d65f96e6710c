import { Link } from 'react-router';
import type { HistoryEntry } from '../../../shared/grading';
import { userMessage } from '../../api/client';
import { fetchHistory } from '../../api/grading';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ShowMore } from '../../components/ShowMore';
import { submittedAt } from '../../components/SubmissionStatus';
import { usePagedList, type EntryChange } from '../../paged-list';
import './review.css';

const LOAD_FAILED = 'Your reviews could not be loaded. Please refresh the page.';
const MORE_FAILED = 'Older reviews could not be loaded. Please try again.';
const NO_REVIEWS = 'You have not reviewed or cancelled any submissions yet.';

const loadPage = async (after?: string) => {
  const page = await fetchHistory(after);
  return { entries: page.history, next: page.next };
};

/**
 * A card that left the queue may be one this grader just closed (in another tab): the first page is read again. A
 * card still in the queue is in no one's history, so its change is only "not in this list".
 */
const changeOf = (data: unknown): EntryChange<HistoryEntry> | undefined => {
  const event = data as { id?: string; entry?: unknown };
  return event.id !== undefined && event.entry ? { id: event.id, entry: null } : undefined;
};

/** The grader's own reviews and cancellations, newest first, a page at a time. */
export default function GraderHistoryPage() {
  const { list, showMore, more } = usePagedList(loadPage, { topic: 'queue', order: 'newest closed first', changeOf });
  const history = list.state === 'ready' ? list.entries : null;

  return (
    <div className="page grader-history">
      <h1>My Reviews</h1>
      {list.state === 'error' && <p className="notice error">{userMessage(list.error, LOAD_FAILED)}</p>}
      {list.state === 'loading' && <ListSkeleton label="Loading your reviews…" />}
      {history?.length === 0 && <p className="card empty">{NO_REVIEWS}</p>}
      {history && history.length > 0 && (
        <div className="table-scroll">
          {/* Laid out as the queue is: a table on wide screens, labelled lines on a phone. */}
          <table className="table queue-table stacked-table">
            <caption className="visually-hidden">Your reviews and cancellations, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Submission ID</th>
                <th scope="col">Card</th>
                <th scope="col">Identifier</th>
                <th scope="col">When</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <HistoryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ShowMore onClick={showMore} more={more} label="Show older reviews" failed={MORE_FAILED} />
    </div>
  );
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  return (
    <tr>
      <td data-label="Submission ID">{entry.publicId}</td>
      <td data-label="Card">
        {/* The results page, as the collector sees it: the review sent, or the reason for the cancellation. */}
        <Link to={`/feedback/${entry.id}`}>{entry.cardName}</Link>
      </td>
      <td data-label="Identifier">{entry.cardNumber}</td>
      <td data-label="When">
        <time dateTime={entry.closedAt}>{submittedAt(entry.closedAt)}</time>
      </td>
      <td data-label="Outcome">
        {entry.grade ? (
          `Grade ${entry.grade.anticipated}, ceiling ${entry.grade.ceiling}`
        ) : (
          <>
            <span className="status-badge cancelled">Cancelled</span>
            {entry.cancelReason && <span className="history-reason">{entry.cancelReason}</span>}
          </>
        )}
      </td>
    </tr>
  );
}
