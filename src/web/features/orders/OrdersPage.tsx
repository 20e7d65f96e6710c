import { Link, useLocation } from 'react-router';
import { submissionTexts } from '../../../shared/submissions';
import { userMessage } from '../../api/client';
import { fetchSubmissions } from '../../api/submissions';
import { ListSkeleton } from '../../components/ListSkeleton';
import { OrderRow } from '../../components/OrderRow';
import { usePagedList } from '../../paged-list';
import { ShowMore } from '../../components/ShowMore';
import './orders.css';

const LOAD_FAILED = 'Your submissions could not be loaded. Please refresh the page.';
const MORE_FAILED = 'Older orders could not be loaded. Please try again.';

const loadPage = async (after?: string) => {
  const page = await fetchSubmissions(after);
  return { entries: page.submissions, next: page.next };
};

/** The collector's own submissions, newest first, a page at a time, kept current by the live event stream. */
export default function OrdersPage() {
  const { list, showMore, more } = usePagedList(loadPage, { topic: 'submissions', order: 'newest first' });
  const submissions = list.state === 'ready' ? list.entries : null;
  // Arriving from the submit screen: its "Card submitted successfully!", said here rather than in a pop-up.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  return (
    <div className="page orders-page">
      <div className="orders-head">
        <h1>Orders</h1>
        <Link className="button" to="/submit">
          Submit a card
        </Link>
      </div>
      <div role="status">{notice && <p className="notice success">{notice}</p>}</div>
      {/* A list already shown stays after a failed refresh; the next event tries again. */}
      {list.state === 'error' && <p className="notice error">{userMessage(list.error, LOAD_FAILED)}</p>}
      {list.state === 'loading' && <ListSkeleton rows={4} label="Loading your orders…" />}
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
      <ShowMore onClick={showMore} more={more} label="Show older orders" failed={MORE_FAILED} />
    </div>
  );
}
