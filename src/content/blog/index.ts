import { TOPICS, type Article, type ArticleSummary, type Topic } from './types';

// Every file in articles/ is an article (the schema test checks each one), exporting its `summary`, its `content` and
// both as its default. A page lists the summaries of all of them but loads the text of only the one it shows: the
// `?summary` query makes these summary modules of their own, apart from the article modules loaded below, so the
// bundler leaves every text out of them (chunks.test.ts checks it).
const summaries = import.meta.glob<ArticleSummary>('./articles/*.ts', {
  eager: true,
  import: 'summary',
  query: '?summary',
});
// One chunk per article, loaded only for the article shown.
const articleModules = import.meta.glob<Article>('./articles/*.ts', { import: 'default' });

/** All articles, newest first (then by title, so the order is stable). */
export const articles: readonly ArticleSummary[] = Object.values(summaries).sort(
  (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
);

export const findArticle = (slug: string | undefined) => articles.find((article) => article.slug === slug) ?? null;

const loaded = new Map<string, Article>();
const loading = new Map<string, Promise<void>>();

/**
 * Brings an article's text (its own chunk in the browser). Nothing to wait for, undefined, once it is here or when
 * there is no such article; the same promise to every caller while it loads.
 */
export function loadArticle(slug: string | undefined): Promise<void> | undefined {
  const load = articleModules[`./articles/${slug}.ts`];
  if (!slug || !load || loaded.has(slug)) return undefined;
  let pending = loading.get(slug);
  if (!pending) {
    pending = load()
      .then((article) => void loaded.set(slug, article))
      // A failed load (the network) is tried again by the next caller.
      .finally(() => loading.delete(slug));
    loading.set(slug, pending);
  }
  return pending;
}

/** The whole article once loadArticle has brought it; null before, and for a slug that names no article. */
export const loadedArticle = (slug: string | undefined) => (slug ? (loaded.get(slug) ?? null) : null);

// Topics a reader of one is likely to enjoy the other of, for suggestions when the same topic runs out.
const FAMILIES: Topic[][] = [
  ['grading', 'authenticity'],
  ['storage', 'shipping', 'collecting'],
  ['selling', 'investing', 'market'],
  ['pokemon', 'magic', 'yugioh', 'sports', 'collecting'],
];
const sameFamily = (a: Topic, b: Topic) => FAMILIES.some((family) => family.includes(a) && family.includes(b));

/** Three others a reader of `article` would want next: same topic first, then shared keywords, then kindred topics. */
export function relatedArticles(article: ArticleSummary, count = 3): ArticleSummary[] {
  const score = (other: ArticleSummary) =>
    (other.topic === article.topic ? 10 : 0) +
    (sameFamily(other.topic, article.topic) ? 3 : 0) +
    other.keywords.filter((word) => article.keywords.includes(word)).length;
  return articles
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({ other, score: score(other) }))
    .sort(
      (a, b) =>
        b.score - a.score || b.other.date.localeCompare(a.other.date) || a.other.slug.localeCompare(b.other.slug),
    )
    .slice(0, count)
    .map(({ other }) => other);
}

/** The topics that have articles, in the order of TOPICS. */
export const topicsInUse = (Object.keys(TOPICS) as Topic[]).filter((topic) =>
  articles.some((article) => article.topic === topic),
);

/** Plain text of an article, for search and word counts. */
export const articleText = (article: Pick<Article, 'content'>) =>
  article.content.map((block) => (block.type === 'list' ? block.items.join('\n') : block.text)).join('\n');

export { TOPICS, type Article, type ArticleSummary, type Topic };
