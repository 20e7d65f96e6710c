import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OFFICIAL_RESULT_STATUSES, type OfficialResultStatus } from '../../../shared/official-results';
import { userMessage } from '../../api/client';
import { fetchStaffResults, rejectResult, verifyResult } from '../../api/records';
import { FormField } from '../../components/FormField';
import { ListSkeleton } from '../../components/ListSkeleton';
import { useLoaded } from '../../loaded';
import { StaffResultCard } from './StaffResultCard';
import './admin.css';

const CHOICES: Record<OfficialResultStatus, { label: string; none: string }> = {
  pending: { label: 'Waiting to be checked', none: 'No reported results are waiting to be checked.' },
  verified: { label: 'Verified', none: 'No results have been verified yet.' },
  rejected: { label: 'Rejected', none: 'No results have been rejected.' },
};
const LOAD_FAILED = 'The reported results could not be loaded. Please refresh the page.';
const ACTION_FAILED = 'That did not go through. Please try again.';

type Notice = { text: string; tone: 'success' | 'error' };

/** The status the address asks for (?status=verified); anything else shows those waiting, as the server would. */
function statusFrom(params: URLSearchParams): OfficialResultStatus {
  const asked = params.get('status');
  return OFFICIAL_RESULT_STATUSES.find((status) => status === asked) ?? 'pending';
}

/** Staff check each reported official grade against its label photo, then verify or reject it. */
export default function OfficialResultsPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A decision takes its card (and the focused button) out of the list: the focus goes to what happened.
  const noticeArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeArea.current?.focus();
  }, [notice]);
  const choose = (next: string) => {
    setNotice(null);
    setParams(next === 'pending' ? {} : { status: next }, { replace: true });
  };

  return (
    <div className="page staff-results">
      <h1>Official results</h1>
      <p className="lead">
        Check each reported grade against the photo of the slab’s label: the certificate number and the grade must both
        match. A verified result counts in the public track record.
      </p>
      <form className="staff-filter" aria-label="Choose the results" onSubmit={(event) => event.preventDefault()}>
        <FormField label="Show">
          {(field) => (
            <select {...field} value={status} onChange={(event) => choose(event.target.value)}>
              {OFFICIAL_RESULT_STATUSES.map((choice) => (
                <option key={choice} value={choice}>
                  {CHOICES[choice].label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </form>
      <div role="status" className="form-status" ref={noticeArea} tabIndex={-1}>
        {notice && <p className={`notice ${notice.tone}`}>{notice.text}</p>}
      </div>
      <ResultList key={status} status={status} onNotice={setNotice} />
    </div>
  );
}

function ResultList({ status, onNotice }: { status: OfficialResultStatus; onNotice: (notice: Notice) => void }) {
  const [loaded, reload] = useLoaded(() => fetchStaffResults(status));
  // A decision moves the result to another list (or another member of staff made one meanwhile): read it again.
  const decide = async (work: () => Promise<{ message: string }>) => {
    try {
      const { message } = await work();
      onNotice({ text: message, tone: 'success' });
      reload();
    } catch (error) {
      onNotice({ text: userMessage(error, ACTION_FAILED), tone: 'error' });
    }
  };

  if (loaded.state === 'loading') return <ListSkeleton label="Loading the reported results…" />;
  if (loaded.state === 'error') return <p className="notice error">{userMessage(loaded.error, LOAD_FAILED)}</p>;
  const { results } = loaded.data;
  if (results.length === 0) return <p className="card empty">{CHOICES[status].none}</p>;
  return (
    <div className="staff-result-list">
      {results.map((result) => (
        <StaffResultCard
          key={result.id}
          result={result}
          onVerify={() => decide(() => verifyResult(result.id))}
          onReject={(reason) => decide(() => rejectResult(result.id, reason))}
        />
      ))}
    </div>
  );
}
