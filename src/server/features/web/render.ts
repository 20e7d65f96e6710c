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

const compressed = (status: number, html: string): Page => ({
  status,
  html,
  br: zlib.brotliCompressSync(html),
  gzip: zlib.gzipSync(html),
});

/** Loads the production build: the HTML template from Vite and the server-side renderer. */
export async function loadWebApp(options: {
  distDir: string;
  publicUrl: string;
  publicConfig: PublicConfig;
}): Promise<WebApp> {
  const assetsDir = path.join(options.distDir, 'web');
  const template = await fs.readFile(path.join(assetsDir, 'index.html'), 'utf8');
  const rendererUrl = pathToFileURL(path.join(options.distDir, 'ssr', 'render.js')).href;
  const { renderPage, renderSitemap, renderFeed, notFoundKind } = (await import(rendererUrl)) as RendererModule;

  // Public pages are the same for every visitor: render each once per process.
  const cache = new Map<string, Page>();
  const CACHE_LIMIT = 1000;
  // "Not found" is rendered once per kind, not per address: any number of made-up addresses cost one render and
  // one compression between them (they were rendered and compressed at brotli's best for every request).
  const notFound = new Map<string, Promise<Page>>();

  /** The address's own links for a page; a "not found" has none, and asks search engines to leave it out. */
  const addressTags = (pathname: string | null) =>
    pathname === null
      ? [`<meta name="robots" content="noindex">`]
      : [
          `<meta property="og:url" content="${escapeHtml(options.publicUrl + pathname)}">`,
          `<link rel="canonical" href="${escapeHtml(options.publicUrl + pathname)}">`,
        ];

  const document = (pathname: string | null, rendered: RenderedPage) => {
    const head = [
      `<title>${escapeHtml(rendered.title)}</title>`,
      `<meta name="description" content="${escapeHtml(rendered.description)}">`,
      ...(rendered.keywords ? [`<meta name="keywords" content="${escapeHtml(rendered.keywords.join(', '))}">`] : []),
      `<meta property="og:title" content="${escapeHtml(rendered.title)}">`,
      `<meta property="og:description" content="${escapeHtml(rendered.description)}">`,
      `<meta property="og:type" content="${rendered.ogType ?? 'website'}">`,
      `<meta property="og:site_name" content="Gradewise">`,
      ...addressTags(pathname),
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
      const kind = await notFoundKind(pathname);
      if (kind !== null) {
        let page = notFound.get(kind);
        if (!page) {
          page = renderPage(pathname, options.publicConfig).then((rendered) =>
            compressed(404, document(null, rendered)),
          );
          notFound.set(kind, page);
        }
        return page;
      }
      const rendered = await renderPage(pathname, options.publicConfig);
      const result = compressed(rendered.status, document(pathname, rendered));
      if (rendered.status === 200 && cache.size < CACHE_LIMIT) cache.set(pathname, result);
      return result;
    },
  };
}
