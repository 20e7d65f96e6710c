import { Link } from 'react-router';
import type { QueueEntry } from '../../../shared/grading';
import { userMessage } from '../../api/client';
import { fetchQueue } from '../../api/grading';
import { ShowMore } from '../../components/ShowMore';
import { submittedAt } from '../../components/SubmissionStatus';
import { usePagedList, type EntryChange } from '../../paged-list';
import { lateness, useMinuteClock, waitedText } from './waiting';
import './review.css';

const LOAD_FAILED = 'The queue could not be loaded. Please refresh the page.';
const MORE_FAILED = 'More of the queue could not be loaded. Please try again.';
const EMPTY_QUEUE = 'No submissions are waiting for review.';

const loadPage = async (after?: string) => {
  const page = await fetchQueue(after);
  return { entries: page.queue, next: page.next };
};

/** The stream sends the submission that changed as the queue now shows it (null: it left the queue). */
const changeOf = (data: unknown): EntryChange<QueueEntry> | undefined => {
  const event = data as { id?: string; entry?: QueueEntry | null };
  return event.id === undefined || event.entry === undefined ? undefined : { id: event.id, entry: event.entry };
};

/** The open submissions, oldest first, a page at a time, each change sent by the live event stream. */
export default function GraderDashboardPage() {
  const { list: loaded, showMore, more } = usePagedList(loadPage, { topic: 'queue', order: 'oldest first', changeOf });
  const queue = loaded.state === 'ready' ? loaded.entries : null;
  const now = useMinuteClock();

  return (
    <div className="page grader-dashboard">
      <h1>Grader Dashboard</h1>
      {loaded.state === 'error' && <p className="notice error">{userMessage(loaded.error, LOAD_FAILED)}</p>}
      {loaded.state === 'loading' && (
        <p className="loading" role="status">
          Loading…
        </p>
      )}
      {queue?.length === 0 && <p className="card empty">{EMPTY_QUEUE}</p>}
      {queue && queue.length > 0 && (
        <div className="table-scroll">
          <table className="table queue-table">
            <caption className="visually-hidden">Submissions waiting for review, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Submission ID</th>
                <th scope="col">Card</th>
                <th scope="col">Identifier</th>
                <th scope="col">Submitted</th>
                <th scope="col">Waiting</th>
                <th scope="col">Held by</th>
              </tr>
            </thead>
            <tbody>
              {queue.map((entry) => (
                <QueueRow key={entry.id} entry={entry} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ShowMore onClick={showMore} more={more} label="Show more of the queue" failed={MORE_FAILED} />
    </div>
  );
}

function QueueRow({ entry, now }: { entry: QueueEntry; now: number }) {
  const waited = now - new Date(entry.createdAt).getTime();
  const late = lateness(waited);
  return (
    <tr className={late ? `late-${late.level}` : undefined}>
      <td data-label="Submission ID">{entry.publicId}</td>
      <td data-label="Card">
        <Link to={`/review/${entry.id}`}>{entry.cardName}</Link>
      </td>
      <td data-label="Identifier">{entry.cardNumber}</td>
      <td data-label="Submitted">
        <time dateTime={entry.createdAt}>{submittedAt(entry.createdAt)}</time>
      </td>
      <td data-label="Waiting" className="waited">
        {waitedText(waited)}
        {late && <span className={`late-badge ${late.level}`}>{late.text}</span>}
      </td>
      <td data-label="Held by">
        {entry.heldByMe ? <strong>You</strong> : (entry.heldBy ?? <span className="free">Free</span>)}
      </td>
    </tr>
  );
}
