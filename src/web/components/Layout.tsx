import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RequireGrader, RequireVerifiedUser } from '../auth';
import { useInitialPage } from '../initial-page';
import { setDocumentMeta } from '../page-meta';
import { documentTitle, type AppRoute } from '../routes';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { UserTabs } from './UserTabs';

/** The spec's guards by area: the user area needs a verified user, the grader area a grader. */
function Guard({ area, children }: { area: AppRoute['area']; children: ReactNode }) {
  if (area === 'user') return <RequireVerifiedUser>{children}</RequireVerifiedUser>;
  if (area === 'grader') return <RequireGrader>{children}</RequireGrader>;
  return children;
}

/** The chrome around every screen; the server renders the same tree, so hydration keeps its HTML. */
export function Layout({ route }: { route: AppRoute }) {
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const firstRender = useRef(true);
  const initial = useInitialPage();

  useEffect(() => {
    if (!route.metaFromPage) setDocumentMeta(documentTitle(route), route.description);
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
        <Guard area={route.area}>
          {initial?.route === route ? (
            <initial.Page />
          ) : (
            <Suspense
              fallback={
                <p className="loading" role="status">
                  Loading…
                </p>
              }
            >
              <route.page />
            </Suspense>
          )}
        </Guard>
      </main>
      {route.area !== 'tool' && <SiteFooter />}
    </div>
  );
}
