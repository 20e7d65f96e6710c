import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { RenderPage } from '../shared/public-config';
import { App } from './App';
import { loadInitialPage } from './initial-page';
import { documentTitle, withSiteName } from './page-meta';
import { earlyReadsFor, findRoute } from './routes';

/** The address's screen, loaded, and whether there is something at the address. */
async function resolve(url: string) {
  const pathname = new URL(url, 'http://localhost').pathname;
  const { route, found, params } = findRoute(pathname);
  const initialPage = await loadInitialPage(route, params);
  // A page that names something by its address (an article) says what it is, or null when nothing is there.
  const meta = route.metaFromPage ? (initialPage.meta?.(params) ?? null) : null;
  const status: 200 | 404 = found && (!route.metaFromPage || meta) ? 200 : 404;
  return { route, initialPage, meta, status, reads: earlyReadsFor(route.path, params) };
}

/**
 * The "not found" kind of an address no route takes, known at once without loading anything: made-up addresses
 * cost no more than a cached page (loading the not-found screen per request halved their throughput).
 */
export const unroutedKind = (pathname: string): string | null => {
  const { route, found } = findRoute(pathname);
  return found ? null : route.path;
};

export const notFoundKind = async (url: string): Promise<string | null> => {
  const { route, found } = findRoute(new URL(url, 'http://localhost').pathname);
  if (!found) return route.path;
  if (!route.metaFromPage) return null;
  const { status } = await resolve(url);
  return status === 404 ? route.path : null;
};

/** Server-side rendering of one address: its screen's code and what it shows load first, so the HTML is complete. */
export const renderPage: RenderPage = async (url, config) => {
  const { route, initialPage, meta, status, reads } = await resolve(url);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App config={config} initialPage={initialPage} />
      </StaticRouter>
    </StrictMode>,
  );
  if (!meta) return { status, html, reads, title: documentTitle(route), description: route.description };
  return { status, html, reads, ...meta, title: withSiteName(meta.title) };
};

export { renderFeed, renderSitemap } from './seo';
