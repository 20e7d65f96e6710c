import { TOPICS, type Article, type Topic } from './types';

// Every file in articles/ is an article; the schema test checks each one.
const modules = import.meta.glob<Article>('./articles/*.ts', { eager: true, import: 'default' });

/** All articles, newest first (then by title, so the order is stable). */
export const articles: readonly Article[] = Object.values(modules).sort(
  (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
);

export const findArticle = (slug: string | undefined) => articles.find((article) => article.slug === slug) ?? null;

// Topics a reader of one is likely to enjoy the other of, for suggestions when the same topic runs out.
const FAMILIES: Topic[][] = [
  ['grading', 'authenticity'],
  ['storage', 'shipping', 'collecting'],
  ['selling', 'investing', 'market'],
  ['pokemon', 'magic', 'yugioh', 'sports', 'collecting'],
];
const sameFamily = (a: Topic, b: Topic) => FAMILIES.some((family) => family.includes(a) && family.includes(b));

/** Three others a reader of `article` would want next: same topic first, then shared keywords, then kindred topics. */
export function relatedArticles(article: Article, count = 3): Article[] {
  const score = (other: Article) =>
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
export const articleText = (article: Article) =>
  article.content.map((block) => (block.type === 'list' ? block.items.join('\n') : block.text)).join('\n');

export { TOPICS, type Article, type Topic };
