import { createContext, Suspense, useContext, type ComponentType } from 'react';
import type { AppRoute, PageModule } from './routes';

/**
 * The first screen, already loaded. The server renders it without a Suspense boundary and the browser
 * hydrates the same tree, so no fallback and no inline script is ever needed. Later screens load lazily.
 */
export type InitialPage = { route: AppRoute; Page: ComponentType; meta?: PageModule['meta'] };

const InitialPageContext = createContext<InitialPage | null>(null);

export const InitialPageProvider = InitialPageContext.Provider;

export async function loadInitialPage(route: AppRoute): Promise<InitialPage> {
  const module = await route.load();
  return { route, Page: module.default, ...(module.meta ? { meta: module.meta } : {}) };
}

/** A route's screen: the first one as loaded, any later one lazily, with a loading line until its code is here. */
export function Screen({ route }: { route: AppRoute }) {
  const initial = useContext(InitialPageContext);
  if (initial?.route === route) return <initial.Page />;
  return (
    <Suspense
      fallback={
        <p className="loading" role="status">
          Loading…
        </p>
      }
    >
      <route.page />
    </Suspense>
  );
}
