import { useId } from 'react';
import type { EarlierSubmission } from './useSubmitAgain';

/**
 * Submitting again: which cancelled submission this is, and the grader's reason as a reminder of what to fix
 * (often a photo).
 */
export function AgainNotice({ earlier }: { earlier: EarlierSubmission }) {
  const headingId = useId();
  if (earlier.state === 'none') return null;
  if (earlier.state === 'loading') {
    return (
      <p className="loading" role="status">
        Loading your cancelled submission…
      </p>
    );
  }
  if (earlier.state === 'failed') {
    return (
      <p className="notice error" role="alert">
        {earlier.message} Nothing was filled in; you can still send the card with new photos.
      </p>
    );
  }
  const { publicId, cancelReason } = earlier.submission;
  return (
    <section className="card again-notice" aria-labelledby={headingId}>
      <h2 id={headingId}>Sending {publicId} again</h2>
      <p>A grader cancelled it and refunded your credit, with this reason:</p>
      <blockquote className="again-reason">{cancelReason || 'No reason was given.'}</blockquote>
      <p>
        Its name, identifier and photos are filled in below. Photos marked “Earlier photo” are sent again as they were:
        replace the ones the reason points to.
      </p>
    </section>
  );
}
