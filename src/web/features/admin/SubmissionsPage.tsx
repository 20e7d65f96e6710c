import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SUBMISSION_STATUSES } from '../../../shared/submissions';
import { fetchSubmissions, type QueueHealth, type SubmissionFilter, type SubmissionStatus } from '../../api/admin';
import { userMessage } from '../../api/client';
import { FormField } from '../../components/FormField';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ShowMore } from '../../components/ShowMore';
import { usePagedList } from '../../paged-list';
import { ActionNotice, useStaffAction, type StaffAction } from './ActionNotice';
import { QueueHealthPanel } from './QueueHealthPanel';
import { StaffSubmissionsTable } from './StaffSubmissionsTable';
import './admin.css';

const LOAD_FAILED = 'The submissions could not be loaded. Please refresh the page.';
const MORE_FAILED = 'More submissions could not be loaded. Please try again.';

const STATUS_CHOICES: Record<SubmissionStatus, string> = {
  OPEN: 'Waiting',
  PENDING: 'Being reviewed',
  COMPLETE: 'Complete',
  CANCELLED: 'Cancelled',
};
const AGE_CHOICES = [
  { hours: 1, label: 'Over 1 hour' },
  { hours: 2, label: 'Over 2 hours' },
  { hours: 12, label: 'Over 12 hours' },
  { hours: 24, label: 'Over 1 day' },
] as const;

/** The filter the address asks for (?status=OPEN&olderThanHours=12); a value not offered counts as none. */
function filterFrom(params: URLSearchParams): SubmissionFilter {
  const status = SUBMISSION_STATUSES.find((choice) => choice === params.get('status'));
  const age = AGE_CHOICES.find((choice) => String(choice.hours) === params.get('olderThanHours'));
  return { status, olderThanHours: age?.hours };
}

/** Every submission, narrowed by status and age (kept in the address), with the queue's health above them. */
export default function SubmissionsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const choose = (name: keyof SubmissionFilter, value: string) =>
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
    <div className="page staff-console">
      <h1>Submissions</h1>
      <form className="staff-filters" aria-label="Filter the submissions" onSubmit={(event) => event.preventDefault()}>
        <FormField label="Status">
          {(field) => (
            <select {...field} value={filter.status ?? ''} onChange={(event) => choose('status', event.target.value)}>
              <option value="">Any</option>
              {SUBMISSION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_CHOICES[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Age">
          {(field) => (
            <select
              {...field}
              value={filter.olderThanHours ?? ''}
              onChange={(event) => choose('olderThanHours', event.target.value)}
            >
              <option value="">Any</option>
              {AGE_CHOICES.map((choice) => (
                <option key={choice.hours} value={choice.hours}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </form>
      {/* Another filter is another list, and any message about the last one goes with it. */}
      <Submissions key={`${filter.status ?? ''}/${filter.olderThanHours ?? ''}`} filter={filter} />
    </div>
  );
}

/** The filter's submissions with the queue's health above them; a staff action reads the list again from the top. */
function Submissions({ filter }: { filter: SubmissionFilter }) {
  const [version, setVersion] = useState(0);
  const [health, setHealth] = useState<QueueHealth | null>(null);
  const { notice, noticeArea, run } = useStaffAction(() => setVersion((count) => count + 1));
  return (
    <>
      {health && <QueueHealthPanel health={health} />}
      <ActionNotice notice={notice} ref={noticeArea} />
      <SubmissionList key={version} filter={filter} onHealth={setHealth} onAction={run} />
    </>
  );
}

/** Waiting and claimed cards oldest first (the ones to worry about on top), any other list newest first. */
const orderOf = (filter: SubmissionFilter) =>
  filter.status === 'OPEN' || filter.status === 'PENDING' ? 'oldest first' : 'newest first';

function SubmissionList({
  filter,
  onHealth,
  onAction,
}: {
  filter: SubmissionFilter;
  onHealth: (health: QueueHealth) => void;
  onAction: StaffAction;
}) {
  const loadPage = async (after?: string) => {
    const page = await fetchSubmissions(filter, after);
    if (!after) onHealth(page.health);
    return { entries: page.submissions, next: page.next };
  };
  const { list, showMore, more } = usePagedList(loadPage, { order: orderOf(filter) });
  const filtered = Boolean(filter.status ?? filter.olderThanHours);

  if (list.state === 'loading') return <ListSkeleton label="Loading the submissions…" />;
  if (list.state === 'error') return <p className="notice error">{userMessage(list.error, LOAD_FAILED)}</p>;
  return (
    <>
      {list.entries.length === 0 ? (
        <p className="card empty">{filtered ? 'No submissions match these filters.' : 'No submissions yet.'}</p>
      ) : (
        <StaffSubmissionsTable submissions={list.entries} onAction={onAction} />
      )}
      <ShowMore onClick={showMore} more={more} label="Show more submissions" failed={MORE_FAILED} />
    </>
  );
}
