import { NavLink } from 'react-router';
import { useAuth } from '../auth';
import { Icon, type IconName } from './Icon';

type Tab = { to: string; label: string; icon: IconName };

const USER_TABS: Tab[] = [
  { to: '/user-dashboard', label: 'Home', icon: 'home' },
  { to: '/wallet', label: 'Wallet', icon: 'wallet' },
  { to: '/submit', label: 'Submit', icon: 'submit' },
  { to: '/orders', label: 'Orders', icon: 'orders' },
  { to: '/profile', label: 'Profile', icon: 'profile' },
];

const GRADER_TABS: Tab[] = [
  { to: '/grader-dashboard', label: 'Queue', icon: 'clock' },
  { to: '/grader-history', label: 'My reviews', icon: 'orders' },
];

/** Staff only: the reported official grades waiting to be checked. */
const ADMIN_TAB: Tab = { to: '/admin/official-results', label: 'Official results', icon: 'check' };

function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  return (
    <nav className="user-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to}>
              <Icon name={tab.icon} />
              <span>{tab.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The user area's tab bar: along the bottom on phones, under the header on wide screens. */
export const UserTabs = () => <Tabs tabs={USER_TABS} label="Your account" />;

/** The grader's tab bar, placed as the user area's: the queue and their own past reviews; for admins, staff work. */
export function GraderTabs() {
  const { user } = useAuth();
  return <Tabs tabs={user?.role === 'admin' ? [...GRADER_TABS, ADMIN_TAB] : GRADER_TABS} label="Grading" />;
}
