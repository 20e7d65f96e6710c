import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadArticle, loadedArticle } from './article-page';
import { articles, articleText, relatedArticles } from './index';
import { articleTexts } from './search';
import { articleSchema } from './schema';
import type { Article, ArticleSummary, Block } from './types';

type ArticleModule = { summary: ArticleSummary; content: Block[]; default: Article };
const modules = import.meta.glob<ArticleModule>('./articles/*.ts', { eager: true });
const moduleOf = (slug: string) => modules[`./articles/${slug}.ts`]!;
// What each article's page suggests, as related-plugin.ts adds it to the article at build time.
const relatedOnPage = import.meta.glob<ArticleSummary[]>('./articles/*.ts', {
  eager: true,
  import: 'related',
  query: '?related',
});
/** Every article whole, newest first. */
const wholeArticles = articles.map((article) => moduleOf(article.slug).default);

const REQUIRED_SLUGS = [
  'what-makes-a-card-valuable',
  'beginners-guide-to-pokemon-card-collecting',
  'understanding-psa-bgs-and-sgc-grading-scales',
  'how-to-spot-fake-trading-cards-and-avoid-scams',
  'best-practices-for-storing-and-protecting-your-cards',
  'how-to-sell-your-cards-online-for-maximum-profit',
  'how-to-get-started-with-yu-gi-oh-card-collecting',
];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the blog catalogue', () => {
  it('has at least fifty articles, one per file, each named by its slug', () => {
    const files = fs.readdirSync(new URL('./articles/', import.meta.url)).filter((name) => name.endsWith('.ts'));
    expect(articles.length).toBeGreaterThanOrEqual(50);
    expect(files.sort()).toEqual(articles.map((article) => `${article.slug}.ts`).sort());
  });

  it.each(wholeArticles.map((article) => [article.slug, article] as const))(
    '%s passes the schema',
    (_slug, article) => {
      const parsed = articleSchema.safeParse(article);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    },
  );

  it('has unique slugs, titles and display titles', () => {
    for (const field of ['slug', 'title', 'displayTitle'] as const) {
      expect(new Set(articles.map((article) => article[field])).size, field).toBe(articles.length);
    }
  });

  it('dates articles as the spec says: mostly 2025-06-30, the rest 2025-07-01 to 2025-07-03', () => {
    const dates = articles.map((article) => article.date);
    for (const date of dates) expect(['2025-06-30', '2025-07-01', '2025-07-02', '2025-07-03']).toContain(date);
    expect(dates.filter((date) => date === '2025-06-30').length).toBeGreaterThan(articles.length / 2);
  });

  it('includes the seven articles the spec names', () => {
    expect(articles.map((article) => article.slug)).toEqual(expect.arrayContaining(REQUIRED_SLUGS));
  });

  it('gives every article real substance and a closing section that points to Gradewise', () => {
    for (const article of wholeArticles) {
      expect(words(articleText(article)), article.slug).toBeGreaterThanOrEqual(650);
      const lastHeading = article.content.findLastIndex((block) => block.type === 'heading');
      expect(lastHeading, article.slug).toBeGreaterThan(0);
      const closing = article.content.slice(lastHeading + 1);
      expect(closing.length, article.slug).toBeGreaterThan(0);
      expect(
        closing.map((block) => (block.type === 'list' ? block.items.join(' ') : block.text)).join(' '),
        article.slug,
      ).toMatch(/Gradewise/);
    }
  });

  it('keeps the editorial facts the spec gives', () => {
    const all = wholeArticles.map(articleText).join('\n');
    expect(all).toMatch(/35\s?(%|percent)? (to|and|-|–)\s?50\s?(%|percent)/);
    expect(all).toMatch(/9\.5/);
  });

  it('writes each article as its summary and its content, joined as its default export', () => {
    for (const article of articles) {
      const { summary, content, default: whole } = moduleOf(article.slug);
      expect(summary, article.slug).not.toHaveProperty('content');
      expect(summary, article.slug).toEqual(article);
      expect(whole, article.slug).toEqual({ ...summary, content });
    }
  });

  it("loads an article's text and its suggestions once, on demand, and nothing for a slug that names no article", async () => {
    const slug = 'how-card-centering-is-measured';
    expect(loadedArticle(slug)).toBeNull();
    const pending = loadArticle(slug);
    expect(pending).toBeInstanceOf(Promise);
    expect(loadArticle(slug)).toBe(pending);
    await pending;
    expect(loadArticle(slug)).toBeUndefined();
    expect(loadedArticle(slug)).toEqual({
      article: moduleOf(slug).default,
      related: relatedArticles(moduleOf(slug).summary),
    });
    for (const unknown of ['no-such-article', '../index', '', undefined]) {
      expect(loadArticle(unknown)).toBeUndefined();
      expect(loadedArticle(unknown)).toBeNull();
    }
  });

  it("searches every article's whole text", () => {
    expect([...articleTexts.keys()].sort()).toEqual(articles.map((article) => article.slug).sort());
    for (const article of wholeArticles) expect(articleTexts.get(article.slug)).toBe(articleText(article));
  });

  it('links every article to two or three related ones', () => {
    for (const article of articles) {
      const related = relatedArticles(article);
      expect(related.length, article.slug).toBeGreaterThanOrEqual(2);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.map((other) => other.slug)).not.toContain(article.slug);
      // The page is given the same ones, in the same order, chosen at build time.
      expect(relatedOnPage[`./articles/${article.slug}.ts`], article.slug).toEqual(related);
      // The first suggestion is close to the article: the same topic, or a shared keyword.
      const first = related[0]!;
      expect(
        first.topic === article.topic || first.keywords.some((word) => article.keywords.includes(word)),
        article.slug,
      ).toBe(true);
    }
  });
});
