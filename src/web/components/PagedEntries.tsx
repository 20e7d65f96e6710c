import type { ReactNode } from 'react';
import { userMessage } from '../api/client';
import { usePagedList, type Listed, type Page, type PagedListOptions } from '../paged-list';
import { ListSkeleton } from './ListSkeleton';
import { ShowMore } from './ShowMore';

export type PagedEntriesTexts = {
  /** Heard by screen readers while the first page loads. */
  loading: string;
  loadFailed: string;
  /** The button under the list that loads the next page, and what it says when that fails. */
  showMore: string;
  moreFailed: string;
};

/**
 * A long list read a page at a time: a skeleton while the first page loads, the entries as `children` draws them
 * (an empty list included), then "Show more" while there is more.
 */
export function PagedEntries<T extends Listed>({
  loadPage,
  options,
  texts,
  children,
}: {
  loadPage: (after?: string) => Promise<Page<T>>;
  options: PagedListOptions<T>;
  texts: PagedEntriesTexts;
  children: (entries: T[]) => ReactNode;
}) {
  const { list, showMore, more } = usePagedList(loadPage, options);
  if (list.state === 'loading') return <ListSkeleton label={texts.loading} />;
  if (list.state === 'error') return <p className="notice error">{userMessage(list.error, texts.loadFailed)}</p>;
  return (
    <>
      {children(list.entries)}
      <ShowMore onClick={showMore} more={more} label={texts.showMore} failed={texts.moreFailed} />
    </>
  );
}
