import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebApp, type WebApp } from './render.js';

// A stand-in build: the template and a renderer that counts its renders (the real one needs `npm run build`).
const RENDERER = `
globalThis.renders = 0;
const page = (url) => url.startsWith('/blog/') ? 'missing-article' : url === '/' ? null : 'unknown';
export const notFoundKind = async (url) => page(url);
export const renderPage = async (url) => {
  globalThis.renders += 1;
  const kind = page(url);
  return { status: kind ? 404 : 200, html: kind === 'unknown' ? '<h1>Page not found</h1>' : kind ? '<h1>Post not found.</h1>' : '<h1>Home</h1>', title: 't', description: 'd' };
};
export const renderSitemap = () => '';
export const renderFeed = () => '';
`;

let dist: string;
let web: WebApp;
const renders = () => (globalThis as unknown as { renders: number }).renders;

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
    const pages = await Promise.all(Array.from({ length: 200 }, (_, i) => web.page(`/made-up/${i}?q=${i}`)));
    await web.page('/blog/no-such-article');
    await web.page('/blog/another-missing-one');
    expect(renders() - before).toBe(2);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]!.status).toBe(404);
    // The same document for every address: no canonical link of its own, and kept out of search engines.
    expect(pages[0]!.html).toContain('<meta name="robots" content="noindex">');
    expect(pages[0]!.html).not.toContain('rel="canonical"');
  });

  it('keeps a page its own canonical address, rendered once', async () => {
    const before = renders();
    const home = await web.page('/');
    await web.page('/');
    expect(renders() - before).toBe(1);
    expect(home.status).toBe(200);
    expect(home.html).toContain('<link rel="canonical" href="https://gradewise.example/">');
    expect(home.html).not.toContain('noindex');
  });
});
