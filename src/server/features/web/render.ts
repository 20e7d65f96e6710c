import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { PublicConfig, RendererModule, RenderedPage } from '../../../shared/public-config.js';

/** A full HTML document for an address, with its compressed forms made once. */
export type Page = { status: number; html: string; br: Buffer; gzip: Buffer };

/** What the server read for a page's head itself (a shared report): its title, description and picture. */
export type PageHead = { title: string; description: string; image: string | null };

export type WebApp = {
  /** The built browser assets (dist/web). */
  assetsDir: string;
  /** A page already made is given at once: a promise per request cost cached pages a share of their rate. */
  page(url: string): Page | Promise<Page>;
  /**
   * A page whose head names what the server read for it (a shared report), or its 404 when `head` is null: made for
   * each request and compressed quickly, never cached, since a link can be turned off at any moment.
   */
  pageWithHead(url: string, head: PageHead | null): Promise<Page>;
  sitemap: string;
  feed: string;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// Inside <script type="application/json"> only "</" could end the element early.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Structured data names pages by path in the code; search engines want whole addresses (`target`, `url`). */
const absoluteAddresses = (data: Record<string, unknown>, publicUrl: string): Record<string, unknown> =>
  JSON.parse(JSON.stringify(data), (key, value: unknown) =>
    (key === 'target' || key === 'url') && typeof value === 'string' && value.startsWith('/')
      ? publicUrl + value
      : value,
  ) as Record<string, unknown>;

const compressed = (status: number, html: string, fast = false): Page => ({
  status,
  html,
  // Brotli's best (the default) for pages compressed once; a quick level for those made per request.
  br: zlib.brotliCompressSync(html, fast ? { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } : {}),
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
  const { renderPage, renderSitemap, renderFeed, notFoundKind, unroutedKind } = (await import(
    rendererUrl
  )) as RendererModule;

  // Public pages are the same for every visitor: render each once per process. Requests that arrive while a page
  // is being made wait for that one (a burst on a cold start rendered and compressed it once per request).
  const cache = new Map<string, Page>();
  const making = new Map<string, Promise<Page>>();
  const CACHE_LIMIT = 1000;
  // "Not found" is rendered once per kind, not per address: any number of made-up addresses cost one render and
  // one compression between them (they were rendered and compressed at brotli's best for every request).
  // Each entry is the promise while the page is made, then the page itself.
  const notFound = new Map<string, Page | Promise<Page>>();
  // Unknown addresses asked for lately, each with its kind's page, so that one asked again (a bot's /wp-login.php)
  // costs what a cached page does. Apart from the cache, and emptied when full: a scan of made-up addresses must
  // neither grow memory nor crowd real pages out of the cache.
  const missing = new Map<string, Page>();

  /** The address's own links for a page; a "not found" has none, and asks search engines to leave it out. */
  const addressTags = (pathname: string | null) =>
    pathname === null
      ? [`<meta name="robots" content="noindex">`]
      : [
          `<meta property="og:url" content="${escapeHtml(options.publicUrl + pathname)}">`,
          `<link rel="canonical" href="${escapeHtml(options.publicUrl + pathname)}">`,
        ];

  const document = (pathname: string | null, rendered: RenderedPage, extraTags: string[] = []) => {
    const head = [
      `<title>${escapeHtml(rendered.title)}</title>`,
      `<meta name="description" content="${escapeHtml(rendered.description)}">`,
      ...(rendered.keywords ? [`<meta name="keywords" content="${escapeHtml(rendered.keywords.join(', '))}">`] : []),
      `<meta property="og:title" content="${escapeHtml(rendered.title)}">`,
      `<meta property="og:description" content="${escapeHtml(rendered.description)}">`,
      `<meta property="og:type" content="${rendered.ogType ?? 'website'}">`,
      `<meta property="og:site_name" content="Gradewise">`,
      ...addressTags(pathname),
      ...extraTags,
      // Started with the document rather than after its script: the script's own read of the address takes it.
      ...(rendered.reads ?? []).map(
        (read) => `<link rel="preload" href="${escapeHtml(read)}" as="fetch" crossorigin="anonymous">`,
      ),
      // Data for search engines, not a script: the Content-Security-Policy does not apply to it.
      ...(rendered.structuredData
        ? [
            `<script type="application/ld+json">${safeJson(absoluteAddresses(rendered.structuredData, options.publicUrl))}</script>`,
          ]
        : []),
      `<script type="application/json" id="public-config">${safeJson(options.publicConfig)}</script>`,
    ].join('\n    ');
    return template.replace('<!--app-head-->', head).replace('<!--app-html-->', rendered.html);
  };

  /** An address's page made afresh: its kind's "not found", or rendered, compressed and kept when it is a 200. */
  async function makePage(pathname: string): Promise<Page> {
    const kind = await notFoundKind(pathname);
    if (kind !== null) {
      let pending = notFound.get(kind);
      if (!pending) {
        pending = renderPage(pathname, options.publicConfig).then((rendered) => {
          const page = compressed(404, document(null, rendered));
          notFound.set(kind, page);
          return page;
        });
        notFound.set(kind, pending);
      }
      const page = await pending;
      if (missing.size >= CACHE_LIMIT) missing.clear();
      missing.set(pathname, page);
      return page;
    }
    const rendered = await renderPage(pathname, options.publicConfig);
    const result = compressed(rendered.status, document(pathname, rendered));
    if (rendered.status === 200 && cache.size < CACHE_LIMIT) cache.set(pathname, result);
    return result;
  }

  return {
    assetsDir,
    sitemap: renderSitemap(options.publicUrl),
    feed: renderFeed(options.publicUrl),
    page: (url) => {
      // Most addresses come without a query or dots, as the path they name: looked up so before one is parsed.
      const known = cache.get(url) ?? missing.get(url);
      if (known) return known;
      const pathname = new URL(url, 'http://localhost').pathname;
      const cached = cache.get(pathname) ?? missing.get(pathname);
      if (cached) return cached;
      // An address no route takes is answered with its kind's page once that is made: no promise chain and no entry
      // in `missing` for each of a scan's made-up addresses (they cost a fifth more than a cached page under load).
      const unrouted = unroutedKind(pathname);
      const made = unrouted === null ? undefined : notFound.get(unrouted);
      if (made) return made;
      let pending = making.get(pathname);
      if (!pending) {
        pending = makePage(pathname).finally(() => making.delete(pathname));
        making.set(pathname, pending);
      }
      return pending;
    },
    pageWithHead: async (url, head) => {
      const pathname = new URL(url, 'http://localhost').pathname;
      const rendered = await renderPage(pathname, options.publicConfig);
      // A private link is for the people it was given to, not for search engines.
      const noindex = `<meta name="robots" content="noindex">`;
      if (!head) return compressed(404, document(null, rendered), true);
      const tags = [
        noindex,
        ...(head.image ? [`<meta property="og:image" content="${escapeHtml(options.publicUrl + head.image)}">`] : []),
        `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
      ];
      const page = { ...rendered, title: head.title, description: head.description };
      return compressed(200, document(pathname, page, tags), true);
    },
  };
}
