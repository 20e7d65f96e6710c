import { issueLabel, type Review } from '../../../shared/grading';
import type { SubmissionPhoto } from '../../../shared/submissions';
import { CardPhotos } from './CardPhotos';
import { CenteringVerdicts } from './CenteringVerdicts';
import './report.css';

const orDash = (value: string | null) => value ?? '—';

/** Kept beside every report: what an estimate is, and is not. */
export const ESTIMATE_DISCLAIMER = 'This is an estimate from photos by a human grader, not an official grade.';

/**
 * One grader's review as the collector reads it: the grades large, like a slab's label, then the details. A shared
 * report leaves the grader's name out.
 */
export function ReviewResult({
  review,
  photos = [],
}: {
  review: Omit<Review, 'grader'> & { grader?: string };
  /** The card's photos, to draw the grader's marks and the centering on. */
  photos?: SubmissionPhoto[];
}) {
  const when = new Date(review.timestamp).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article className="review-result card" aria-label={review.grader ? `Review by ${review.grader}` : 'Review'}>
      <div className="slab-label">
        <div>
          <span className="slab-grade-name">Anticipated grade</span>
          <span className="slab-grade">{review.anticipatedGrade}</span>
        </div>
        <div>
          <span className="slab-grade-name">Ceiling grade</span>
          <span className="slab-grade">{review.ceilingGrade}</span>
        </div>
      </div>
      <CardPhotos marks={review.marks} photos={photos} drawings={review.centeringDrawings} />
      <p className="fine-print">
        {review.grader ? (
          <>
            Reviewed by <strong>{review.grader}</strong> on{' '}
          </>
        ) : (
          'Reviewed by a Gradewise grader on '
        )}
        <time dateTime={review.timestamp}>{when}</time>
      </p>
      <dl className="review-facts">
        <div>
          <dt>Centering front</dt>
          <dd>{orDash(review.centeringFront)}</dd>
        </div>
        <div>
          <dt>Centering back</dt>
          <dd>{orDash(review.centeringBack)}</dd>
        </div>
        <div>
          <dt>Raw value</dt>
          <dd>{orDash(review.rawValue)}</dd>
        </div>
        <div>
          <dt>Graded value</dt>
          <dd>{orDash(review.gradedValue)}</dd>
        </div>
      </dl>
      <CenteringVerdicts front={review.centeringFront} back={review.centeringBack} />
      <h3>Issues</h3>
      {review.issues.length === 0 ? (
        <p>No issues noted.</p>
      ) : (
        <ul className="review-issues">
          {review.issues.map((issue) => (
            <li key={issue}>{issueLabel(issue)}</li>
          ))}
        </ul>
      )}
      <h3>Explanation</h3>
      <p className="review-explanation">{review.explanation || 'No explanation given.'}</p>
    </article>
  );
}
