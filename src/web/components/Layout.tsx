import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RequireAdmin, RequireGrader, RequireVerifiedUser } from '../auth';
import { documentTitle, setDocumentMeta, type Area, type PageInfo } from '../page-meta';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { GraderTabs, UserTabs } from './UserTabs';

/** The spec's guards by area: the user area needs a verified user, the grader area a grader, the staff's an admin. */
function Guard({ area, children }: { area: Area; children: ReactNode }) {
  if (area === 'user') return <RequireVerifiedUser>{children}</RequireVerifiedUser>;
  if (area === 'grader') return <RequireGrader>{children}</RequireGrader>;
  if (area === 'admin') return <RequireAdmin>{children}</RequireAdmin>;
  return children;
}

/** The chrome around every screen; the server renders the same tree, so hydration keeps its HTML. */
export function Layout({ page, children }: { page: PageInfo; children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (!page.metaFromPage) setDocumentMeta(documentTitle(page), page.description);
    // After a client-side navigation, move focus to the new content so screen readers start there.
    if (firstRender.current) firstRender.current = false;
    else mainRef.current?.focus();
  }, [page, location.pathname]);

  return (
    <div className={`app area-${page.area}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      {page.area === 'user' && <UserTabs />}
      {(page.area === 'grader' || page.area === 'admin') && <GraderTabs />}
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Guard area={page.area}>{children}</Guard>
      </main>
      {page.area !== 'tool' && <SiteFooter />}
    </div>
  );
}
