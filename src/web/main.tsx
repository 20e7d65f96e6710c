import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { startEarly } from './api/early';
import { loadInitialPage } from './initial-page';
import { loadPublicConfig } from './public-config';
import { earlyReadsFor, findRoute } from './routes';
import { holdSubmits } from './submitted-before-hydration';
import { captureTyped } from './typed-before-hydration';

const container = document.getElementById('root')!;
// A form sent now would be sent by the browser itself, with its fields in the address: held until React is live.
holdSubmits();
// Load the first screen's code, and what it shows, before hydrating, so the tree matches the server's HTML exactly.
const { route, params } = findRoute(window.location.pathname);
startEarly(earlyReadsFor(route.path, params));
const [config, initialPage] = await Promise.all([loadPublicConfig(), loadInitialPage(route, params)]);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App config={config} initialPage={initialPage} />
    </BrowserRouter>
  </StrictMode>
);

// Pages from the server arrive rendered: hydrate them, keeping what was typed meanwhile. The Vite dev server sends
// an empty shell. Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole tree (120 ms on a phone); a click meanwhile makes React finish hydrating at
// once and then handle it (a form's submission is held, and sent again once live), so nothing the visitor does is lost.
if (container.firstElementChild) {
  captureTyped(container);
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
