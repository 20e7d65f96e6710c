import { MIN_SAMPLE, shareText } from '../../../shared/track-record';
import { fetchGraders, type GraderFigures } from '../../api/admin';
import { userMessage } from '../../api/client';
import { ListSkeleton } from '../../components/ListSkeleton';
import { useLoaded } from '../../loaded';
import { ROLE_LABELS, hoursAndMinutes } from './format';
import './admin.css';

const LOAD_FAILED = 'The graders could not be loaded. Please refresh the page.';

/** Each grader's week and record: how much they review, how long a review takes them, and how right they were. */
export default function GradersPage() {
  const [loaded] = useLoaded(fetchGraders);
  return (
    <div className="page staff-console">
      <h1>Graders</h1>
      <p className="lead">
        Reviews this week and the median time from claim to review; then each grader’s record against the official
        grades staff verified. A share needs {MIN_SAMPLE} results before it is given.
      </p>
      {loaded.state === 'loading' && <ListSkeleton label="Loading the graders…" />}
      {loaded.state === 'error' && <p className="notice error">{userMessage(loaded.error, LOAD_FAILED)}</p>}
      {loaded.state === 'ready' &&
        (loaded.data.graders.length === 0 ? (
          <p className="card empty">No one grades yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="table staff-table stacked-table">
              <caption className="visually-hidden">Graders, their week and their record</caption>
              <thead>
                <tr>
                  <th scope="col">Grader</th>
                  <th scope="col">Reviews this week</th>
                  <th scope="col">Median review time</th>
                  <th scope="col">Verified results</th>
                  <th scope="col">Exact</th>
                  <th scope="col">Within one grade</th>
                  <th scope="col">Between anticipated and ceiling</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.graders.map((grader) => (
                  <GraderRow key={grader.id} grader={grader} />
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}

function GraderRow({ grader }: { grader: GraderFigures }) {
  const { record } = grader;
  return (
    <tr>
      <th scope="row" data-label="Grader">
        {grader.name}
        <span className="staff-subline">
          {grader.username}
          {grader.role !== 'grader' && `, ${ROLE_LABELS[grader.role].toLowerCase()}`}
        </span>
      </th>
      <td data-label="Reviews this week">{grader.reviewsThisWeek}</td>
      <td data-label="Median review time">
        {grader.medianReviewMinutes === null ? 'No reviews this week' : hoursAndMinutes(grader.medianReviewMinutes)}
      </td>
      <td data-label="Verified results">{record.results}</td>
      <td data-label="Exact">{shareText(record.exact)}</td>
      <td data-label="Within one grade">{shareText(record.withinOne)}</td>
      <td data-label="Between anticipated and ceiling">{shareText(record.inRange)}</td>
    </tr>
  );
}
