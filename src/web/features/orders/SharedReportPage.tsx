import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { shareTexts, type SharedReport } from '../../../shared/submissions';
import { ApiError, userMessage } from '../../api/client';
import { fetchSharedReport } from '../../api/submissions';
import { PhotoCarousel } from '../../components/PhotoCarousel';
import { usePageMeta } from '../../page-meta';
import { ESTIMATE_DISCLAIMER, ReviewResult } from '../report/ReviewResult';
import './orders.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; report: SharedReport }
  | { state: 'gone' }
  | { state: 'error'; error: unknown };

const LOAD_FAILED = 'This report could not be loaded. Please refresh the page.';

/** A graded card's report as its owner shared it: the card, the photos and the grades, for anyone with the link. */
export default function SharedReportPage() {
  const token = useParams().token ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    fetchSharedReport(token).then(
      ({ report }) => current && setLoaded({ state: 'ready', report }),
      (error: unknown) =>
        current &&
        setLoaded(error instanceof ApiError && error.status === 404 ? { state: 'gone' } : { state: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  const report = loaded.state === 'ready' ? loaded.report : null;
  const grade = report?.reviews[0];
  usePageMeta(
    report && grade
      ? {
          title: `${report.cardName}: grade estimate ${grade.anticipatedGrade} (ceiling ${grade.ceilingGrade})`,
          description: `A Gradewise grader's estimate for ${report.cardName} (${report.cardNumber}).`,
        }
      : { title: 'Shared grade report', description: 'A card’s grade estimate, shared by its owner.' },
  );

  if (loaded.state === 'loading')
    return (
      <div className="page feedback-page">
        <h1>Shared grade report</h1>
        <p className="loading" role="status">
          Loading…
        </p>
      </div>
    );
  if (loaded.state !== 'ready')
    return (
      <div className="page feedback-page">
        <h1>Shared grade report</h1>
        <p className="notice error">
          {loaded.state === 'gone' ? shareTexts.notShared : userMessage(loaded.error, LOAD_FAILED)}
        </p>
        <p>
          <Link to="/">Find out what Gradewise does</Link>
        </p>
      </div>
    );

  const { report: shared } = loaded;
  return (
    <div className="page feedback-page shared-report">
      <header className="feedback-head">
        <p className="eyebrow">Grade estimate, shared by its owner</p>
        <h1>{shared.cardName}</h1>
        <p className="fine-print">{shared.cardNumber}</p>
      </header>
      <p className="notice info">{ESTIMATE_DISCLAIMER}</p>
      {/* The report leads: the grades and the card as the grader saw it; every photo follows for whoever wants more. */}
      {shared.reviews.map((review) => (
        <ReviewResult key={review.id} review={review} photos={shared.photos} />
      ))}
      <p>
        <a className="button ghost" href={`/api/shared/${token}/report.pdf`} download>
          Download the report (PDF)
        </a>
      </p>
      <section aria-labelledby="shared-photos-title">
        <h2 id="shared-photos-title">Every photo sent</h2>
        <PhotoCarousel photos={shared.photos} cardName={shared.cardName} />
      </section>
      <aside className="card shared-cta" aria-labelledby="shared-cta-title">
        <h2 id="shared-cta-title">Thinking of grading a card of your own?</h2>
        <p>Photograph it, pay one credit, and a grader tells you what to expect before you send it in.</p>
        <p className="shared-cta-links">
          <Link className="button" to="/signup">
            Get a grade estimate
          </Link>
          <Link className="button ghost" to="/centering-tool">
            Try the free centering tool
          </Link>
        </p>
      </aside>
    </div>
  );
}
