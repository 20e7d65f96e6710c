import { describe, expect, it } from 'vitest';
import { articles } from '../../../content/blog';
import { formatArticleDate } from './dates';

// What it stands in for: the date as en-US writes it in full, taken at noon UTC so no time zone moves the day.
const asIntl = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

describe('an article date', () => {
  it('reads as en-US writes it, for every article and every month', () => {
    expect(formatArticleDate('2025-06-30')).toBe('June 30, 2025');
    const dates = [
      ...articles.map((article) => article.date),
      ...Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, '0')}-01`),
      '2024-02-29',
      '2025-12-31',
    ];
    for (const date of dates) expect(formatArticleDate(date)).toBe(asIntl(date));
  });
});
