import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { submissionTexts, type SubmissionDetail } from '../../../shared/submissions';
import { ApiError, userMessage } from '../../api/client';
import { fetchSubmission } from '../../api/submissions';
import { useUserEvent } from '../../live-events';

export type LoadedSubmission =
  { state: 'loading' } | { state: 'found'; submission: SubmissionDetail } | { state: 'failed'; message: string };

/** One submission, kept current by the live event stream. */
export function useSubmission(id: string, loadFailed: string): LoadedSubmission {
  const [loaded, setLoaded] = useState<LoadedSubmission>({ state: 'loading' });
  const latest = useRef(0);
  const load = useCallback(() => {
    const request = ++latest.current;
    fetchSubmission(id).then(
      ({ submission }) => {
        if (request === latest.current) setLoaded({ state: 'found', submission });
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        // Someone else's submission answers 404 too: the page never says which.
        const message = error instanceof ApiError && error.status === 404 ? submissionTexts.notFound : null;
        // A refresh that fails keeps what is shown; only a first load shows the failure.
        setLoaded((shown) =>
          shown.state === 'found' && !message
            ? shown
            : { state: 'failed', message: message ?? userMessage(error, loadFailed) },
        );
      },
    );
  }, [id, loadFailed]);
  useEffect(load, [load]);
  useUserEvent('submissions', load);
  return loaded;
}

/** What a submission page shows before it has its submission: loading, not found, or the failure. */
export function SubmissionPending({
  loaded,
  heading,
}: {
  loaded: Exclude<LoadedSubmission, { state: 'found' }>;
  heading: string;
}) {
  if (loaded.state === 'loading') {
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  }
  const notFound = loaded.message === submissionTexts.notFound;
  return (
    <div className="page narrow">
      <h1>{notFound ? submissionTexts.notFound : heading}</h1>
      {!notFound && <p className="notice error">{loaded.message}</p>}
      <p>
        <Link to="/orders">Back to your orders</Link>
      </p>
    </div>
  );
}
