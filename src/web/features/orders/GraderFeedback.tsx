import { Link } from 'react-router';
import { MAX_TURNAROUND_HOURS, TYPICAL_TURNAROUND_HOURS } from '../../../shared/constants';
import type { SubmissionDetail } from '../../../shared/submissions';

/** What the grader said: a summary of each review with the way to the full results, or where the card stands. */
export function GraderFeedback({ submission }: { submission: SubmissionDetail }) {
  const { status, cancelReason } = submission;
  return (
    <section className="grader-feedback card" aria-labelledby="grader-feedback">
      <h2 id="grader-feedback">Grader feedback</h2>
      {(status === 'OPEN' || status === 'PENDING') && (
        <>
          <p className="notice info">
            {status === 'PENDING' ? 'A grader is looking at your card now.' : 'Your card is waiting for a grader.'}
          </p>
          <p className="fine-print">
            Most results return in 1-{TYPICAL_TURNAROUND_HOURS} hours; at busy times it can take up to{' '}
            {MAX_TURNAROUND_HOURS} hours. This page updates by itself.
          </p>
        </>
      )}
      {status === 'CANCELLED' && (
        <>
          <p className="notice error">This submission was cancelled{cancelReason ? `: ${cancelReason}` : '.'}</p>
          <p className="fine-print">The credit it used has been refunded to your wallet.</p>
        </>
      )}
      {status === 'COMPLETE' && (
        <>
          <p className="notice success">Your card has been graded.</p>
          <ul className="review-summaries">
            {submission.reviews.map((review) => (
              <li key={review.id}>
                Anticipated grade <strong>{review.anticipatedGrade}</strong>, ceiling grade{' '}
                <strong>{review.ceilingGrade}</strong> <span className="fine-print">by {review.grader}</span>
              </li>
            ))}
          </ul>
          <p>
            <Link className="button" to={`/feedback/${submission.id}`}>
              See the full results
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
