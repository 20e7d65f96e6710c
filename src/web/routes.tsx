import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { pendingScreen } from './components/PendingScreen';
import { preparedScreen } from './initial-page';
import { NOT_FOUND_PAGE, PAGES, pageMetaFor, type PageInfo, type PageMeta, type PagePath } from './page-meta';

export type AppRoute = PageInfo & {
  /** Loads the screen's code; the server and the first page in the browser await it before rendering. */
  load: () => Promise<PageModule>;
  page: LazyExoticComponent<ComponentType>;
};

export type PageModule = {
  default: ComponentType;
  /** For pages whose head depends on their address (metaFromPage routes). */
  meta?: (params: Record<string, string | undefined>) => PageMeta | null;
  /**
   * For pages that load what their address names (an article's text) apart from their code: starts that loading
   * and returns its promise, or undefined once all is here. The server's render and the browser's first render
   * await it, so the page renders complete at once; after a navigation the loading line shows until it is done.
   */
  prepare?: (params: Record<string, string | undefined>) => Promise<void> | undefined;
};

/** A page not written yet: it shows only its name. */
const PLACEHOLDER = 'placeholder';

/** The screen of each page in PAGES (page-meta.ts), loaded when first shown. */
const screens: Record<PagePath, (() => Promise<PageModule>) | typeof PLACEHOLDER> = {
  '/': () => import('./features/site/LandingPage'),
  '/pricing': () => import('./features/site/PricingPage'),
  '/what-we-evaluate': () => import('./features/site/WhatWeEvaluatePage'),
  '/faqs': () => import('./features/site/FaqsPage'),
  '/contact': () => import('./features/site/ContactPage'),
  '/terms-of-service': () => import('./features/site/TermsPage'),
  '/help': () => import('./features/site/HelpPage'),
  '/accuracy': () => import('./features/accuracy/AccuracyPage'),
  '/products': PLACEHOLDER,
  '/what-we-authenticate': PLACEHOLDER,
  '/more': PLACEHOLDER,
  '/search-certificate': PLACEHOLDER,
  '/signup': () => import('./features/accounts/SignupPage'),
  '/login': () => import('./features/accounts/LoginPage'),
  '/forgot-password': () => import('./features/accounts/ForgotPasswordPage'),
  '/reset-password': () => import('./features/accounts/ResetPasswordPage'),
  '/verify-email': () => import('./features/accounts/VerifyEmailPage'),
  '/verify-confirm': () => import('./features/accounts/VerifyConfirmPage'),
  '/reminders/unsubscribe': () => import('./features/orders/UnsubscribePage'),
  '/user-dashboard': () => import('./features/accounts/UserDashboardPage'),
  '/wallet': () => import('./features/credits/WalletPage'),
  '/shop': () => import('./features/credits/ShopPage'),
  '/test-checkout/:id': () => import('./features/credits/TestCheckoutPage'),
  '/submit': () => import('./features/submit/SubmitPage'),
  '/orders': () => import('./features/orders/OrdersPage'),
  '/orders/:id': () => import('./features/orders/OrderDetailPage'),
  '/profile': () => import('./features/accounts/ProfilePage'),
  '/purchase-history': () => import('./features/credits/PurchaseHistoryPage'),
  '/grader-dashboard': () => import('./features/review/GraderDashboardPage'),
  '/grader-history': () => import('./features/review/GraderHistoryPage'),
  '/review/:submissionId': () => import('./features/review/ReviewPage'),
  '/admin/official-results': () => import('./features/admin/OfficialResultsPage'),
  '/admin': () => import('./features/admin/ConsolePage'),
  '/admin/users/:id': () => import('./features/admin/UserPage'),
  '/admin/submissions': () => import('./features/admin/SubmissionsPage'),
  '/admin/graders': () => import('./features/admin/GradersPage'),
  '/admin/audit': () => import('./features/admin/AuditPage'),
  '/feedback/:id': () => import('./features/orders/FeedbackPage'),
  '/shared/:token': () => import('./features/orders/SharedReportPage'),
  '/centering-tool': () => import('./features/centering/CenteringToolPage'),
  '/blog': () => import('./features/blog/BlogIndexPage'),
  '/blog/:slug': () => import('./features/blog/BlogPostPage'),
};

/** Every page asks who is signed in (AuthProvider). */
export const SESSION_READ = '/api/auth/session';

/**
 * The API reads a signed-in page makes first, in exactly the client's form (api/*.ts; early.test.tsx holds them to
 * it): main.tsx starts them with the session's at once. Kept as plain paths so the first script stays small.
 */
const earlyReads: Partial<Record<PagePath, (params: Record<string, string | undefined>) => string[]>> = {
  '/accuracy': () => ['/api/accuracy'],
  '/user-dashboard': () => ['/api/submissions?limit=3'],
  '/orders': () => ['/api/submissions'],
  '/orders/:id': (params) => [`/api/submissions/${params.id}`],
  '/feedback/:id': (params) => [`/api/submissions/${params.id}`],
  '/grader-dashboard': () => ['/api/grading/queue'],
  '/grader-history': () => ['/api/grading/history'],
};

/** What to read at once for a page at `path` with `params`: the session, and the page's own first reads. */
export const earlyReadsFor = (path: string, params: Record<string, string | undefined>) => [
  SESSION_READ,
  ...(earlyReads[path as PagePath]?.(params) ?? []),
];

function route(info: PageInfo, load: () => Promise<PageModule>): AppRoute {
  return { ...info, load, page: lazy(() => load().then((module) => ({ default: preparedScreen(module) }))) };
}

function placeholderScreen(heading: string): () => Promise<PageModule> {
  const module = { default: pendingScreen(heading, '') };
  return () => Promise.resolve(module);
}

export const appRoutes: AppRoute[] = PAGES.map((info) => {
  const screen = screens[info.path];
  return route(info, screen === PLACEHOLDER ? placeholderScreen(info.name) : screen);
});

export const notFoundRoute = route(NOT_FOUND_PAGE, () => import('./features/site/NotFoundPage'));

/** The route an address shows; unknown addresses get the 404 page. */
export function findRoute(pathname: string): {
  route: AppRoute;
  found: boolean;
  params: Record<string, string | undefined>;
} {
  const { page, found, params } = pageMetaFor(pathname);
  return { route: appRoutes.find((candidate) => candidate.path === page.path) ?? notFoundRoute, found, params };
}
