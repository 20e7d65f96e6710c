import { useEffect, useRef, useState } from 'react';
import { rejectResult } from '../../../shared/contract/records';
import { labelOf } from '../../../shared/official-results';
import type { StaffResult } from '../../api/records';
import { LabelPhoto, ResultChanges, ResultStatusBadge, gradedOnText } from '../../components/OfficialResultFacts';
import { ReasonForm } from './ReasonForm';

type Props = {
  result: StaffResult;
  /** Runs a staff decision; the page shows its outcome and reloads the list. */
  onVerify: () => Promise<void>;
  onReject: (reason: string) => Promise<void>;
};

/** One reported result as staff check it: the card and our estimate beside what the collector says the label says. */
export function StaffResultCard({ result, onVerify, onReject }: Props) {
  const [rejecting, setRejecting] = useState(false);
  // "Keep it" takes the reason's form away: the focus goes back to the button that opened it.
  const [kept, setKept] = useState(0);
  const rejectButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (kept > 0) rejectButton.current?.focus();
  }, [kept]);
  const [busy, setBusy] = useState(false);
  const titleId = `staff-result-${result.id}`;
  const verify = async () => {
    setBusy(true);
    try {
      await onVerify();
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="card staff-result" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {result.cardName} <span className="staff-result-id">{result.publicId}</span>
      </h2>
      <div className="staff-result-body">
        <dl className="details">
          <dt>Identifier</dt>
          <dd>{result.cardNumber}</dd>
          <dt>Our estimate</dt>
          <dd>
            {result.anticipatedGrade} (ceiling {result.ceilingGrade})
          </dd>
          <dt>Reported</dt>
          <dd className="official-grade">{labelOf(result)}</dd>
          <dt>Certificate</dt>
          <dd>{result.certificate}</dd>
          <dt>Date graded</dt>
          <dd>
            <time dateTime={result.gradedOn}>{gradedOnText(result.gradedOn)}</time>
          </dd>
          {result.centeringSubgrade !== null && (
            <>
              <dt>Centering sub-grade</dt>
              <dd>{result.centeringSubgrade}</dd>
            </>
          )}
          {result.centeringNote && (
            <>
              <dt>Centering note</dt>
              <dd>{result.centeringNote}</dd>
            </>
          )}
          <dt>Reported by</dt>
          <dd>{result.reportedBy}</dd>
          <dt>Status</dt>
          <dd>
            <ResultStatusBadge result={result} />
          </dd>
        </dl>
        <LabelPhoto result={result} cardName={result.cardName} />
      </div>
      <ResultChanges changes={result.changes} />
      {result.status === 'pending' && !rejecting && (
        <div className="actions">
          {/* Verifying means the label was read: with no photo there is nothing to match. */}
          <button
            type="button"
            className="button"
            disabled={busy || !result.hasLabelPhoto}
            onClick={() => void verify()}
          >
            Verify
          </button>
          <button
            type="button"
            ref={rejectButton}
            className="button ghost danger"
            disabled={busy}
            onClick={() => setRejecting(true)}
          >
            Reject
          </button>
          {!result.hasLabelPhoto && (
            <p className="fine-print">Without a label photo the result cannot be checked, so it cannot be verified.</p>
          )}
        </div>
      )}
      {rejecting && (
        <ReasonForm
          title={`Reject the result for ${result.cardName}`}
          label="Reason for rejecting"
          hint="The collector reads it, and may correct the result."
          confirmLabel="Reject the result"
          schema={rejectResult.body}
          onConfirm={onReject}
          onClose={() => {
            setRejecting(false);
            setKept((count) => count + 1);
          }}
        />
      )}
    </article>
  );
}
