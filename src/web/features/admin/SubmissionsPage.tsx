import { useSearchParams } from 'react-router';
import { SUBMISSION_STATUSES } from '../../../shared/submissions';
import { fetchSubmissions, type SubmissionFilter, type SubmissionStatus } from '../../api/admin';
import { userMessage } from '../../api/client';
import { FormField } from '../../components/FormField';
import { ListSkeleton } from '../../components/ListSkeleton';
import { useLoaded } from '../../loaded';
import { ActionNotice, useStaffAction } from './ActionNotice';
import { QueueHealthPanel } from './QueueHealthPanel';
import { StaffSubmissionsTable } from './StaffSubmissionsTable';
import './admin.css';

const LOAD_FAILED = 'The submissions could not be loaded. Please refresh the page.';

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

function Submissions({ filter }: { filter: SubmissionFilter }) {
  const [loaded, reload] = useLoaded(() => fetchSubmissions(filter));
  const { notice, noticeArea, run } = useStaffAction(reload);
  const filtered = Boolean(filter.status ?? filter.olderThanHours);

  if (loaded.state === 'loading') return <ListSkeleton label="Loading the submissions…" />;
  if (loaded.state === 'error') return <p className="notice error">{userMessage(loaded.error, LOAD_FAILED)}</p>;
  const { submissions, health } = loaded.data;
  return (
    <>
      <QueueHealthPanel health={health} />
      <ActionNotice notice={notice} ref={noticeArea} />
      {submissions.length === 0 ? (
        <p className="card empty">{filtered ? 'No submissions match these filters.' : 'No submissions yet.'}</p>
      ) : (
        <StaffSubmissionsTable submissions={submissions} onAction={run} />
      )}
    </>
  );
}
