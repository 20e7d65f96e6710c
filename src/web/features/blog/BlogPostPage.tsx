import { Link, useParams } from 'react-router';
import { loadArticle, loadedArticle, type LoadedArticle } from '../../../content/blog/article-page';
import { nextStep } from '../../../content/blog/next-step';
import { TOPICS } from '../../../content/blog/topics';
import { SITE_NAME } from '../../../shared/constants';
import { usePageMeta, type PageMeta } from '../../page-meta';
import { ArticleBlocks } from './ArticleBlocks';
import { formatArticleDate } from './dates';
import './blog.css';

/** The article and what it suggests next, its own chunk: loaded before the page is shown (PageModule.prepare). */
export const prepare = (params: Record<string, string | undefined>) => loadArticle(params.slug);

/**
 * The head of an article's page: its title and description, and Article data for search engines, with the next step
 * the article offers as its action (the server makes the address absolute). Asked once prepare is done (render.tsx).
 */
export function meta(params: Record<string, string | undefined>): PageMeta | null {
  const article = loadedArticle(params.slug)?.article;
  if (!article) return null;
  const next = nextStep(article);
  return {
    title: article.title,
    description: article.description,
    keywords: article.keywords,
    ogType: 'article',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.description,
      keywords: article.keywords.join(', '),
      datePublished: article.date,
      dateModified: article.date,
      author: { '@type': 'Organization', name: SITE_NAME },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      potentialAction: { '@type': 'ViewAction', name: next.label, target: next.path },
    },
  };
}

function NotFound() {
  usePageMeta({ title: 'Post not found.', description: 'There is no article at this address.' });
  return (
    <div className="page narrow center">
      <h1>Post not found.</h1>
      <p className="actions">
        <Link className="button ghost" to="/blog">
          See all articles
        </Link>
      </p>
    </div>
  );
}

function ArticlePage({ article, related }: LoadedArticle) {
  usePageMeta(article);
  const next = nextStep(article);
  return (
    <article className="page narrow blog-article">
      <p className="eyebrow">
        <Link to={`/blog?topic=${article.topic}`}>{TOPICS[article.topic]}</Link>
      </p>
      <h1>{article.displayTitle}</h1>
      <p className="article-date">
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </p>
      <ArticleBlocks blocks={article.content} />
      <aside className="card article-next-step" aria-labelledby="next-step-heading">
        <h2 id="next-step-heading">Your next step</h2>
        <p>{next.pitch}</p>
        <p className="actions">
          <Link className="button" to={next.path}>
            {next.label}
          </Link>
        </p>
      </aside>
      {related.length > 0 && (
        <aside className="related" aria-labelledby="related-heading">
          <h2 id="related-heading">Read next</h2>
          <ul>
            {related.map((other) => (
              <li key={other.slug}>
                <Link to={`/blog/${other.slug}`}>{other.displayTitle}</Link>
                <span className="related-description">{other.description}</span>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </article>
  );
}

export default function BlogPostPage() {
  // Prepared before this renders, so null here means there is no such article.
  const page = loadedArticle(useParams().slug);
  return page ? <ArticlePage {...page} /> : <NotFound />;
}
