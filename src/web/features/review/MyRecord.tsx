import { userMessage } from '../../api/client';
import { fetchMyRecord } from '../../api/records';
import { CalibrationChart } from '../accuracy/CalibrationChart';
import { HeadlineShares } from '../accuracy/RecordFigures';
import { useLoaded } from '../../loaded';

const LOAD_FAILED = 'Your record could not be loaded. Please refresh the page.';

/** The grader's own reviews against the verified official grades: the public page's figures, for them alone. */
export function MyRecord() {
  const [loaded] = useLoaded(fetchMyRecord);
  const record = loaded.state === 'ready' ? loaded.data.record : null;
  return (
    <section className="my-record" aria-labelledby="my-record-title">
      <h2 id="my-record-title">Your record</h2>
      {loaded.state === 'loading' && <p className="fine-print">Loading your record…</p>}
      {loaded.state === 'error' && <p className="notice error">{userMessage(loaded.error, LOAD_FAILED)}</p>}
      {record?.results === 0 && <p className="card empty">No official results for your reviews yet.</p>}
      {record && record.results > 0 && (
        <>
          <p>
            {record.results === 1
              ? '1 of your reviews has a verified official result.'
              : `${record.results} of your reviews have a verified official result.`}
          </p>
          <HeadlineShares record={record} />
          {record.calibration.length > 0 && <CalibrationChart cells={record.calibration} />}
        </>
      )}
    </section>
  );
}
