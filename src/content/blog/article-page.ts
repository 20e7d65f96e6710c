import type { Article, ArticleSummary } from './types';

/** What an article's page shows: the article whole, and the summaries of the articles it suggests next. */
export type LoadedArticle = { article: Article; related: ArticleSummary[] };

// One chunk per article, loaded only for the article shown; the `?related` query adds the summaries of the articles
// its page suggests (related-plugin.ts), so the page needs no other article's data.
const pageModules = import.meta.glob<{ default: Article; related: ArticleSummary[] }>('./articles/*.ts', {
  query: '?related',
});

const loaded = new Map<string, LoadedArticle>();
const loading = new Map<string, Promise<void>>();

/**
 * Brings an article's page (its own chunk in the browser). Nothing to wait for, undefined, once it is here or when
 * there is no such article; the same promise to every caller while it loads.
 */
export function loadArticle(slug: string | undefined): Promise<void> | undefined {
  const load = pageModules[`./articles/${slug}.ts`];
  if (!slug || !load || loaded.has(slug)) return undefined;
  let pending = loading.get(slug);
  if (!pending) {
    pending = load()
      .then((module) => void loaded.set(slug, { article: module.default, related: module.related }))
      // A failed load (the network) is tried again by the next caller.
      .finally(() => loading.delete(slug));
    loading.set(slug, pending);
  }
  return pending;
}

/** An article's page once loadArticle has brought it; null before, and for a slug that names no article. */
export const loadedArticle = (slug: string | undefined) => (slug ? (loaded.get(slug) ?? null) : null);
