import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useInitialPage } from '../initial-page';
import { documentTitle, type AppRoute } from '../routes';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { UserTabs } from './UserTabs';

/** The chrome around every screen; the server renders the same tree, so hydration keeps its HTML. */
export function Layout({ route }: { route: AppRoute }) {
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const firstRender = useRef(true);
  const initial = useInitialPage();

  useEffect(() => {
    document.title = documentTitle(route);
    document.querySelector('meta[name="description"]')?.setAttribute('content', route.description);
    // After a client-side navigation, move focus to the new content so screen readers start there.
    if (firstRender.current) firstRender.current = false;
    else mainRef.current?.focus();
  }, [route, location.pathname]);

  return (
    <div className={`app area-${route.area}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      {route.area === 'user' && <UserTabs />}
      <main id="main" ref={mainRef} tabIndex={-1}>
        {initial?.route === route ? (
          <initial.Page />
        ) : (
          <Suspense fallback={<p className="loading" role="status">Loading…</p>}>
            <route.page />
          </Suspense>
        )}
      </main>
      {route.area !== 'tool' && <SiteFooter />}
    </div>
  );
}
