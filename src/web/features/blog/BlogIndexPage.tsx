import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { articles, topicsInUse, TOPICS, type ArticleSummary, type Topic } from '../../../content/blog';
import { articleTexts } from '../../../content/blog/search';
import { formatArticleDate } from './dates';
import './blog.css';

const matches = (article: ArticleSummary, words: string[]) => {
  const text = articleTexts.get(article.slug) ?? '';
  const haystack = `${article.title} ${article.description} ${article.keywords.join(' ')} ${text}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
};

/** Every article, newest first, narrowed by topic and by a search; both live in the address, so a view can be shared. */
export default function BlogIndexPage() {
  const [params, setParams] = useSearchParams();
  const searchId = useId();
  const topic = (params.get('topic') ?? '') as Topic | '';
  const query = params.get('q') ?? '';
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = articles.filter((article) => (!topic || article.topic === topic) && matches(article, words));

  const update = (next: { topic?: string; q?: string }) => {
    const merged = { topic, q: query, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)), { replace: true });
  };

  return (
    <div className="page blog-index">
      <h1>The Gradewise blog</h1>
      <p className="lead">
        Practical guides for collectors: grading, centering, storage, selling, spotting fakes, and the games we love.
      </p>
      <div className="blog-filters">
        <label htmlFor={searchId}>Search articles</label>
        <input id={searchId} type="search" value={query} onChange={(event) => update({ q: event.target.value })} />
        <div className="topic-filters" role="group" aria-label="Topics">
          <button type="button" className="chip" aria-pressed={!topic} onClick={() => update({ topic: '' })}>
            All topics
          </button>
          {topicsInUse.map((key) => (
            <button
              key={key}
              type="button"
              className="chip"
              aria-pressed={topic === key}
              onClick={() => update({ topic: key })}
            >
              {TOPICS[key]}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="result-count">
        {shown.length === articles.length
          ? `${articles.length} articles`
          : `${shown.length} of ${articles.length} articles`}
      </p>
      <ul className="article-list">
        {shown.map((article) => (
          <li key={article.slug} className="card">
            <p className="eyebrow">{TOPICS[article.topic]}</p>
            <h2>
              <Link to={`/blog/${article.slug}`}>{article.displayTitle}</Link>
            </h2>
            <p>{article.description}</p>
            <p className="article-date">
              <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
            </p>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="empty">No articles match. Try fewer words or another topic.</p>}
    </div>
  );
}
