import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { submissionTexts, type SubmissionDetail } from '../../../shared/submissions';
import { ApiError, userMessage } from '../../api/client';
import { fetchSubmission } from '../../api/submissions';
import { ReviewResult } from '../../components/grading/ReviewResult';
import { StatusBadge } from '../../components/submit/SubmissionStatus';
import { useUserEvent } from '../../live-events';

const LOAD_FAILED = 'The results could not be loaded. Please refresh the page.';

type Loaded =
  { state: 'loading' } | { state: 'found'; submission: SubmissionDetail } | { state: 'failed'; message: string };

/** The results page: every review of one submission, readable on a phone and printable. */
export default function FeedbackPage() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  const load = useCallback(() => {
    fetchSubmission(id).then(
      ({ submission }) => setLoaded({ state: 'found', submission }),
      (error: unknown) => {
        // Someone else's submission answers 404 too: the page never says which.
        const notFound = error instanceof ApiError && error.status === 404;
        setLoaded({ state: 'failed', message: notFound ? submissionTexts.notFound : userMessage(error, LOAD_FAILED) });
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
        <h1>{notFound ? submissionTexts.notFound : 'Results'}</h1>
        {!notFound && <p className="notice error">{loaded.message}</p>}
        <p>
          <Link to="/orders">Back to your orders</Link>
        </p>
      </div>
    );
  }

  const { submission } = loaded;
  return (
    <div className="page feedback-page">
      <p className="back-link">
        <Link to={`/orders/${submission.id}`}>‹ Submission</Link>
      </p>
      <header className="feedback-head">
        <p className="eyebrow">Grade estimate</p>
        <h1>{submission.cardName}</h1>
        <StatusBadge status={submission.status} />
        <dl className="order-facts detail">
          <div>
            <dt>Identifier</dt>
            <dd>{submission.cardNumber}</dd>
          </div>
          <div>
            <dt>Submission ID</dt>
            <dd>{submission.publicId}</dd>
          </div>
        </dl>
      </header>
      <p className="notice info">This is an estimate from photos by a human grader, not an official grade.</p>
      {submission.reviews.length === 0 ? (
        <p className="card empty">
          {submission.status === 'CANCELLED'
            ? `This submission was cancelled${submission.cancelReason ? `: ${submission.cancelReason}` : '.'}`
            : 'Your card is waiting for a grader. The results appear here as soon as the review is done.'}
        </p>
      ) : (
        submission.reviews.map((review) => <ReviewResult key={review.id} review={review} />)
      )}
      <button type="button" className="button ghost print-button" onClick={() => window.print()}>
        Print
      </button>
    </div>
  );
}
