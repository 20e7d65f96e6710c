import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { RenderPage } from '../shared/public-config';
import { App } from './App';
import { loadInitialPage } from './initial-page';
import { documentTitle, findRoute } from './routes';

/** Server-side rendering of one address: the screen's code is loaded first, so the HTML is complete. */
export const renderPage: RenderPage = async (url, config) => {
  const pathname = new URL(url, 'http://localhost').pathname;
  const { route, found } = findRoute(pathname);
  const initialPage = await loadInitialPage(route);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App config={config} initialPage={initialPage} />
      </StaticRouter>
    </StrictMode>,
  );
  return { status: found ? 200 : 404, html, title: documentTitle(route), description: route.description };
};
