import { Link } from 'react-router';
import { useAuth } from '../../auth';
import { Icon, type IconName } from '../../components/Icon';
import { usePublicConfig } from '../../public-config';
import './accounts.css';

const SHORTCUTS: { to: string; label: string; icon: IconName }[] = [
  { to: '/wallet', label: 'Wallet', icon: 'wallet' },
  { to: '/submit', label: 'Create Submission', icon: 'submit' },
  { to: '/orders', label: 'Submission History', icon: 'orders' },
  { to: '/profile', label: 'Profile', icon: 'profile' },
];

export default function UserDashboardPage() {
  const { user } = useAuth();
  const { howItWorksVideoUrl } = usePublicConfig();
  return (
    <div className="page">
      <h1>Hello, {user?.firstName || 'User'}!</h1>
      <p className="lead">
        You have {user?.credits ?? 0} {user?.credits === 1 ? 'credit' : 'credits'}. Each card you submit uses one.
      </p>
      <ul className="dashboard-shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Link className="button ghost large" to={shortcut.to}>
              <Icon name={shortcut.icon} /> {shortcut.label}
            </Link>
          </li>
        ))}
      </ul>
      <figure className="video dashboard-video">
        <video controls preload="none" poster="/media/how-it-works-poster.jpg" playsInline width={960} height={540}>
          <source src={howItWorksVideoUrl} type="video/webm" />
          Your browser cannot play this video.
        </video>
        <figcaption>How Gradewise works: photograph, pay one credit, get your estimate.</figcaption>
      </figure>
    </div>
  );
}
