import { Link, useParams } from 'react-router';
import { useAuth } from '../../auth';
import { PhotoCarousel } from '../../components/PhotoCarousel';
import { StatusBadge, SubmissionFacts } from '../../components/SubmissionStatus';
import { GraderFeedback } from './GraderFeedback';
import { OfficialResultSection } from './OfficialResultSection';
import { SubmissionPending, useSubmission } from './useSubmission';
import './orders.css';

const LOAD_FAILED = 'This submission could not be loaded. Please refresh the page.';

/**
 * One submission: its facts, its photos, and the grader's feedback (the report, leading once the card is graded),
 * kept current by the live event stream.
 */
export default function OrderDetailPage() {
  const loaded = useSubmission(useParams().id ?? '');
  const { user } = useAuth();
  if (loaded.state !== 'ready')
    return <SubmissionPending loaded={loaded} heading="Submission" loadFailed={LOAD_FAILED} />;

  const submission = loaded.data;
  const graded = submission.status === 'COMPLETE' && submission.reviews.length > 0;
  // Once graded or cancelled, what the grader said leads: the report, or the reason and the way to send it again.
  const feedbackFirst = graded || submission.status === 'CANCELLED';
  // Staff may open a collector's order; only the collector can send it again.
  const feedback = <GraderFeedback submission={submission} mayResubmit={user?.role === 'user'} />;
  return (
    <div className="page order-detail">
      <p className="back-link">
        <Link to="/orders">‹ All orders</Link>
      </p>
      <header className="order-detail-head">
        <h1>{submission.cardName}</h1>
        <StatusBadge status={submission.status} />
      </header>
      <SubmissionFacts submission={submission} detail />
      {feedbackFirst ? (
        <>
          {feedback}
          {submission.status === 'COMPLETE' && <OfficialResultSection key={submission.id} submission={submission} />}
          <section aria-labelledby="order-photos-title">
            <h2 id="order-photos-title">Every photo you sent</h2>
            <PhotoCarousel photos={submission.photos} cardName={submission.cardName} />
          </section>
        </>
      ) : (
        <>
          <PhotoCarousel photos={submission.photos} cardName={submission.cardName} />
          {feedback}
        </>
      )}
    </div>
  );
}
