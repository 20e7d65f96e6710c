import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { relatedArticles } from '../../../content/blog';
import { loadedArticle } from '../../../content/blog/article-page';
import { preparedScreen } from '../../initial-page';
import * as BlogPostPage from './BlogPostPage';

const slug = 'how-card-centering-is-measured';

function showAt(path: string, Screen: ComponentType) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blog/:slug" element={<Screen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('an article page', () => {
  it('shows a prepared article at once, and the next one once its text has loaded', async () => {
    // As the server's render and the browser's first render do: the article's text first.
    await BlogPostPage.prepare({ slug });
    showAt(`/blog/${slug}`, preparedScreen(BlogPostPage));
    expect(screen.getByRole('heading', { level: 1, name: 'How Card Centering Is Measured' })).toBeInTheDocument();
    expect(screen.getByText(/Centering is written as two numbers/)).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    // It ends with the next step: an article about centering leads to the tool that measures it.
    expect(screen.getByRole('heading', { name: 'Your next step' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try the free centering tool' })).toHaveAttribute(
      'href',
      '/centering-tool',
    );

    // "Read next" suggests the related articles, in their order.
    const related = relatedArticles(loadedArticle(slug)!.article);
    const readNext = screen.getByRole('complementary', { name: 'Read next' });
    expect(
      within(readNext)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(related.map((other) => other.displayTitle));

    // It goes to an article whose text is not here yet: it is loaded, then shown whole.
    const next = related[0]!;
    expect(loadedArticle(next.slug)).toBeNull();
    await act(() => userEvent.click(screen.getByRole('link', { name: next.displayTitle })));
    expect(await screen.findByRole('heading', { level: 1, name: next.displayTitle })).toBeInTheDocument();
    const lastParagraph = loadedArticle(next.slug)!.article.content.findLast((block) => block.type === 'paragraph')!;
    expect(screen.getByText(lastParagraph.text.slice(0, 40), { exact: false })).toBeInTheDocument();
  });

  it('says "Post not found." for a slug that names no article', async () => {
    await BlogPostPage.prepare({ slug: 'no-such-article' });
    showAt('/blog/no-such-article', preparedScreen(BlogPostPage));
    expect(screen.getByRole('heading', { level: 1, name: 'Post not found.' })).toBeInTheDocument();
  });
});
