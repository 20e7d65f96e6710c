import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import { SITE_NAME } from '../shared/constants';
import { pendingScreen } from './components/PendingScreen';

/** Which chrome a screen gets: the user area adds the tab bar; the centering tool is full-screen. */
export type Area = 'public' | 'account' | 'user' | 'grader' | 'tool';

export type AppRoute = {
  path: string;
  /** The page's own name; the document title adds the site name. */
  name: string;
  description: string;
  area: Area;
  /** Loads the screen's code; the server and the first page in the browser await it before rendering. */
  load: () => Promise<PageModule>;
  page: LazyExoticComponent<ComponentType>;
  /** For routes with parameters: whether the address names something that exists (else the answer is 404). */
  exists?: (params: Record<string, string | undefined>) => boolean;
  /** The page sets its own title and description (usePageMeta), from what its address names. */
  metaFromPage?: boolean;
};

/** What a page says about itself in the document head; null when its address names nothing (a 404). */
export type PageMeta = {
  title: string;
  description: string;
  keywords?: string[];
  /** Open Graph type: 'website' unless the page is an article. */
  ogType?: 'article';
  /** schema.org data for search engines, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
};

export type PageModule = {
  default: ComponentType;
  /** For pages whose head depends on their address (metaFromPage routes). */
  meta?: (params: Record<string, string | undefined>) => PageMeta | null;
};

function page(load: () => Promise<PageModule>) {
  return { load, page: lazy(load) };
}

function pending(heading: string, sentence: string) {
  const module = { default: pendingScreen(heading, sentence) };
  return page(() => Promise.resolve(module));
}

export const appRoutes: AppRoute[] = [
  {
    path: '/',
    name: 'Card grade estimates from real graders',
    description:
      'Photograph your trading card, pay one credit, and get a human grader’s expected and ceiling grade, centering and value before you send it to an official grading company.',
    area: 'public',
    ...page(() => import('./pages/public/LandingPage')),
  },
  {
    path: '/pricing',
    name: 'Pricing',
    description: 'One credit per card: 1 credit for $4.49 or 5 credits for $14.99, about 33% less per card.',
    area: 'public',
    ...page(() => import('./pages/public/PricingPage')),
  },
  {
    path: '/what-we-evaluate',
    name: 'What We Evaluate',
    description:
      'The ten photos we ask for and what a grader checks in them: centering, corners, edges and surface, and the issues we report.',
    area: 'public',
    ...page(() => import('./pages/public/WhatWeEvaluatePage')),
  },
  {
    path: '/faqs',
    name: 'FAQs',
    description:
      'How Gradewise works: turnaround (most results in 1-2 hours), photos, credits, what an estimate is and is not.',
    area: 'public',
    ...page(() => import('./pages/public/FaqsPage')),
  },
  {
    path: '/contact',
    name: 'Contact',
    description: 'Questions about an estimate, credits or your account? Send the Gradewise team a message.',
    area: 'public',
    ...page(() => import('./pages/public/ContactPage')),
  },
  {
    path: '/terms-of-service',
    name: 'Terms of Service',
    description: 'The terms for using Gradewise, effective June 19, 2025: accounts, credits, estimates and liability.',
    area: 'public',
    ...page(() => import('./pages/public/TermsPage')),
  },
  {
    path: '/help',
    name: 'Help',
    description: 'How to photograph a card for an estimate, how credits work, and how to reach support.',
    area: 'public',
    ...page(() => import('./pages/public/HelpPage')),
  },
  placeholder('/products', 'Products Page'),
  placeholder('/what-we-authenticate', 'What We Authenticate'),
  placeholder('/more', 'More Info Page'),
  placeholder('/search-certificate', 'Search Certificate'),

  {
    path: '/signup',
    name: 'Sign Up',
    description: 'Create your Gradewise account and get grade estimates for your cards from real graders.',
    area: 'account',
    ...page(() => import('./pages/account/SignupPage')),
  },
  {
    path: '/login',
    name: 'Login',
    description: 'Log in to your Gradewise account with your username or e-mail.',
    area: 'account',
    ...page(() => import('./pages/account/LoginPage')),
  },
  {
    path: '/forgot-password',
    name: 'Forgot Password',
    description: 'Get a link to choose a new Gradewise password.',
    area: 'account',
    ...page(() => import('./pages/account/ForgotPasswordPage')),
  },
  {
    path: '/reset-password',
    name: 'Choose a New Password',
    description: 'Set a new password for your Gradewise account.',
    area: 'account',
    ...page(() => import('./pages/account/ResetPasswordPage')),
  },
  {
    path: '/verify-email',
    name: 'Verify Your Email',
    description: 'We sent you a link to verify your e-mail address.',
    area: 'account',
    ...page(() => import('./pages/account/VerifyEmailPage')),
  },
  {
    path: '/verify-confirm',
    name: 'All Set?',
    description: 'Your e-mail address is verified: continue to login.',
    area: 'account',
    ...page(() => import('./pages/account/VerifyConfirmPage')),
  },

  {
    path: '/user-dashboard',
    name: 'Dashboard',
    description: 'Your submissions, credits and profile at a glance.',
    area: 'user',
    ...page(() => import('./pages/user/UserDashboardPage')),
  },
  {
    path: '/wallet',
    name: 'Wallet',
    description: 'Your credit balance, live.',
    area: 'user',
    ...page(() => import('./pages/user/WalletPage')),
  },
  {
    path: '/shop',
    name: 'Shop',
    description: 'Buy credits: 1 credit for $4.49 or 5 credits for $14.99.',
    area: 'user',
    ...page(() => import('./pages/user/ShopPage')),
  },
  {
    path: '/test-checkout/:id',
    name: 'Test Checkout',
    description: 'The local stand-in for Stripe Checkout, for trying Gradewise without payment keys.',
    area: 'user',
    ...page(() => import('./pages/user/TestCheckoutPage')),
  },
  {
    path: '/submit',
    name: 'Submit a Card',
    description: 'Send ten photos of your card for a grade estimate.',
    area: 'user',
    ...page(() => import('./pages/user/SubmitPage')),
  },
  {
    path: '/orders',
    name: 'Orders',
    description: 'Your submissions and their results.',
    area: 'user',
    ...page(() => import('./pages/user/OrdersPage')),
  },
  {
    path: '/orders/:id',
    name: 'Submission',
    description: 'One submission: its photos and the grader’s feedback.',
    area: 'user',
    ...page(() => import('./pages/user/OrderDetailPage')),
  },
  {
    path: '/profile',
    name: 'Profile',
    description: 'Your account details and support ID.',
    area: 'user',
    ...page(() => import('./pages/user/ProfilePage')),
  },
  {
    path: '/purchase-history',
    name: 'Purchase History',
    description: 'The credit packs you have bought.',
    area: 'user',
    ...page(() => import('./pages/user/PurchaseHistoryPage')),
  },

  {
    path: '/grader-dashboard',
    name: 'Grader Dashboard',
    description: 'Submissions waiting for review, oldest first.',
    area: 'grader',
    ...page(() => import('./pages/grader/GraderDashboardPage')),
  },
  {
    path: '/review/:submissionId',
    name: 'Review',
    description: 'Review a submission: grades, centering, values and issues.',
    area: 'grader',
    ...page(() => import('./pages/grader/ReviewPage')),
  },
  {
    // The collector's results page; graders may open it too, and the server decides what each may see.
    path: '/feedback/:id',
    name: 'Results',
    description: 'A card’s grade estimate: anticipated and ceiling grade, centering, values and issues.',
    area: 'user',
    ...page(() => import('./pages/user/FeedbackPage')),
  },

  {
    path: '/centering-tool',
    name: 'Centering Tool',
    description: 'Measure a card’s left/right and top/bottom centering from a photo, free, in your browser.',
    area: 'tool',
    ...page(() => import('./pages/public/CenteringToolPage')),
  },
  {
    path: '/blog',
    name: 'Blog',
    description: 'Guides for card collectors: grading, storage, selling, authenticity, investing and the games.',
    area: 'public',
    ...page(() => import('./pages/public/BlogIndexPage')),
  },
  {
    path: '/blog/:slug',
    name: 'Blog article',
    description: 'An article for card collectors from the Gradewise blog.',
    area: 'public',
    ...page(() => import('./pages/public/BlogPostPage')),
    metaFromPage: true,
  },
];

export const notFoundRoute: AppRoute = {
  path: '*',
  name: 'Page not found',
  description: 'There is no page at this address.',
  area: 'public',
  ...page(() => import('./pages/public/NotFoundPage')),
};

export function documentTitle(route: AppRoute): string {
  return route.path === '/' ? `${SITE_NAME}: ${route.name}` : `${route.name} | ${SITE_NAME}`;
}

/** The route an address shows; unknown addresses get the 404 page. */
export function findRoute(pathname: string): {
  route: AppRoute;
  found: boolean;
  params: Record<string, string | undefined>;
} {
  for (const route of appRoutes) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, found: route.exists ? route.exists(match.params) : true, params: match.params };
  }
  return { route: notFoundRoute, found: false, params: {} };
}

function placeholder(path: string, heading: string): AppRoute {
  return {
    path,
    name: heading,
    description: `${heading}: coming to ${SITE_NAME}.`,
    area: 'public',
    ...pending(heading, ''),
  };
}
