import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../shared/public-config';
import { notFoundKind, renderPage, unroutedKind } from './render';
import { appRoutes } from './routes';

const config: PublicConfig = {
  howItWorksVideoUrl: '/media/how-it-works.webm',
  graderApplyUrl: 'https://apply.example/graders',
  supportEmail: 'support@gradewise.example',
};

const PUBLIC_PAGES: [string, string][] = [
  ['/', 'Know your card’s grade before you pay to grade it.'],
  ['/pricing', 'Pricing'],
  ['/what-we-evaluate', 'What We Evaluate'],
  ['/faqs', 'Frequently Asked Questions'],
  ['/contact', 'Contact'],
  ['/terms-of-service', 'Terms of Service'],
  ['/help', 'Help'],
  ['/products', 'Products Page'],
  ['/what-we-authenticate', 'What We Authenticate'],
  ['/more', 'More Info Page'],
  ['/search-certificate', 'Search Certificate'],
];

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('server-side rendering', () => {
  it.each(PUBLIC_PAGES)('renders %s completely, heading included', async (path, h1) => {
    const page = await renderPage(path, config);
    expect(page.status).toBe(200);
    expect(heading(page.html)).toBe(h1);
    expect(page.html).not.toContain('Loading…');
  });

  it('names the reads a page starts with, so the document asks for them before its script runs', async () => {
    expect((await renderPage('/pricing', config)).reads).toEqual(['/api/auth/session']);
    expect((await renderPage('/orders', config)).reads).toEqual(['/api/auth/session', '/api/submissions']);
    expect((await renderPage('/user-dashboard', config)).reads).toEqual([
      '/api/auth/session',
      '/api/submissions?limit=3',
    ]);
  });

  it('gives every route its own title and description', () => {
    const titles = new Set(appRoutes.map((route) => route.name));
    const descriptions = new Set(appRoutes.map((route) => route.description));
    expect(titles.size).toBe(appRoutes.length);
    expect(descriptions.size).toBe(appRoutes.length);
  });

  it('answers an unknown address with the 404 page', async () => {
    const page = await renderPage('/no/such/page', config);
    expect(page.status).toBe(404);
    expect(heading(page.html)).toBe('Page not found');
    expect(page.title).toBe('Page not found | Gradewise');
  });

  it('renders every unknown address alike, so the server renders "not found" once per kind', async () => {
    expect(await notFoundKind('/')).toBeNull();
    expect(await notFoundKind('/blog/what-makes-a-card-valuable')).toBeNull();
    const unknown = await notFoundKind('/no/such/page');
    expect(unknown).not.toBeNull();
    expect(await notFoundKind('/wp-admin/setup.php?x=1')).toBe(unknown);
    // Known at once where no route takes the address; an article's address waits for the article to be looked up.
    expect(unroutedKind('/wp-admin/setup.php')).toBe(unknown);
    expect(unroutedKind('/')).toBeNull();
    expect(unroutedKind('/blog/no-such-article')).toBeNull();
    const missingArticle = await notFoundKind('/blog/no-such-article');
    expect(missingArticle).not.toBeNull();
    expect(missingArticle).not.toBe(unknown);
    expect((await renderPage('/no/such/page', config)).html).toBe((await renderPage('/another/one', config)).html);
    expect((await renderPage('/blog/gone', config)).html).toBe((await renderPage('/blog/never-was', config)).html);
  });

  it('shows the placeholder pages with only their heading', async () => {
    const page = await renderPage('/products', config);
    const main = /<main[^>]*>(.*)<\/main>/s.exec(page.html)?.[1] ?? '';
    expect(main.replace(/<[^>]+>/g, '')).toBe('Products Page');
  });

  it('puts the configured video and grader application address on the landing page', async () => {
    const page = await renderPage('/', config);
    expect(page.html).toContain('src="/media/how-it-works.webm"');
    expect(page.html).toContain('href="https://apply.example/graders"');
    expect(page.html).toContain('$4.49');
    expect(page.html).toContain('$14.99');
  });

  it('has the facts the FAQ and the terms promise', async () => {
    const faqs = (await renderPage('/faqs', config)).html;
    expect(faqs).toContain('Most results return in 1-2 hours; at busy times it can take up to 12 hours.');
    const terms = (await renderPage('/terms-of-service', config)).html;
    for (const fact of ['June 19, 2025', '13', 'non-transferable', 'non-refundable', '12 months']) {
      expect(terms).toContain(fact);
    }
  });

  it('writes no inline style or script, which the Content-Security-Policy would block', async () => {
    for (const [path] of PUBLIC_PAGES) {
      const { html } = await renderPage(path, config);
      expect(html).not.toMatch(/\sstyle="/);
      expect(html).not.toContain('<script');
    }
  });
});
