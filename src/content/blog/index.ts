import { TOPICS, type Article, type ArticleSummary, type Topic } from './types';

// Every file in articles/ is an article (the schema test checks each one), exporting its `summary`, its `content` and
// both as its default. The blog index lists the summaries of all of them: the `?summary` query makes these summary
// modules of their own, apart from the article modules an article's page loads (article-page.ts), so the bundler
// leaves every text out of them (bundle.test.ts checks it).
const summaries = import.meta.glob<ArticleSummary>('./articles/*.ts', {
  eager: true,
  import: 'summary',
  query: '?summary',
});

/** All articles, newest first (then by title, so the order is stable). */
export const articles: readonly ArticleSummary[] = Object.values(summaries).sort(
  (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
);

// Topics a reader of one is likely to enjoy the other of, for suggestions when the same topic runs out.
const FAMILIES: Topic[][] = [
  ['grading', 'authenticity'],
  ['storage', 'shipping', 'collecting'],
  ['selling', 'investing', 'market'],
  ['pokemon', 'magic', 'yugioh', 'sports', 'collecting'],
];
const sameFamily = (a: Topic, b: Topic) => FAMILIES.some((family) => family.includes(a) && family.includes(b));

/**
 * Three others a reader of `article` would want next: same topic first, then shared keywords, then kindred topics.
 * Each article's page gets its three at build time (related-plugin.ts), to spare it the summaries of all.
 */
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
