/** The public pages and the heading each must show, shared by the browser tests. */
export const PUBLIC_PAGES = [
  { path: '/', h1: 'Know your card’s grade before you pay to grade it.' },
  { path: '/pricing', h1: 'Pricing' },
  { path: '/what-we-evaluate', h1: 'What We Evaluate' },
  { path: '/faqs', h1: 'Frequently Asked Questions' },
  { path: '/contact', h1: 'Contact' },
  { path: '/terms-of-service', h1: 'Terms of Service' },
  { path: '/help', h1: 'Help' },
  { path: '/products', h1: 'Products Page' },
  { path: '/what-we-authenticate', h1: 'What We Authenticate' },
  { path: '/more', h1: 'More Info Page' },
  { path: '/search-certificate', h1: 'Search Certificate' },
  { path: '/blog', h1: 'The Gradewise blog' },
  { path: '/blog/what-makes-a-card-valuable', h1: 'What Makes a Card Valuable' },
] as const;

/** Every route of the spec's table, with a sample for each parameter. */
export const ALL_ROUTES = [
  ...PUBLIC_PAGES.map((page) => page.path),
  '/signup',
  '/login',
  '/forgot-password',
  '/verify-email',
  '/verify-confirm',
  '/user-dashboard',
  '/wallet',
  '/shop',
  '/submit',
  '/orders',
  '/orders/abc123',
  '/profile',
  '/purchase-history',
  '/grader-dashboard',
  '/grader-history',
  '/review/abc123',
  '/feedback/abc123',
  '/centering-tool',
];
