import { describe, expect, it } from 'vitest';
import { articles, relatedArticles } from '../content/blog';
import { loadArticle, loadedArticle } from '../content/blog/article-page';
import type { PublicConfig } from '../shared/public-config';
import { renderFeed, renderPage, renderSitemap } from './render';

const config: PublicConfig = {
  howItWorksVideoUrl: '/v.webm',
  graderApplyUrl: 'mailto:a@b.test',
  supportEmail: 'a@b.test',
};

describe('the blog, as search engines get it', () => {
  it('renders an article completely, with its own title, description, keywords and Article data', async () => {
    const page = await renderPage('/blog/what-makes-a-card-valuable', config);
    // The render loaded the article's text (PageModule.prepare); the test reads it from the same place.
    expect(loadArticle('what-makes-a-card-valuable')).toBeUndefined();
    const article = loadedArticle('what-makes-a-card-valuable')!.article;
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${article.title} | Gradewise`);
    expect(page.description).toBe(article.description);
    expect(page.keywords).toEqual(article.keywords);
    expect(page.ogType).toBe('article');
    expect(page.structuredData).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      datePublished: article.date,
      // The next step the article offers, the same link as on the page.
      potentialAction: { '@type': 'ViewAction', name: 'Get a grade estimate', target: '/submit' },
    });
    expect(page.html).toContain('<a class="button" href="/submit" data-discover="true">Get a grade estimate</a>');
    expect(page.html).toContain(`<h1>${article.displayTitle.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</h1>`);
    const lastParagraph = article.content.findLast((block) => block.type === 'paragraph')!;
    expect(page.html).toContain(lastParagraph.text.slice(0, 40).replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    // And the articles it suggests, in their order.
    const readNext = relatedArticles(article).map((other) => `<a href="/blog/${other.slug}"`);
    const positions = readNext.map((link) => page.html.indexOf(link));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('answers an unknown slug with 404 and "Post not found."', async () => {
    const page = await renderPage('/blog/no-such-article', config);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Post not found.');
  });

  it('lists every article on the index, newest first', async () => {
    const page = await renderPage('/blog', config);
    expect(page.status).toBe(200);
    const positions = articles.map((article) => page.html.indexOf(`/blog/${article.slug}"`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('puts every public page and every article in the sitemap, and every article in the feed', () => {
    const sitemap = renderSitemap('https://gradewise.example');
    const feed = renderFeed('https://gradewise.example');
    for (const path of ['/', '/pricing', '/faqs', '/blog', '/centering-tool']) {
      expect(sitemap).toContain(`<loc>https://gradewise.example${path}</loc>`);
    }
    expect(sitemap).not.toContain('/wallet');
    for (const article of articles) {
      expect(sitemap).toContain(`<loc>https://gradewise.example/blog/${article.slug}</loc>`);
      expect(feed).toContain(`<link>https://gradewise.example/blog/${article.slug}</link>`);
    }
  });
});
