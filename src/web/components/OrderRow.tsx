import { Link } from 'react-router';
import type { OrderSummary } from '../../shared/submissions';
import { StatusBadge, SubmissionFacts, WaitingNote } from './SubmissionStatus';
import './order-row.css';

/** One of the collector's orders: its front, name, facts, grade once graded, and status; a tap anywhere opens it. */
export function OrderRow({ submission }: { submission: OrderSummary }) {
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
        <WaitingNote submission={submission} />
        {submission.status === 'CANCELLED' && submission.cancelReason && (
          <p className="cancel-reason">Reason: {submission.cancelReason}</p>
        )}
      </div>
      <div className="order-side">
        {submission.grade && (
          <p className="order-grade">
            <span className="order-grade-number">Grade {submission.grade.anticipated}</span>
            <span className="order-grade-ceiling">ceiling {submission.grade.ceiling}</span>
          </p>
        )}
        <StatusBadge status={submission.status} />
      </div>
    </li>
  );
}
