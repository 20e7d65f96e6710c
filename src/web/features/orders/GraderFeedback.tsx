import { Link } from 'react-router';
import { WaitingNote } from '../../components/SubmissionStatus';
import type { SubmissionDetail } from '../../../shared/submissions';
import { ESTIMATE_DISCLAIMER, ReviewResult } from '../report/ReviewResult';
import { ShareReport } from './ShareReport';
import { SubmitAgain } from './SubmitAgain';

/** What the grader said, the report itself once the card is graded; before that, where the card stands. */
export function GraderFeedback({
  submission,
  mayResubmit = false,
}: {
  submission: SubmissionDetail;
  /** The owner's view: a cancelled card offers "Submit again". */
  mayResubmit?: boolean;
}) {
  const { status, cancelReason } = submission;
  return (
    <section className="grader-feedback card" aria-labelledby="grader-feedback">
      <h2 id="grader-feedback">Grader feedback</h2>
      {(status === 'OPEN' || status === 'PENDING') && (
        <>
          <p className="notice info">
            {status === 'PENDING' ? 'A grader is looking at your card now.' : 'Your card is waiting for a grader.'}
          </p>
          <WaitingNote submission={submission} />
          <p className="fine-print">This page updates by itself.</p>
        </>
      )}
      {status === 'CANCELLED' && (
        <>
          <p className="notice error">This submission was cancelled{cancelReason ? `: ${cancelReason}` : '.'}</p>
          <p className="fine-print">The credit it used has been refunded to your wallet.</p>
          {mayResubmit && <SubmitAgain submissionId={submission.id} />}
        </>
      )}
      {status === 'COMPLETE' && (
        <>
          <p className="notice success">Your card has been graded.</p>
          <p className="fine-print">{ESTIMATE_DISCLAIMER}</p>
          {submission.reviews.map((review) => (
            <ReviewResult key={review.id} review={review} photos={submission.photos} />
          ))}
          <ShareReport submissionId={submission.id} />
          <p className="report-actions">
            <a className="button ghost" href={`/api/submissions/${submission.id}/report.pdf`} download>
              Download the report (PDF)
            </a>
            <Link className="button ghost" to={`/feedback/${submission.id}`}>
              Printable results
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
