import { articles } from '../content/blog';
import { SITE_NAME } from '../shared/constants';
import { PAGES } from './page-meta';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Every public page without parameters, then every article: what search engines should crawl. */
export function renderSitemap(publicUrl: string): string {
  const crawled = PAGES.filter((page) => (page.area === 'public' || page.area === 'tool') && !page.path.includes(':'));
  const pages = crawled.map((page) => `<url><loc>${escapeXml(publicUrl + page.path)}</loc></url>`);
  const posts = articles.map(
    (article) =>
      `<url><loc>${escapeXml(`${publicUrl}/blog/${article.slug}`)}</loc><lastmod>${article.date}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...posts,
    '</urlset>',
  ].join('\n');
}

/** The blog as an RSS 2.0 feed, newest first. */
export function renderFeed(publicUrl: string): string {
  const items = articles.map((article) => {
    const link = `${publicUrl}/blog/${article.slug}`;
    return [
      '<item>',
      `<title>${escapeXml(article.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${new Date(`${article.date}T12:00:00Z`).toUTCString()}</pubDate>`,
      `<description>${escapeXml(article.description)}</description>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(`${SITE_NAME} blog`)}</title>`,
    `<link>${escapeXml(`${publicUrl}/blog`)}</link>`,
    `<atom:link href="${escapeXml(`${publicUrl}/blog/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    '<description>Guides for trading-card collectors: grading, storage, selling, authenticity and more.</description>',
    '<language>en</language>',
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
