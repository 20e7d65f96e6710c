import type { TrackRecord } from '../../../shared/track-record';
import { fetchAccuracy } from '../../api/accuracy';
import { userMessage } from '../../api/client';
import { useLoaded } from '../../loaded';
import { CalibrationChart } from './CalibrationChart';
import { HowWeCount } from './HowWeCount';
import { CompanyTable, HeadlineShares, MonthTable } from './RecordFigures';
import './accuracy.css';

const LOAD_FAILED = 'The track record could not be loaded. Please refresh the page.';

const counted = (count: number) =>
  count === 1 ? '1 estimate has a verified official result.' : `${count} estimates have a verified official result.`;
const waiting = (count: number) =>
  count === 1
    ? '1 more reported result is waiting for staff to check it; it does not count yet.'
    : `${count} more reported results are waiting for staff to check them; they do not count yet.`;

/**
 * The public track record: our estimates against the official grades collectors reported and staff verified. In an
 * evaluation install the same figures follow over made-up results, apart and labelled as such.
 */
export default function AccuracyPage() {
  const [loaded] = useLoaded(fetchAccuracy);
  return (
    <div className="page accuracy-page">
      <header className="page-header">
        <h1>Our track record</h1>
        <p className="lead">
          Collectors who send a card we estimated on to an official grading company can tell us the grade it got. Staff
          check each one against a photo of the slab’s label, and every checked result is counted here.
        </p>
      </header>
      {loaded.state === 'loading' && (
        <p className="loading" role="status">
          Loading the figures…
        </p>
      )}
      {loaded.state === 'error' && <p className="notice error">{userMessage(loaded.error, LOAD_FAILED)}</p>}
      {loaded.state === 'ready' && (
        <>
          {loaded.data.record.results > 0 && <p className="record-count">{counted(loaded.data.record.results)}</p>}
          {loaded.data.unverified > 0 && <p>{waiting(loaded.data.unverified)}</p>}
          <RecordReport record={loaded.data.record} level={2} />
        </>
      )}
      <HowWeCount />
      {loaded.state === 'ready' && loaded.data.sample && (
        <section className="record-sample" aria-labelledby="record-sample-title">
          <h2 id="record-sample-title">Sample data</h2>
          <p className="notice sample-notice" role="note">
            Made-up results for this evaluation install, to show how the page looks once results come in. Not real
            results.
          </p>
          <p className="record-count">{loaded.data.sample.results} made-up results.</p>
          <RecordReport record={loaded.data.sample} level={3} />
        </section>
      )}
    </div>
  );
}

/** Every figure of one track record, under headings of the given level. */
function RecordReport({ record, level }: { record: TrackRecord; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  if (record.results === 0)
    return (
      <p className="card empty">
        No official result has been verified yet. The figures appear here as collectors report the grades their cards
        received and staff check them.
      </p>
    );
  return (
    <>
      <Heading>How often we were right</Heading>
      <HeadlineShares record={record} />
      <Heading>By grading company</Heading>
      <CompanyTable record={record} />
      <Heading>By month</Heading>
      <MonthTable record={record} />
      <Heading>Our estimates against the official grades</Heading>
      {record.calibration.length > 0 ? (
        <CalibrationChart cells={record.calibration} />
      ) : (
        <p>None of the results has a number grade to chart yet.</p>
      )}
    </>
  );
}
