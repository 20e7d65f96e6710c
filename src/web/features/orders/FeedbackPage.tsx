import { Link, useParams } from 'react-router';
import { useAuth } from '../../auth';
import { StatusBadge, SubmissionFacts } from '../../components/SubmissionStatus';
import { ESTIMATE_DISCLAIMER, ReviewResult } from '../report/ReviewResult';
import { SubmissionPending, useSubmission } from './useSubmission';
import './orders.css';

const LOAD_FAILED = 'The results could not be loaded. Please refresh the page.';

/** The results page: every review of one submission, readable on a phone and printable. */
export default function FeedbackPage() {
  const loaded = useSubmission(useParams().id ?? '');
  // Graders come here from their history (or a review they just sent); collectors from their submission.
  const role = useAuth().user?.role;
  const grader = role === 'grader' || role === 'admin';
  if (loaded.state !== 'ready') return <SubmissionPending loaded={loaded} heading="Results" loadFailed={LOAD_FAILED} />;

  const submission = loaded.data;
  return (
    <div className="page feedback-page">
      <p className="back-link">
        {grader ? (
          <Link to="/grader-history">‹ My reviews</Link>
        ) : (
          <Link to={`/orders/${submission.id}`}>‹ Submission</Link>
        )}
      </p>
      <header className="feedback-head">
        <p className="eyebrow">Grade estimate</p>
        <h1>{submission.cardName}</h1>
        <StatusBadge status={submission.status} />
        <SubmissionFacts submission={submission} detail withDate={false} />
      </header>
      <p className="notice info">{ESTIMATE_DISCLAIMER}</p>
      {submission.reviews.length === 0 ? (
        <p className="card empty">
          {submission.status === 'CANCELLED'
            ? `This submission was cancelled${submission.cancelReason ? `: ${submission.cancelReason}` : '.'}`
            : 'Your card is waiting for a grader. The results appear here as soon as the review is done.'}
        </p>
      ) : (
        submission.reviews.map((review) => <ReviewResult key={review.id} review={review} photos={submission.photos} />)
      )}
      <button type="button" className="button ghost print-button" onClick={() => window.print()}>
        Print
      </button>
    </div>
  );
}
