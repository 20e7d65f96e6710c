import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { OfficialResult } from '../../../shared/official-result-schema';
import { labelOf } from '../../../shared/official-results';
import type { SubmissionDetail } from '../../../shared/submissions';
import { userMessage } from '../../api/client';
import { fetchOfficialResult, type OfficialResultAnswer } from '../../api/records';
import { LabelPhoto, ResultChanges, ResultStatusBadge, gradedOnText } from '../../components/OfficialResultFacts';
import { useLoaded } from '../../loaded';
import { OfficialResultForm, type Saved } from './OfficialResultForm';

/** The reminder e-mail links here: /orders/:id#official-result. */
const ANCHOR = 'official-result';
const LOAD_FAILED = 'The official grade could not be loaded. Please refresh the page.';

/**
 * A finished order's official grade, once the card has been graded by a grading company: reported by the collector,
 * checked by staff, then counted in the public track record. Until staff have verified it, it can be changed.
 */
export function OfficialResultSection({ submission }: { submission: SubmissionDetail }) {
  const [loaded, reload] = useLoaded(() => fetchOfficialResult(submission.id));
  const linked = useLocation().hash === `#${ANCHOR}`;
  // Null until the collector opens or closes the form: the e-mail's link opens it while the result may change.
  const [editing, setEditing] = useState<boolean | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const section = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // Closing the form (saved or cancelled) takes away the focused control: the focus goes back to the section.
  const [closings, setClosings] = useState(0);
  useEffect(() => {
    if (closings > 0) title.current?.focus();
  }, [closings]);
  const data = loaded.state === 'ready' ? loaded.data : null;
  const changeable = data !== null && data.result?.status !== 'verified';
  const open = changeable && (editing ?? linked);

  // The section appears only once loaded, after the browser looked for the anchor: go to it now.
  const arrived = data !== null;
  useEffect(() => {
    if (arrived && linked) section.current?.scrollIntoView?.({ block: 'start' });
  }, [arrived, linked]);

  const edit = (next: boolean) => {
    setEditing(next);
    if (next) setSaved(null);
    else setClosings((count) => count + 1);
  };
  const onSaved = (outcome: Saved) => {
    setSaved(outcome);
    edit(false);
    reload();
  };

  return (
    <section id={ANCHOR} ref={section} className="official-result card" aria-labelledby={`${ANCHOR}-title`}>
      <h2 id={`${ANCHOR}-title`} ref={title} tabIndex={-1}>
        Official grade
      </h2>
      {loaded.state === 'loading' && <p className="fine-print">Loading the official grade…</p>}
      {loaded.state === 'error' && <p className="notice error">{userMessage(loaded.error, LOAD_FAILED)}</p>}
      {data && !data.result && !open && (
        <>
          <p>
            Sent this card to a grading company? Tell us the grade on its label. Once staff have checked it against a
            photo of the label, it counts in our <Link to="/accuracy">track record</Link>, where everyone can see how
            our estimates compare with official grades.
          </p>
          <button type="button" className="button" onClick={() => edit(true)}>
            Add the official grade
          </button>
        </>
      )}
      {data?.result && !open && (
        <ShownResult result={data.result} estimate={data.estimate} cardName={submission.cardName} />
      )}
      {data?.result && !open && changeable && (
        <p>
          <button type="button" className="button ghost" onClick={() => edit(true)}>
            Edit
          </button>
        </p>
      )}
      {data && open && (
        <OfficialResultForm
          submissionId={submission.id}
          result={data.result}
          onSaved={onSaved}
          onCancel={() => edit(false)}
        />
      )}
      <div role="status" className="form-status">
        {saved && <p className="notice success">{saved.message}</p>}
      </div>
      {saved?.photoError && <p className="notice error">{saved.photoError}</p>}
      {data && <ResultChanges changes={data.changes} />}
    </section>
  );
}

type ShownProps = Pick<OfficialResultAnswer, 'estimate'> & { result: OfficialResult; cardName: string };

function ShownResult({ result, estimate, cardName }: ShownProps) {
  return (
    <>
      <dl className="details">
        <dt>Official grade</dt>
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
        {estimate && (
          <>
            <dt>Our estimate</dt>
            <dd>
              {estimate.anticipatedGrade} (ceiling {estimate.ceilingGrade})
            </dd>
          </>
        )}
        <dt>Status</dt>
        <dd>
          <ResultStatusBadge result={result} />
        </dd>
      </dl>
      <LabelPhoto result={result} cardName={cardName} />
    </>
  );
}
