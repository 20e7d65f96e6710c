import type { OfficialResult } from '../../shared/official-result-schema';
import { labelPhotoUrl, type ResultChange } from '../api/records';
import { submittedAt } from './SubmissionStatus';

// The pieces of a reported official result that the collector's order and the staff's list both show.

const STATUS: Record<OfficialResult['status'], { text: string; tone: string }> = {
  pending: { text: 'Waiting for staff to check', tone: 'progress' },
  verified: { text: 'Verified', tone: 'complete' },
  rejected: { text: 'Rejected', tone: 'cancelled' },
};

/** Where the result stands; a rejection carries the reason staff gave, which the collector needs to put it right. */
export function ResultStatusBadge({ result }: { result: Pick<OfficialResult, 'status' | 'rejectReason'> }) {
  const { text, tone } = STATUS[result.status];
  const reason = result.status === 'rejected' && result.rejectReason ? `: ${result.rejectReason}` : '';
  return <span className={`status-badge result-status ${tone}`}>{text + reason}</span>;
}

/** A grading company's date (YYYY-MM-DD) as a person reads it, the same day wherever the reader is. */
export const gradedOnText = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** The label photo, small, opening full size in a new tab (the certificate number must be readable there). */
export function LabelPhoto({ result, cardName }: { result: OfficialResult; cardName: string }) {
  if (!result.hasLabelPhoto) return <p className="fine-print">No label photo</p>;
  const url = labelPhotoUrl(result.id, result.updatedAt);
  return (
    <a className="label-photo" href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={`The label of the slab of ${cardName}`} loading="lazy" />
      <span>Open the label photo full size</span>
    </a>
  );
}

/** Every save and staff decision, oldest first: nothing about a reported result changes without trace. */
export function ResultChanges({ changes, headingLevel = 3 }: { changes: ResultChange[]; headingLevel?: 3 | 4 }) {
  if (changes.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <Heading className="result-changes-title">Changes</Heading>
      <ol className="result-changes">
        {changes.map((change, i) => (
          <li key={`${change.at}-${i}`}>
            <time dateTime={change.at}>{submittedAt(change.at)}</time> {`${change.by}: ${change.what}`}
          </li>
        ))}
      </ol>
    </>
  );
}
