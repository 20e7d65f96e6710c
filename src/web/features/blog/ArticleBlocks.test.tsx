import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleBlocks } from './ArticleBlocks';

describe('ArticleBlocks', () => {
  it('shows headings, paragraphs and lists in order', () => {
    const { container } = render(
      <ArticleBlocks
        blocks={[
          { type: 'heading', text: 'Storage' },
          { type: 'paragraph', text: 'Keep cards dry.' },
          { type: 'list', items: ['Sleeves', 'Top loaders'] },
        ]}
      />,
    );
    expect([...container.children].map((element) => element.tagName)).toEqual(['H2', 'P', 'UL']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Sleeves', 'Top loaders']);
  });

  it('keeps line breaks and dash bullets of a paragraph as written', () => {
    render(<ArticleBlocks blocks={[{ type: 'paragraph', text: 'Pack it well:\n- a sleeve\n- a top loader' }]} />);
    const paragraph = screen.getByText(/Pack it well/);
    expect(paragraph.textContent).toBe('Pack it well:\n- a sleeve\n- a top loader');
    expect(paragraph).toHaveClass('article-paragraph'); // white-space: pre-line shows the breaks
  });

  it('turns web addresses into links that open in a new tab, leaving the sentence’s full stop outside', () => {
    render(
      <ArticleBlocks
        blocks={[{ type: 'paragraph', text: 'Check the number at https://www.psacard.com/cert. Then relax.' }]}
      />,
    );
    const link = screen.getByRole('link', { name: 'https://www.psacard.com/cert' });
    expect(link).toHaveAttribute('href', 'https://www.psacard.com/cert');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.parentElement!.textContent).toBe('Check the number at https://www.psacard.com/cert. Then relax.');
  });
});
