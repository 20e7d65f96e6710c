import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { submissionTexts, type SubmissionSummary } from '../../../shared/submissions';
import { userMessage } from '../../api/client';
import { fetchSubmissions } from '../../api/submissions';
import { StatusBadge, SubmissionFacts } from '../../components/submit/SubmissionStatus';
import { useUserEvent } from '../../live-events';

const LOAD_FAILED = 'Your submissions could not be loaded. Please refresh the page.';

/** The collector's own submissions, newest first, kept current by the live event stream. */
export default function OrdersPage() {
  const [submissions, setSubmissions] = useState<SubmissionSummary[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Several changes in a row start several loads; only the latest may write, whatever order they answer in.
  const latest = useRef(0);

  const load = useCallback(() => {
    const request = ++latest.current;
    fetchSubmissions().then(
      (result) => {
        if (request !== latest.current) return;
        setSubmissions(result.submissions);
        setFailure(null);
      },
      (error: unknown) => {
        if (request === latest.current) setFailure(userMessage(error, LOAD_FAILED));
      },
    );
  }, []);

  useEffect(load, [load]);
  useUserEvent('submissions', load);

  return (
    <div className="page orders-page">
      <div className="orders-head">
        <h1>Orders</h1>
        <Link className="button" to="/submit">
          Submit a card
        </Link>
      </div>
      {/* A list already shown stays after a failed refresh; the next event tries again. */}
      {failure && submissions === null && <p className="notice error">{failure}</p>}
      {!failure && submissions === null && (
        <p className="loading" role="status">
          Loading…
        </p>
      )}
      {submissions?.length === 0 && (
        <div className="card empty">
          <p>{submissionTexts.none}</p>
          <Link className="button" to="/submit">
            Submit your first card
          </Link>
        </div>
      )}
      {submissions && submissions.length > 0 && (
        <ul className="order-list" aria-label="Your submissions, newest first">
          {submissions.map((submission) => (
            <OrderRow key={submission.id} submission={submission} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OrderRow({ submission }: { submission: SubmissionSummary }) {
  return (
    <li className={`order card status-${submission.status.toLowerCase()}`}>
      {submission.thumbnailUrl ? (
        <img
          className="order-thumb"
          src={submission.thumbnailUrl}
          alt={`Front of ${submission.cardName}`}
          width={72}
          height={100}
          loading="lazy"
        />
      ) : (
        <span className="order-thumb" aria-hidden="true" />
      )}
      <div className="order-main">
        <h2 className="order-name">
          {/* The link's box covers the whole row, so a tap anywhere opens it. */}
          <Link className="order-link" to={`/orders/${submission.id}`}>
            {submission.cardName}
          </Link>
        </h2>
        <SubmissionFacts submission={submission} />
        {submission.status === 'CANCELLED' && submission.cancelReason && (
          <p className="cancel-reason">Reason: {submission.cancelReason}</p>
        )}
      </div>
      <StatusBadge status={submission.status} />
    </li>
  );
}
