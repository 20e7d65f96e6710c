import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import type { PublicConfig } from '../shared/public-config';
import { AuthProvider } from './auth';
import { Layout } from './components/Layout';
import { InitialPageProvider, Screen, type InitialPage } from './initial-page';
import { PublicConfigProvider } from './public-config';
import { appRoutes, notFoundRoute } from './routes';
import { releaseSubmits } from './submitted-before-hydration';
import { replayTyped } from './typed-before-hydration';
// Base, layout and shared components first; each feature's page imports its own sheet, bundled after these.
import './styles/global.css';
import './styles/components.css';

/** The whole app below the router; the browser and the server each wrap it in their own router. */
export function App({ config, initialPage }: { config: PublicConfig; initialPage: InitialPage | null }) {
  // Marks the page as live: until then the server's HTML shows but does not react (browser tests wait for this).
  // What was typed into the server's HTML meanwhile goes into the live form now, then a form submitted meanwhile is
  // submitted again.
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) replayTyped(root);
    releaseSubmits();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <PublicConfigProvider value={config}>
      <AuthProvider>
        <InitialPageProvider value={initialPage}>
          <Routes>
            {[...appRoutes, notFoundRoute].map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <Layout page={route}>
                    <Screen route={route} />
                  </Layout>
                }
              />
            ))}
          </Routes>
        </InitialPageProvider>
      </AuthProvider>
    </PublicConfigProvider>
  );
}
