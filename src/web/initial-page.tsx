import { createContext, Suspense, use, useContext, type ComponentType } from 'react';
import { useParams } from 'react-router';
import type { AppRoute, PageModule } from './routes';

/**
 * The first screen, already loaded with what it shows. The server renders it without a Suspense boundary (but the
 * one of a page that prepares, which never falls back here) and the browser hydrates the same tree, so no fallback
 * and no inline script is ever needed. Later screens load lazily.
 */
export type InitialPage = { route: AppRoute; Page: ComponentType; meta?: PageModule['meta'] };

const InitialPageContext = createContext<InitialPage | null>(null);

export const InitialPageProvider = InitialPageContext.Provider;

/** The route's code, and what it shows at `params` (PageModule.prepare): all the first render needs. */
export async function loadInitialPage(
  route: AppRoute,
  params: Record<string, string | undefined>,
): Promise<InitialPage> {
  const module = await route.load();
  await module.prepare?.(params);
  return { route, Page: preparedScreen(module), ...(module.meta ? { meta: module.meta } : {}) };
}

function LoadingLine() {
  return (
    <p className="loading" role="status">
      Loading…
    </p>
  );
}

/**
 * A page module's screen. One that prepares for its address shows the loading line until what the address names is
 * here: after a navigation to it, or from one of its addresses to another (one article to the next). The boundary
 * is its own, since the first screen has none; where all is prepared, as in the first render, it never shows.
 */
export function preparedScreen(module: PageModule): ComponentType {
  const { default: Page, prepare } = module;
  if (!prepare) return Page;
  const Prepared = () => {
    const pending = prepare(useParams());
    if (pending) use(pending);
    return <Page />;
  };
  return function PreparedScreen() {
    return (
      <Suspense fallback={<LoadingLine />}>
        <Prepared />
      </Suspense>
    );
  };
}

/** A route's screen: the first one as loaded, any later one lazily, with a loading line until its code is here. */
export function Screen({ route }: { route: AppRoute }) {
  const initial = useContext(InitialPageContext);
  if (initial?.route === route) return <initial.Page />;
  return (
    <Suspense fallback={<LoadingLine />}>
      <route.page />
    </Suspense>
  );
}
