import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { homeFor } from '../../shared/session-user';
import { useAuth } from '../auth';
import { SITE_NAME } from '../../shared/constants';
import { Icon } from './Icon';
import { Logo } from './Logo';

const MENU_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/what-we-evaluate', label: 'What We Evaluate' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms-of-service', label: 'Terms of Service' },
] as const;

/** The global menu: the brand at left, the menu button at top right. */
export function SiteHeader() {
  const location = useLocation();
  const { user, logout } = useAuth();
  // The menu is open on the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  // A full load of the home page after logout: no screen keeps anything of the account it showed.
  async function logOutAndLeave() {
    setOpenOn(null);
    await logout();
    window.location.assign('/');
  }

  // While the session is unknown (and on the server) the visitor's buttons show; they change once it is known.
  const accountActions = (where: 'header' | 'menu') =>
    user ? (
      <>
        <Link className={where === 'header' ? 'button ghost small hide-narrow' : 'button ghost'} to={homeFor(user)}>
          My account
        </Link>
        <button
          type="button"
          className={where === 'header' ? 'button small hide-narrow' : 'button'}
          onClick={logOutAndLeave}
        >
          Logout
        </button>
      </>
    ) : (
      <>
        <Link className={where === 'header' ? 'button ghost small hide-narrow' : 'button ghost'} to="/login">
          Login
        </Link>
        <Link className={where === 'header' ? 'button small hide-narrow' : 'button'} to="/signup">
          Sign Up
        </Link>
      </>
    );

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand" aria-label={`${SITE_NAME} home`}>
          <Logo />
          <span>{SITE_NAME}</span>
        </Link>
        <div className="header-actions">
          {accountActions('header')}
          <button
            ref={buttonRef}
            type="button"
            className="menu-button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : location.pathname)}
          >
            <Icon name={open ? 'close' : 'menu'} size={22} />
            <span className="visually-hidden">Menu</span>
          </button>
        </div>
      </div>
      <div ref={panelRef} id={menuId} className="menu-panel" hidden={!open}>
        <nav aria-label="Main menu">
          <ul>
            {MENU_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="menu-account">{accountActions('menu')}</div>
        </nav>
      </div>
    </header>
  );
}
