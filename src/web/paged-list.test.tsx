import { describe, expect, it } from 'vitest';
import { withChange, withFirstPage, withNextPage, type Page } from './paged-list';

const at = (id: string, minute: number) => ({ id, createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString() });
const ids = (page: Page<{ id: string }>) => page.entries.map((entry) => entry.id);

describe('a list read a page at a time', () => {
  it('keeps the pages loaded beyond the first when the first is loaded again', () => {
    const shown = { entries: [at('a', 1), at('b', 2), at('c', 3)], next: 'c' }; // oldest first, two pages shown
    const first = { entries: [at('b', 2), at('c', 3)], next: 'c' }; // 'a' left the list
    expect(ids(withFirstPage('oldest first', shown, first))).toEqual(['b', 'c']);
    const moved = { entries: [at('b', 2)], next: 'b' };
    expect(withFirstPage('oldest first', shown, moved)).toEqual({ entries: [at('b', 2), at('c', 3)], next: 'c' });
  });

  it('adds a next page once, in order, even where the list moved meanwhile', () => {
    const shown = { entries: [at('c', 3), at('b', 2)], next: 'b' }; // newest first
    const page = { entries: [at('b', 2), at('a', 1)], next: null };
    expect(withNextPage('newest first', shown, page)).toEqual({
      entries: [at('c', 3), at('b', 2), at('a', 1)],
      next: null,
    });
  });

  it('places a changed entry where it belongs, and leaves one past the last shown for "Show more"', () => {
    const shown = { entries: [at('a', 1), at('c', 3)], next: 'c' };
    expect(ids(withChange('oldest first', shown, { id: 'b', entry: at('b', 2) }))).toEqual(['a', 'b', 'c']);
    expect(ids(withChange('oldest first', shown, { id: 'd', entry: at('d', 4) }))).toEqual(['a', 'c']);
    expect(ids(withChange('oldest first', { ...shown, next: null }, { id: 'd', entry: at('d', 4) }))).toEqual([
      'a',
      'c',
      'd',
    ]);
    expect(ids(withChange('oldest first', shown, { id: 'a', entry: null }))).toEqual(['c']);
  });
});
