import { Link } from 'react-router';
import type { QueueEntry } from '../../../shared/grading';
import { userMessage } from '../../api/client';
import { fetchQueue } from '../../api/grading';
import { submittedAt } from '../../components/SubmissionStatus';
import { useLiveQuery } from '../../live-query';
import { lateness, useMinuteClock, waitedText } from './waiting';
import './review.css';

const LOAD_FAILED = 'The queue could not be loaded. Please refresh the page.';
const EMPTY_QUEUE = 'No submissions are waiting for review.';

/** Every open submission, oldest first, kept current by the live event stream. */
export default function GraderDashboardPage() {
  const loaded = useLiveQuery(async () => (await fetchQueue()).queue, { topic: 'queue' });
  const queue = loaded.state === 'ready' ? loaded.data : null;
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
