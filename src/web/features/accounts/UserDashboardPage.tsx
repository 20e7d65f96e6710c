import { Link } from 'react-router';
import { CREDIT_PACKS, formatUsd } from '../../../shared/constants';
import { userMessage } from '../../api/client';
import { fetchSubmissions } from '../../api/submissions';
import { useAuth } from '../../auth';
import { Icon, type IconName } from '../../components/Icon';
import { ListSkeleton } from '../../components/ListSkeleton';
import { OrderRow } from '../../components/OrderRow';
import { useLiveCredits } from '../../live-credits';
import { usePagedList } from '../../paged-list';
import { usePublicConfig } from '../../public-config';
import './accounts.css';

const SHORTCUTS: { to: string; label: string; icon: IconName }[] = [
  { to: '/wallet', label: 'Wallet', icon: 'wallet' },
  { to: '/submit', label: 'Create Submission', icon: 'submit' },
  { to: '/orders', label: 'Submission History', icon: 'orders' },
  { to: '/profile', label: 'Profile', icon: 'profile' },
];

/** How many of the latest orders the dashboard shows; the rest are one link away. */
const LATEST_ORDERS = 3;
const LOAD_FAILED = 'Your latest orders could not be loaded. Please refresh the page.';

const loadLatest = async () => {
  const page = await fetchSubmissions(undefined, LATEST_ORDERS);
  return { entries: page.submissions, next: page.next };
};

/** The signed-in collector's home: the next thing to do, the balance, the latest orders, and the video for newcomers. */
export default function UserDashboardPage() {
  const { user } = useAuth();
  const credits = useLiveCredits();
  const { list } = usePagedList(loadLatest, { topic: 'submissions', order: 'newest first' });
  const latest = list.state === 'ready' ? list.entries : null;
  const newcomer = latest?.length === 0;

  return (
    <div className="page dashboard">
      <h1>Hello, {user?.firstName || 'User'}!</h1>
      <NextStep credits={credits} />
      <ul className="dashboard-shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Link className="button ghost large" to={shortcut.to}>
              <Icon name={shortcut.icon} /> {shortcut.label}
            </Link>
          </li>
        ))}
      </ul>
      <section className="dashboard-latest" aria-labelledby="latest-orders">
        <div className="dashboard-section-head">
          <h2 id="latest-orders">Your latest orders</h2>
          {latest && latest.length > 0 && <Link to="/orders">See all orders</Link>}
        </div>
        {list.state === 'loading' && <ListSkeleton rows={LATEST_ORDERS} label="Loading your latest orders…" />}
        {list.state === 'error' && <p className="notice error">{userMessage(list.error, LOAD_FAILED)}</p>}
        {newcomer && <p className="card empty">No orders yet. Your first card’s result will show here.</p>}
        {latest && latest.length > 0 && (
          <ul className="order-list" aria-label="Your latest orders, newest first">
            {latest.map((submission) => (
              <OrderRow key={submission.id} submission={submission} />
            ))}
          </ul>
        )}
      </section>
      {/* Newcomers see how it works at once; returning collectors can still open it. */}
      {newcomer ? (
        <HowItWorksVideo />
      ) : (
        latest && (
          <details className="dashboard-video-details">
            <summary>How Gradewise works (video)</summary>
            <HowItWorksVideo />
          </details>
        )
      )}
    </div>
  );
}

/** With no credits, buying comes first; with credits, sending a card does. */
function NextStep({ credits }: { credits: number }) {
  const [single, pack] = CREDIT_PACKS;
  const balance = `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
  return (
    <section className="card dashboard-next" aria-labelledby="next-step">
      <h2 id="next-step" className="visually-hidden">
        Your next step
      </h2>
      <p className="dashboard-balance">
        You have <strong aria-live="polite">{balance}</strong>. Each card you submit uses one.
      </p>
      {credits > 0 ? (
        <Link className="button large" to="/submit">
          <Icon name="submit" /> Submit a card
        </Link>
      ) : (
        <>
          <p className="fine-print">
            Buy a credit to send your first card: {single!.name} for {formatUsd(single!.priceCents)}, or {pack!.name}{' '}
            for {formatUsd(pack!.priceCents)}.
          </p>
          <Link className="button large" to="/shop">
            <Icon name="wallet" /> Buy credits
          </Link>
        </>
      )}
    </section>
  );
}

function HowItWorksVideo() {
  const { howItWorksVideoUrl } = usePublicConfig();
  return (
    <figure className="video dashboard-video">
      <video controls preload="none" poster="/media/how-it-works-poster.jpg" playsInline width={960} height={540}>
        <source src={howItWorksVideoUrl} type="video/webm" />
        Your browser cannot play this video.
      </video>
      <figcaption>How Gradewise works: photograph, pay one credit, get your estimate.</figcaption>
    </figure>
  );
}
