import { NavLink } from 'react-router';
import { Icon, type IconName } from './Icon';

const TABS: { to: string; label: string; icon: IconName }[] = [
  { to: '/user-dashboard', label: 'Home', icon: 'home' },
  { to: '/wallet', label: 'Wallet', icon: 'wallet' },
  { to: '/submit', label: 'Submit', icon: 'submit' },
  { to: '/orders', label: 'Orders', icon: 'orders' },
  { to: '/profile', label: 'Profile', icon: 'profile' },
];

/** The user area's tab bar: along the bottom on phones, under the header on wide screens. */
export function UserTabs() {
  return (
    <nav className="user-tabs" aria-label="Your account">
      <ul>
        {TABS.map((tab) => (
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
