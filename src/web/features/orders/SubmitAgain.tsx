import { Link } from 'react-router';
import { CREDITS_PER_SUBMISSION } from '../../../shared/constants';

/** The way on from a cancelled card: the submit screen, filled in with this card and its photos. */
export function SubmitAgain({ submissionId }: { submissionId: string }) {
  return (
    <div className="submit-again">
      <Link className="button" to={`/submit?again=${encodeURIComponent(submissionId)}`}>
        Submit again
      </Link>
      <p className="fine-print">
        The card’s name, identifier and photos are filled in for you; replace any photo the grader’s reason points to.
        Sending it uses {CREDITS_PER_SUBMISSION} credit, like any submission.
      </p>
    </div>
  );
}
