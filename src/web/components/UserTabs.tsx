import { NavLink, useLocation } from 'react-router';
import { useAuth } from '../auth';
import { pageMetaFor, type PagePath } from '../page-meta';
import { Icon, type IconName } from './Icon';

type Tab = {
  to: string;
  label: string;
  icon: IconName;
  /** Pages reached from this tab's page, on which it stays lit (instead of on every address under its own). */
  pages?: PagePath[];
};

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

/**
 * Staff only: the console, and the reported official grades waiting to be checked. The console's other pages are
 * linked from it rather than given tabs: with the grader's two, three more would not fit along a phone's bottom edge.
 */
const ADMIN_TABS: Tab[] = [
  {
    to: '/admin',
    label: 'Console',
    icon: 'console',
    pages: ['/admin/users/:id', '/admin/submissions', '/admin/graders', '/admin/audit'],
  },
  { to: '/admin/official-results', label: 'Official results', icon: 'check' },
];

function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const shown = pageMetaFor(useLocation().pathname).page.path;
  return (
    <nav className="user-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            {/* By prefix the console's tab would be lit on every /admin page, Official results too. */}
            <NavLink
              to={tab.to}
              end={Boolean(tab.pages)}
              className={({ isActive }) =>
                isActive || tab.pages?.some((page) => page === shown) ? 'active' : undefined
              }
            >
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
  return <Tabs tabs={user?.role === 'admin' ? [...GRADER_TABS, ...ADMIN_TABS] : GRADER_TABS} label="Grading" />;
}
