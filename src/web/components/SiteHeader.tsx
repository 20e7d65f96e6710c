import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { SITE_NAME } from '../../shared/constants';
import { Icon } from './Icon';
import { Logo } from './Logo';

export const MENU_LINKS = [
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

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand" aria-label={`${SITE_NAME} home`}>
          <Logo />
          <span>{SITE_NAME}</span>
        </Link>
        <div className="header-actions">
          <Link className="button ghost small hide-narrow" to="/login">
            Login
          </Link>
          <Link className="button small hide-narrow" to="/signup">
            Sign Up
          </Link>
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
          <div className="menu-account">
            <Link className="button ghost" to="/login">
              Login
            </Link>
            <Link className="button" to="/signup">
              Sign Up
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
