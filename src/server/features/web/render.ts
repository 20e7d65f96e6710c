import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { PublicConfig, RendererModule, RenderedPage } from '../../../shared/public-config.js';

/** A full HTML document for an address, with its compressed forms made once. */
export type Page = { status: number; html: string; br: Buffer; gzip: Buffer };

export type WebApp = {
  /** The built browser assets (dist/web). */
  assetsDir: string;
  page(url: string): Promise<Page>;
  sitemap: string;
  feed: string;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// Inside <script type="application/json"> only "</" could end the element early.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Loads the production build: the HTML template from Vite and the server-side renderer. */
export async function loadWebApp(options: {
  distDir: string;
  publicUrl: string;
  publicConfig: PublicConfig;
}): Promise<WebApp> {
  const assetsDir = path.join(options.distDir, 'web');
  const template = await fs.readFile(path.join(assetsDir, 'index.html'), 'utf8');
  const rendererUrl = pathToFileURL(path.join(options.distDir, 'ssr', 'render.js')).href;
  const { renderPage, renderSitemap, renderFeed } = (await import(rendererUrl)) as RendererModule;

  // Public pages are the same for every visitor: render each once per process.
  const cache = new Map<string, Page>();
  const CACHE_LIMIT = 1000;

  const document = (pathname: string, rendered: RenderedPage) => {
    const head = [
      `<title>${escapeHtml(rendered.title)}</title>`,
      `<meta name="description" content="${escapeHtml(rendered.description)}">`,
      ...(rendered.keywords ? [`<meta name="keywords" content="${escapeHtml(rendered.keywords.join(', '))}">`] : []),
      `<meta property="og:title" content="${escapeHtml(rendered.title)}">`,
      `<meta property="og:description" content="${escapeHtml(rendered.description)}">`,
      `<meta property="og:type" content="${rendered.ogType ?? 'website'}">`,
      `<meta property="og:url" content="${escapeHtml(options.publicUrl + pathname)}">`,
      `<meta property="og:site_name" content="Gradewise">`,
      `<link rel="canonical" href="${escapeHtml(options.publicUrl + pathname)}">`,
      // Data for search engines, not a script: the Content-Security-Policy does not apply to it.
      ...(rendered.structuredData
        ? [`<script type="application/ld+json">${safeJson(rendered.structuredData)}</script>`]
        : []),
      `<script type="application/json" id="public-config">${safeJson(options.publicConfig)}</script>`,
    ].join('\n    ');
    return template.replace('<!--app-head-->', head).replace('<!--app-html-->', rendered.html);
  };

  return {
    assetsDir,
    sitemap: renderSitemap(options.publicUrl),
    feed: renderFeed(options.publicUrl),
    page: async (url) => {
      const pathname = new URL(url, 'http://localhost').pathname;
      const cached = cache.get(pathname);
      if (cached) return cached;
      const rendered = await renderPage(pathname, options.publicConfig);
      const html = document(pathname, rendered);
      const result = { status: rendered.status, html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html) };
      if (rendered.status === 200 && cache.size < CACHE_LIMIT) cache.set(pathname, result);
      return result;
    },
  };
}
