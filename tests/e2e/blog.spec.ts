import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Article } from '../../src/content/blog/types';

// The test runner is not Vite (no import.meta.glob): read the articles folder directly.
const folder = new URL('../../src/content/blog/articles/', import.meta.url);
const articles: Article[] = await Promise.all(
  fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .map(async (name) => ((await import(new URL(name, folder).href)) as { default: Article }).default),
);
articles.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

test('every article arrives as complete HTML with its meta, canonical link, Open Graph and Article data', async ({
  request,
  baseURL,
}) => {
  for (const article of articles) {
    const response = await request.get(`/blog/${article.slug}`);
    expect(response.status(), article.slug).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${escapeHtml(article.title).replace(/&#x27;/g, '&#39;')} | Gradewise</title>`);
    expect(html).toContain(
      `<meta name="keywords" content="${escapeHtml(article.keywords.join(', ')).replace(/&#x27;/g, '&#39;')}">`,
    );
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/blog/${article.slug}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<script type="application/ld+json">');
    // Every article ends with a next step that is a real page, named in its data with the whole address.
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as {
      potentialAction: { name: string; target: string };
    };
    expect(['Get a grade estimate', 'Try the free centering tool']).toContain(data.potentialAction.name);
    expect(data.potentialAction.target).toMatch(new RegExp(`^${baseURL}/(submit|centering-tool)$`));
    // The whole text is in the HTML: the first and the last paragraph at least.
    const paragraphs = article.content.filter((block) => block.type === 'paragraph');
    for (const paragraph of [paragraphs[0]!, paragraphs.at(-1)!]) {
      expect(html).toContain(escapeHtml(paragraph.text.split('\n')[0]!.slice(0, 60)));
    }
  }
});

test('an unknown article answers 404 with "Post not found."', async ({ request, page }) => {
  const response = await request.get('/blog/not-an-article');
  expect(response.status()).toBe(404);
  await page.goto('/blog/not-an-article');
  await expect(page.getByRole('heading', { name: 'Post not found.' })).toBeVisible();
});

test('the sitemap, the feed and robots.txt list the blog', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/blog/${articles[0]!.slug}</loc>`);
  const feed = await request.get('/blog/feed.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain(`<title>${escapeHtml(articles[0]!.title).replace(/&#x27;/g, '&apos;')}</title>`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the blog index filters by topic and by search, and links open the article', async ({ page }) => {
  // The filters work once the page has hydrated; the server's HTML already lists every article.
  await page.goto('/blog', { waitUntil: 'networkidle' });
  await expect(page.getByText(`${articles.length} articles`)).toBeVisible();
  await page.getByRole('button', { name: 'Pokémon' }).click();
  await expect(page).toHaveURL(/topic=pokemon/);
  const pokemon = articles.filter((article) => article.topic === 'pokemon');
  await expect(page.getByText(`${pokemon.length} of ${articles.length} articles`)).toBeVisible();
  await page.getByRole('button', { name: 'All topics' }).click();
  await page.getByLabel('Search articles').fill('humidity');
  await expect(page.getByRole('link', { name: /Storing and Protecting|Humidity/i }).first()).toBeVisible();
  await page
    .getByRole('link', { name: /Humidity/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: 'Read next' })).toBeVisible();
  await expect(page).toHaveTitle(/\| Gradewise$/);
});
