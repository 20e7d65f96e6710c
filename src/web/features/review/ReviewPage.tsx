import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { gradingTexts, type ReviewInput } from '../../../shared/grading';
import { MARK_LIMIT, type Mark } from '../../../shared/marks';
import { submissionTexts, type SubmissionPhoto } from '../../../shared/submissions';
import { ApiError, userMessage } from '../../api/client';
import { cancelSubmission, claimSubmission, forfeitSubmission, sendReview } from '../../api/grading';
import { ListSkeleton } from '../../components/ListSkeleton';
import { StatusBadge, SubmissionFacts } from '../../components/SubmissionStatus';
import { useLiveQuery } from '../../live-query';
import { CancelPanel } from './CancelPanel';
import { CenteringPanel } from './CenteringPanel';
import { proposedCentering } from './measured';
import { ReviewForm, type ToolCentering } from './ReviewForm';
import { draggedMark, markAt, type Drag, type Pen } from './marking';
import { ReviewPhotos } from './ReviewPhotos';
import './review.css';

const LOAD_FAILED = 'This submission could not be opened. Please refresh the page.';
const SEND_FAILED = 'The review could not be sent. Please try again.';
/** Long enough to read the confirmation before the dashboard replaces it. */
const BACK_AFTER_MS = 1500;

/** What the grader's last action came to; a review or cancel that went through ends the card (`closedAs`). */
type Outcome = { tone: 'success' | 'error'; text: string; done: boolean; closedAs?: 'COMPLETE' | 'CANCELLED' } | null;

/** One submission under review: opening it claims it; the grader reviews, forfeits or cancels with a refund. */
export default function ReviewPage() {
  const { submissionId = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [cancelling, setCancelling] = useState(false);
  const [measured, setMeasured] = useState<ToolCentering | null>(null);
  const [marks, setMarks] = useState<Mark[]>([]);
  const [pen, setPen] = useState<Pen>({ issue: 'edge whitening', shape: 'point' });
  const [selected, setSelected] = useState<number | null>(null);
  // Opening claims it. While someone else holds it, each queue change may be their forfeit: try the claim again.
  // A failed claim shows the failure, even over a claim already shown.
  const loaded = useLiveQuery(() => claimSubmission(submissionId), {
    topic: 'queue',
    key: submissionId,
    refreshIf: (shown) => shown.state === 'ready' && Boolean(shown.data.heldBy) && !outcome?.done,
    keepOnError: () => false,
  });
  useEffect(() => {
    if (!outcome?.done || outcome.tone !== 'success') return;
    const timer = setTimeout(() => void navigate('/grader-dashboard'), BACK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  if (loaded.state === 'loading') {
    return <ListSkeleton rows={1} label="Opening the submission…" />;
  }
  if (loaded.state === 'error') {
    const { error } = loaded;
    const message =
      error instanceof ApiError && error.status === 404 ? submissionTexts.notFound : userMessage(error, LOAD_FAILED);
    return (
      <div className="page narrow">
        <h1>{message === submissionTexts.notFound ? submissionTexts.notFound : 'Review'}</h1>
        {message !== submissionTexts.notFound && <p className="notice error">{message}</p>}
        <p>
          <Link to="/grader-dashboard">Back to the queue</Link>
        </p>
      </div>
    );
  }

  const { submission, heldBy } = loaded.data;
  const closed = submission.status === 'COMPLETE' || submission.status === 'CANCELLED';
  const canReview = !closed && !outcome?.done && !heldBy;
  const place = (photo: SubmissionPhoto, spot: { x: number; y: number }) => {
    if (marks.length >= MARK_LIMIT) return;
    setMarks([...marks, markAt(pen, photo, spot)]);
    setSelected(marks.length + 1);
  };
  const drag = (photo: SubmissionPhoto, n: number, moving: Drag, to: { x: number; y: number }) => {
    setMarks((current) => current.map((mark, i) => (i === n - 1 ? draggedMark(moving, to, photo) : mark)));
    setSelected(n);
  };

  const review = async (input: ReviewInput) => {
    try {
      const { message } = await sendReview(submission.id, input);
      setOutcome({ tone: 'success', text: message, done: true, closedAs: 'COMPLETE' });
    } catch (error) {
      setOutcome({ tone: 'error', text: userMessage(error, SEND_FAILED), done: false });
    }
  };
  const forfeit = async () => {
    try {
      await forfeitSubmission(submission.id);
      void navigate('/grader-dashboard');
    } catch (error) {
      setOutcome({ tone: 'error', text: userMessage(error, 'The submission could not be released.'), done: false });
    }
  };
  const cancel = async (reason: string) => {
    try {
      const { message } = await cancelSubmission(submission.id, reason);
      setCancelling(false);
      setOutcome({ tone: 'success', text: message, done: true, closedAs: 'CANCELLED' });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Something went wrong.';
      setOutcome({ tone: 'error', text: gradingTexts.cancelError(message), done: false });
    }
  };

  return (
    <div className="page review-page">
      <p className="back-link">
        <Link to="/grader-dashboard">‹ Queue</Link>
      </p>
      <header className="review-head">
        <h1>{submission.cardName}</h1>
        {/* At once, not when the queue's next update arrives: the server has said the card is done. */}
        <StatusBadge status={outcome?.closedAs ?? submission.status} />
        <SubmissionFacts submission={submission} detail withDate={false} />
      </header>
      {heldBy && !closed && (
        <p className="notice error" role="alert">
          {gradingTexts.heldByOther(heldBy)}
        </p>
      )}
      {outcome && (
        <div className={`notice ${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
          {outcome.done && (
            <>
              {' '}
              <Link to="/grader-dashboard">Back to the queue</Link>
            </>
          )}
        </div>
      )}
      <div className="review-layout">
        <ReviewPhotos
          photos={submission.photos}
          cardName={submission.cardName}
          marking={canReview ? { marks, selected, pen, onPen: setPen, onPlace: place, onDrag: drag } : undefined}
        />
        <section className="review-verdict" aria-label="Your review">
          {closed && (
            <p className="notice info">
              {gradingTexts.closed}{' '}
              {submission.status === 'COMPLETE' && <Link to={`/feedback/${submission.id}`}>See the results</Link>}
            </p>
          )}
          {!closed && !outcome?.done && (
            <>
              <ReviewForm
                disabled={Boolean(heldBy)}
                onSubmit={review}
                measured={measured}
                initialCentering={proposedCentering(submission.centering)}
                marking={{ marks, photos: submission.photos, onChange: setMarks, selected, onSelect: setSelected }}
              />
              <div className="actions review-actions">
                <button type="button" className="button ghost" onClick={() => void forfeit()}>
                  Forfeit
                </button>
                <button
                  type="button"
                  className="button ghost danger"
                  aria-expanded={cancelling}
                  onClick={() => setCancelling((on) => !on)}
                >
                  Cancel submission
                </button>
              </div>
              {cancelling && <CancelPanel onConfirm={cancel} onClose={() => setCancelling(false)} />}
            </>
          )}
        </section>
        {!closed && !outcome?.done && !heldBy && (
          <CenteringPanel photos={submission.photos} centering={submission.centering} onUse={setMeasured} />
        )}
      </div>
    </div>
  );
}
