import { Link } from 'react-router';
import { submissionTexts, type SubmissionDetail } from '../../../shared/submissions';
import { ApiError, userMessage } from '../../api/client';
import { fetchSubmission } from '../../api/submissions';
import { ListSkeleton } from '../../components/ListSkeleton';
import { useLiveQuery, type LiveQuery } from '../../live-query';

// Someone else's submission answers 404 too: the page never says which.
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** One submission, kept current by the live event stream. */
export function useSubmission(id: string): LiveQuery<SubmissionDetail> {
  return useLiveQuery(async () => (await fetchSubmission(id)).submission, {
    topic: 'submissions',
    key: id,
    // A failed refresh keeps what is shown, unless the submission is gone.
    keepOnError: (error) => !isNotFound(error),
  });
}

/** What a submission page shows before it has its submission: loading, not found, or the failure. */
export function SubmissionPending({
  loaded,
  heading,
  loadFailed,
}: {
  loaded: Exclude<LiveQuery<SubmissionDetail>, { state: 'ready' }>;
  heading: string;
  /** What a failed load says, when the submission was not simply not found. */
  loadFailed: string;
}) {
  if (loaded.state === 'loading') return <ListSkeleton rows={1} label="Loading the submission…" />;
  const message = isNotFound(loaded.error) ? submissionTexts.notFound : userMessage(loaded.error, loadFailed);
  const notFound = message === submissionTexts.notFound;
  return (
    <div className="page narrow">
      <h1>{notFound ? submissionTexts.notFound : heading}</h1>
      {!notFound && <p className="notice error">{message}</p>}
      <p>
        <Link to="/orders">Back to your orders</Link>
      </p>
    </div>
  );
}
