import { useEffect } from 'react';
import { SITE_NAME } from '../shared/constants';

// What each address is, for the document head, the chrome and the sitemap: known without loading any screen's code.
// The screens themselves are in routes.tsx; the server's render and the browser both read titles from here.

/**
 * Which chrome a screen gets: the user area adds the tab bar; the grader's and the staff's (admin) their own; the
 * centering tool is full-screen.
 */
export type Area = 'public' | 'account' | 'user' | 'grader' | 'admin' | 'tool';

export type PageInfo = {
  path: string;
  /** The page's own name; the document title adds the site name. */
  name: string;
  description: string;
  area: Area;
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

function placeholder<P extends string>(path: P, name: string) {
  return { path, name, description: `${name}: coming to ${SITE_NAME}.`, area: 'public' } as const;
}

export const PAGES = [
  {
    path: '/',
    name: 'Card grade estimates from real graders',
    description:
      'Photograph your trading card, pay one credit, and get a human grader’s expected and ceiling grade, centering and value before you send it to an official grading company.',
    area: 'public',
  },
  {
    path: '/pricing',
    name: 'Pricing',
    description: 'One credit per card: 1 credit for $4.49 or 5 credits for $14.99, about 33% less per card.',
    area: 'public',
  },
  {
    path: '/what-we-evaluate',
    name: 'What We Evaluate',
    description:
      'The ten photos we ask for and what a grader checks in them: centering, corners, edges and surface, and the issues we report.',
    area: 'public',
  },
  {
    path: '/faqs',
    name: 'FAQs',
    description:
      'How Gradewise works: turnaround (most results in 1-2 hours), photos, credits, what an estimate is and is not.',
    area: 'public',
  },
  {
    path: '/contact',
    name: 'Contact',
    description: 'Questions about an estimate, credits or your account? Send the Gradewise team a message.',
    area: 'public',
  },
  {
    path: '/terms-of-service',
    name: 'Terms of Service',
    description: 'The terms for using Gradewise, effective June 19, 2025: accounts, credits, estimates and liability.',
    area: 'public',
  },
  {
    path: '/help',
    name: 'Help',
    description: 'How to photograph a card for an estimate, how credits work, and how to reach support.',
    area: 'public',
  },
  {
    path: '/accuracy',
    name: 'Our track record',
    description:
      'How our grade estimates compare with the official grades cards received: every result collectors reported and staff verified, counted.',
    area: 'public',
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
  },
  {
    path: '/login',
    name: 'Login',
    description: 'Log in to your Gradewise account with your username or e-mail.',
    area: 'account',
  },
  {
    path: '/forgot-password',
    name: 'Forgot Password',
    description: 'Get a link to choose a new Gradewise password.',
    area: 'account',
  },
  {
    path: '/reset-password',
    name: 'Choose a New Password',
    description: 'Set a new password for your Gradewise account.',
    area: 'account',
  },
  {
    path: '/verify-email',
    name: 'Verify Your Email',
    description: 'We sent you a link to verify your e-mail address.',
    area: 'account',
  },
  {
    // The link in the reminder e-mails; no sign-in needed, and not for search engines (hence not public).
    path: '/reminders/unsubscribe',
    name: 'Stop Reminders',
    description: 'Stop the e-mails that remind you to report the official grade of a card we estimated.',
    area: 'account',
  },
  {
    path: '/verify-confirm',
    name: 'All Set?',
    description: 'Your e-mail address is verified: continue to login.',
    area: 'account',
  },

  {
    path: '/user-dashboard',
    name: 'Dashboard',
    description: 'Your submissions, credits and profile at a glance.',
    area: 'user',
  },
  {
    path: '/wallet',
    name: 'Wallet',
    description: 'Your credit balance, live.',
    area: 'user',
  },
  {
    path: '/shop',
    name: 'Shop',
    description: 'Buy credits: 1 credit for $4.49 or 5 credits for $14.99.',
    area: 'user',
  },
  {
    path: '/test-checkout/:id',
    name: 'Test Checkout',
    description: 'The local stand-in for Stripe Checkout, for trying Gradewise without payment keys.',
    area: 'user',
  },
  {
    path: '/submit',
    name: 'Submit a Card',
    description: 'Send ten photos of your card for a grade estimate.',
    area: 'user',
  },
  {
    path: '/orders',
    name: 'Orders',
    description: 'Your submissions and their results.',
    area: 'user',
  },
  {
    path: '/orders/:id',
    name: 'Submission',
    description: 'One submission: its photos and the grader’s feedback.',
    area: 'user',
  },
  {
    path: '/profile',
    name: 'Profile',
    description: 'Your account details and support ID.',
    area: 'user',
  },
  {
    path: '/purchase-history',
    name: 'Purchase History',
    description: 'The credit packs you have bought.',
    area: 'user',
  },

  {
    path: '/grader-dashboard',
    name: 'Grader Dashboard',
    description: 'Submissions waiting for review, oldest first.',
    area: 'grader',
  },
  {
    path: '/grader-history',
    name: 'My Reviews',
    description: 'The cards you reviewed or cancelled, newest first, with the grades you gave.',
    area: 'grader',
  },
  {
    path: '/review/:submissionId',
    name: 'Review',
    description: 'Review a submission: grades, centering, values and issues.',
    area: 'grader',
  },
  {
    path: '/admin/official-results',
    name: 'Official Results',
    description: 'Reported official grades for staff to check against the label photo, then verify or reject.',
    area: 'admin',
  },
  {
    path: '/admin',
    name: 'Staff Console',
    description: 'Find a person’s account, see how the queue keeps its promise, and reach the other staff pages.',
    area: 'admin',
  },
  {
    path: '/admin/users/:id',
    name: 'Account',
    description:
      'One person’s account: profile, role, credits and their ledger, purchases, submissions, staff actions.',
    area: 'admin',
  },
  {
    path: '/admin/submissions',
    name: 'Submissions',
    description: 'Every submission by status and age, and the queue’s health; release a claim, or cancel and refund.',
    area: 'admin',
  },
  {
    path: '/admin/graders',
    name: 'Graders',
    description: 'Each grader’s reviews this week, median review time, and record against the official grades.',
    area: 'admin',
  },
  {
    path: '/admin/audit',
    name: 'Audit Log',
    description: 'Every staff action, newest first: who did what, to what, when and why.',
    area: 'admin',
  },
  {
    // The collector's results page; graders may open it too, and the server decides what each may see.
    path: '/feedback/:id',
    name: 'Results',
    description: 'A card’s grade estimate: anticipated and ceiling grade, centering, values and issues.',
    area: 'user',
  },

  {
    path: '/centering-tool',
    name: 'Centering Tool',
    description: 'Measure a card’s left/right and top/bottom centering from a photo, free, in your browser.',
    area: 'tool',
  },
  {
    path: '/blog',
    name: 'Blog',
    description: 'Guides for card collectors: grading, storage, selling, authenticity, investing and the games.',
    area: 'public',
  },
  {
    path: '/shared/:token',
    name: 'Shared grade report',
    description: 'A card’s grade estimate from a Gradewise grader, shared by its owner.',
    area: 'public',
  },
  {
    path: '/blog/:slug',
    name: 'Blog article',
    description: 'An article for card collectors from the Gradewise blog.',
    area: 'public',
    metaFromPage: true,
  },
] as const satisfies readonly PageInfo[];

/** The address of each page in PAGES: routes.tsx gives every one a screen. */
export type PagePath = (typeof PAGES)[number]['path'];

export const NOT_FOUND_PAGE: PageInfo = {
  path: '*',
  name: 'Page not found',
  description: 'There is no page at this address.',
  area: 'public',
};

// Addresses are matched as react-router's matchPath matches them (any case, trailing slashes allowed, a parameter
// is one segment with only %2F decoded; page-meta.test.ts compares the two on every page), but with each pattern
// compiled once: matchPath compiles it at every call, and trying them all was most of what an unknown address cost
// the server. Most pages have a fixed address, found by one lookup.
const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '') || '/';
const FIXED_PAGES = new Map(
  PAGES.filter((page) => !page.path.includes(':')).map((page) => [page.path.toLowerCase(), page]),
);
const PAGES_WITH_PARAMETERS = PAGES.filter((page) => page.path.includes(':')).map((page) => {
  const names: string[] = [];
  const pattern = page.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '/([^/]+)';
  });
  return { page, names, regExp: new RegExp(`^${pattern}/*$`, 'i') };
});

/** The page an address shows, and the values of its parameters; unknown addresses get the 404 page. */
export function pageMetaFor(pathname: string): {
  page: PageInfo;
  found: boolean;
  params: Record<string, string | undefined>;
} {
  const fixed = FIXED_PAGES.get(withoutTrailingSlash(pathname).toLowerCase());
  if (fixed) return { page: fixed, found: true, params: {} };
  for (const { page, names, regExp } of PAGES_WITH_PARAMETERS) {
    const match = regExp.exec(pathname);
    if (match) {
      const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!.replace(/%2F/g, '/')]));
      return { page, found: true, params };
    }
  }
  return { page: NOT_FOUND_PAGE, found: false, params: {} };
}

/** A title with the site's name after it. */
export const withSiteName = (title: string) => `${title} | ${SITE_NAME}`;

export function documentTitle(page: PageInfo): string {
  return page.path === '/' ? `${SITE_NAME}: ${page.name}` : withSiteName(page.name);
}

export function setDocumentMeta(title: string, description: string) {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/** For pages whose title comes from what they show (an article): the title gets the site-name suffix. */
export function usePageMeta(meta: { title: string; description: string }) {
  useEffect(() => setDocumentMeta(withSiteName(meta.title), meta.description), [meta.title, meta.description]);
}
