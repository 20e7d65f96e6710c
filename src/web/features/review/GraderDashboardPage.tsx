import { Link, useSearchParams } from 'react-router';
import { matchesQueueFilter, queueFilterSchema, type QueueEntry, type QueueFilter } from '../../../shared/grading';
import { userMessage } from '../../api/client';
import { fetchQueue } from '../../api/grading';
import { ListSkeleton } from '../../components/ListSkeleton';
import { FormField } from '../../components/FormField';
import { ShowMore } from '../../components/ShowMore';
import { submittedAt } from '../../components/SubmissionStatus';
import { usePagedList, type EntryChange } from '../../paged-list';
import { MyRecord } from './MyRecord';
import { lateness, useMinuteClock, waitedText } from './waiting';
import './review.css';

const LOAD_FAILED = 'The queue could not be loaded. Please refresh the page.';
const MORE_FAILED = 'More of the queue could not be loaded. Please try again.';
const EMPTY_QUEUE = 'No submissions are waiting for review.';
const NONE_MATCH = 'No waiting submissions match these filters.';

const WAITED_CHOICES = [
  { value: '', label: 'Any time' },
  { value: '1h', label: 'Over 1 hour' },
  { value: '2h', label: 'Over 2 hours' },
  { value: '12h', label: 'Over 12 hours' },
] as const;
const EXTRAS_CHOICES = [
  { value: '', label: 'Any' },
  { value: 'with', label: 'With extra photos' },
  { value: 'without', label: 'Without extra photos' },
] as const;

/** The filter the address asks for (?waited=1h&extras=with); a value the server would refuse counts as none. */
function filterFrom(params: URLSearchParams): QueueFilter {
  const { shape } = queueFilterSchema;
  const waited = shape.waited.safeParse(params.get('waited') ?? undefined);
  const extras = shape.extras.safeParse(params.get('extras') ?? undefined);
  return { waited: waited.success ? waited.data : undefined, extras: extras.success ? extras.data : undefined };
}

/** The open submissions, oldest first, narrowed by the filters in the address, so a reload or a link keeps them. */
export default function GraderDashboardPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const choose = (name: keyof QueueFilter, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="page grader-dashboard">
      {/* "My reviews" is the tab beside "Queue" (components/UserTabs.tsx), at the top, or at the foot on a phone. */}
      <h1>Grader Dashboard</h1>
      <form className="queue-filters" aria-label="Filter the queue" onSubmit={(event) => event.preventDefault()}>
        <FormField label="Waiting">
          {(field) => (
            <select {...field} value={filter.waited ?? ''} onChange={(event) => choose('waited', event.target.value)}>
              {WAITED_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Extra photos">
          {(field) => (
            <select {...field} value={filter.extras ?? ''} onChange={(event) => choose('extras', event.target.value)}>
              {EXTRAS_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </form>
      {/* A new filter is a new list: read from its first page. */}
      <Queue key={`${filter.waited ?? ''}/${filter.extras ?? ''}`} filter={filter} />
      <MyRecord />
    </div>
  );
}

/** The queue under one filter, a page at a time, each change sent by the live event stream. */
function Queue({ filter }: { filter: QueueFilter }) {
  const filtered = Boolean(filter.waited || filter.extras);
  const loadPage = async (after?: string) => {
    const page = await fetchQueue(filter, after);
    return { entries: page.queue, next: page.next };
  };
  // The stream sends the submission that changed as the queue now shows it (null: it left the queue); one that no
  // longer fits the filter leaves this list.
  const changeOf = (data: unknown): EntryChange<QueueEntry> | undefined => {
    const event = data as { id?: string; entry?: QueueEntry | null };
    if (event.id === undefined || event.entry === undefined) return undefined;
    const fits = event.entry !== null && matchesQueueFilter(event.entry, filter, Date.now());
    return { id: event.id, entry: fits ? event.entry : null };
  };
  // Cards come to have waited long enough as time passes, with no event to say so.
  const { list, showMore, more } = usePagedList(loadPage, {
    topic: 'queue',
    order: 'oldest first',
    changeOf,
    refreshEveryMs: filter.waited ? 60_000 : undefined,
  });
  const queue = list.state === 'ready' ? list.entries : null;
  const now = useMinuteClock();

  return (
    <>
      {list.state === 'error' && <p className="notice error">{userMessage(list.error, LOAD_FAILED)}</p>}
      {list.state === 'loading' && <ListSkeleton label="Loading the queue…" />}
      {queue?.length === 0 && <p className="card empty">{filtered ? NONE_MATCH : EMPTY_QUEUE}</p>}
      {queue && queue.length > 0 && (
        <div className="table-scroll">
          <table className="table queue-table stacked-table">
            <caption className="visually-hidden">
              Submissions waiting for review, oldest first{filtered ? ', filtered' : ''}
            </caption>
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
    </>
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
        {entry.extraPhotos > 0 && (
          <span className="extras-note">
            {entry.extraPhotos === 1 ? '1 extra photo' : `${entry.extraPhotos} extra photos`}
          </span>
        )}
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
