import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebApp, type Page, type WebApp } from './render.js';

// A stand-in build: the template and a renderer that counts its renders (the real one needs `npm run build`).
const RENDERER = `
globalThis.renders = 0;
globalThis.kinds = 0;
const page = (url) => url.startsWith('/blog/') ? 'missing-article' : url === '/' || url === '/pricing' || url === '/faq' ? null : 'unknown';
export const notFoundKind = async (url) => { globalThis.kinds += 1; return page(url); };
export const unroutedKind = (pathname) => pathname.startsWith('/blog/') ? null : page(pathname);
export const renderPage = async (url) => {
  globalThis.renders += 1;
  const kind = page(url);
  return { status: kind ? 404 : 200, html: kind === 'unknown' ? '<h1>Page not found</h1>' : kind ? '<h1>Post not found.</h1>' : '<h1>Home</h1>', title: 't', description: 'd', reads: ['/api/auth/session', '/api/x?a=1&b=2'] };
};
export const renderSitemap = () => '';
export const renderFeed = () => '';
`;

let dist: string;
let web: WebApp;
const renders = () => (globalThis as unknown as { renders: number }).renders;
const kinds = () => (globalThis as unknown as { kinds: number }).kinds;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-web-'));
  await fs.mkdir(path.join(dist, 'web'));
  await fs.mkdir(path.join(dist, 'ssr'));
  await fs.writeFile(path.join(dist, 'web', 'index.html'), '<head><!--app-head--></head><body><!--app-html--></body>');
  await fs.writeFile(path.join(dist, 'ssr', 'render.js'), RENDERER);
  web = await loadWebApp({
    distDir: dist,
    publicUrl: 'https://gradewise.example',
    publicConfig: { howItWorksVideoUrl: '', graderApplyUrl: '', supportEmail: '' },
  });
});
afterAll(() => fs.rm(dist, { recursive: true, force: true }));

describe('pages from the build', () => {
  it('renders and compresses "not found" once per kind, however many addresses ask', async () => {
    const before = renders();
    const pages = await Promise.all(
      Array.from({ length: 200 }, (_, i) => Promise.resolve(web.page(`/made-up/${i}?q=${i}`))),
    );
    await web.page('/blog/no-such-article');
    await web.page('/blog/another-missing-one');
    expect(renders() - before).toBe(2);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]!.status).toBe(404);
    // The same document for every address: no canonical link of its own, and kept out of search engines.
    expect(pages[0]!.html).toContain('<meta name="robots" content="noindex">');
    expect(pages[0]!.html).not.toContain('rel="canonical"');
  });

  it('answers an unknown address from memory, and a scan of made-up ones keeps real pages cached', async () => {
    await web.page('/made-up-first');
    const before = kinds();
    // No route takes these: answered with the kind's page as made, nothing looked up or kept for the address.
    const first = await web.page('/wp-login.php');
    expect(await web.page('/wp-login.php?x=1')).toBe(first);
    expect(await web.page('/xmlrpc.php')).toBe(first);
    expect(kinds() - before).toBe(0);
    // A route takes this one and it is missing: looked up once, then answered from memory.
    const article = await web.page('/blog/gone-for-good');
    expect(await web.page('/blog/gone-for-good?x=1')).toBe(article);
    expect(kinds() - before).toBe(1);
    // More made-up addresses than the cache holds: the one real page asked after them is rendered once and kept.
    for (let i = 0; i < 2500; i++) await web.page(`/scan/${i}`);
    const rendered = renders();
    expect((await web.page('/faq')).status).toBe(200);
    await web.page('/faq');
    expect(renders() - rendered).toBe(1);
  });

  it('gives a page already made at once, not as a promise', async () => {
    await web.page('/faq');
    await web.page('/made-up-before');
    expect(web.page('/faq')).not.toBeInstanceOf(Promise);
    expect(web.page('/faq?ref=mail')).not.toBeInstanceOf(Promise);
    expect(web.page('/never-asked-before')).not.toBeInstanceOf(Promise);
    expect((web.page('/never-asked-before') as Page).status).toBe(404);
  });

  it('renders a page once when many ask for it before it is cached (a burst on a cold start)', async () => {
    const before = renders();
    const pages = await Promise.all(Array.from({ length: 50 }, () => Promise.resolve(web.page('/pricing'))));
    expect(renders() - before).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]!.status).toBe(200);
  });

  it('keeps a page its own canonical address, rendered once', async () => {
    const before = renders();
    const home = await web.page('/');
    await web.page('/');
    expect(renders() - before).toBe(1);
    expect(home.status).toBe(200);
    expect(home.html).toContain('<link rel="canonical" href="https://gradewise.example/">');
    expect(home.html).not.toContain('noindex');
    // The page's first reads start with the document (escaped as any attribute).
    expect(home.html).toContain('<link rel="preload" href="/api/auth/session" as="fetch" crossorigin="anonymous">');
    expect(home.html).toContain('<link rel="preload" href="/api/x?a=1&amp;b=2" as="fetch" crossorigin="anonymous">');
  });

  it('heads a shared report with its own title, picture and noindex, made for each request; a 404 when it is off', async () => {
    const head = {
      title: 'Charizard: grade estimate 8 (ceiling 9) | Gradewise',
      description: 'An estimate',
      image: '/api/shared/abc/photos/front?size=display',
    };
    const before = renders();
    const page = await web.pageWithHead('/shared/abc', head);
    await web.pageWithHead('/shared/abc', head);
    expect(renders() - before).toBe(2);
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      '<meta property="og:title" content="Charizard: grade estimate 8 (ceiling 9) | Gradewise">',
    );
    expect(page.html).toContain(
      '<meta property="og:image" content="https://gradewise.example/api/shared/abc/photos/front?size=display">',
    );
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    const off = await web.pageWithHead('/shared/abc', null);
    expect(off.status).toBe(404);
    expect(off.html).not.toContain('Charizard');
    expect(off.html).not.toContain('og:image');
  });
});
