import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { submissionTexts, type SubmissionDetail } from '../../../shared/submissions';
import { ApiError, userMessage } from '../../api/client';
import { fetchSubmission } from '../../api/submissions';
import { PhotoCarousel } from '../../components/PhotoCarousel';
import { GraderFeedback } from '../../components/submit/GraderFeedback';
import { StatusBadge, submittedAt } from '../../components/submit/SubmissionStatus';
import { useUserEvent } from '../../live-events';

const LOAD_FAILED = 'This submission could not be loaded. Please refresh the page.';

type Loaded =
  { state: 'loading' } | { state: 'found'; submission: SubmissionDetail } | { state: 'failed'; message: string };

/** One submission: its facts, its photos, and the grader's feedback, kept current by the live event stream. */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
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
            : { state: 'failed', message: message ?? userMessage(error, LOAD_FAILED) },
        );
      },
    );
  }, [id]);

  useEffect(load, [load]);
  useUserEvent('submissions', load);

  if (loaded.state === 'loading') {
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  }
  if (loaded.state === 'failed') {
    const notFound = loaded.message === submissionTexts.notFound;
    return (
      <div className="page narrow">
        <h1>{notFound ? submissionTexts.notFound : 'Submission'}</h1>
        {!notFound && <p className="notice error">{loaded.message}</p>}
        <p>
          <Link to="/orders">Back to your orders</Link>
        </p>
      </div>
    );
  }

  const { submission } = loaded;
  return (
    <div className="page order-detail">
      <p className="back-link">
        <Link to="/orders">‹ All orders</Link>
      </p>
      <header className="order-detail-head">
        <h1>{submission.cardName}</h1>
        <StatusBadge status={submission.status} />
      </header>
      <dl className="order-facts detail">
        <div>
          <dt>Identifier</dt>
          <dd>{submission.cardNumber}</dd>
        </div>
        <div>
          <dt>Submission ID</dt>
          <dd>{submission.publicId}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>
            <time dateTime={submission.createdAt}>{submittedAt(submission.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <PhotoCarousel photos={submission.photos} cardName={submission.cardName} />
      <GraderFeedback submission={submission} />
    </div>
  );
}
