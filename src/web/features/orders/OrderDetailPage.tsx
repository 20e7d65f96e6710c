import { Link, useParams } from 'react-router';
import { PhotoCarousel } from '../../components/PhotoCarousel';
import { StatusBadge, SubmissionFacts } from '../../components/SubmissionStatus';
import { GraderFeedback } from './GraderFeedback';
import { SubmissionPending, useSubmission } from './useSubmission';
import './orders.css';

const LOAD_FAILED = 'This submission could not be loaded. Please refresh the page.';

/** One submission: its facts, its photos, and the grader's feedback, kept current by the live event stream. */
export default function OrderDetailPage() {
  const loaded = useSubmission(useParams().id ?? '');
  if (loaded.state !== 'ready')
    return <SubmissionPending loaded={loaded} heading="Submission" loadFailed={LOAD_FAILED} />;

  const submission = loaded.data;
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
      <PhotoCarousel photos={submission.photos} cardName={submission.cardName} />
      <GraderFeedback submission={submission} />
    </div>
  );
}
