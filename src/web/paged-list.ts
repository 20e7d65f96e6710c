import { useEffect, useEffectEvent, useState } from 'react';
import { useUserEvent, type UserTopic } from './live-events';

/** A page as the API answers it: entries, and the id to ask after for the next page (null: the last page). */
export type Page<T> = { entries: T[]; next: string | null };
export type Listed = { id: string; createdAt: string; closedAt?: string | null };
/** By creation time, or (a grader's history) by when the card was closed, newest first. */
export type ListOrder = 'newest first' | 'oldest first' | 'newest closed first';
/** What the live stream said of one entry: how it stands now, or null when it left the list. */
export type EntryChange<T> = { id: string; entry: T | null };

const timeOf = (order: ListOrder, entry: Listed) =>
  order === 'newest closed first' ? (entry.closedAt ?? entry.createdAt) : entry.createdAt;

/** Whether `a` is shown before `b`: by the order's time, then id, as the server pages them. */
function comesBefore(order: ListOrder, a: Listed, b: Listed): boolean {
  const sign = order === 'oldest first' ? 1 : -1;
  const [timeA, timeB] = [timeOf(order, a), timeOf(order, b)];
  if (timeA !== timeB) return sign * (Date.parse(timeA) - Date.parse(timeB)) < 0;
  return sign * a.id.localeCompare(b.id) < 0;
}

const sorted = <T extends Listed>(order: ListOrder, entries: T[]) =>
  [...entries].sort((a, b) => (comesBefore(order, a, b) ? -1 : comesBefore(order, b, a) ? 1 : 0));

/**
 * The first page, loaded again, over what is shown: it replaces the entries it covers, and the ones loaded by
 * "Show more" beyond it stay (they are not re-read; a change to them comes as an event, or with the next visit).
 */
export function withFirstPage<T extends Listed>(order: ListOrder, shown: Page<T> | null, first: Page<T>): Page<T> {
  const last = first.entries.at(-1);
  if (!shown || first.next === null || !last) return first;
  const onFirst = new Set(first.entries.map((entry) => entry.id));
  const beyond = shown.entries.filter((entry) => !onFirst.has(entry.id) && comesBefore(order, last, entry));
  if (beyond.length === 0) return first;
  return { entries: [...first.entries, ...beyond], next: shown.next ?? beyond.at(-1)!.id };
}

/** A further page after what is shown (an entry met twice, because the list moved meanwhile, is kept once). */
export function withNextPage<T extends Listed>(order: ListOrder, shown: Page<T>, page: Page<T>): Page<T> {
  const known = new Set(shown.entries.map((entry) => entry.id));
  return {
    entries: sorted(order, [...shown.entries, ...page.entries.filter((entry) => !known.has(entry.id))]),
    next: page.next,
  };
}

/**
 * One entry's change applied where it belongs: removed, replaced, or added when it falls within what is shown (an
 * entry past the last one shown waits for "Show more").
 */
export function withChange<T extends Listed>(order: ListOrder, shown: Page<T>, change: EntryChange<T>): Page<T> {
  const others = shown.entries.filter((entry) => entry.id !== change.id);
  const { entry } = change;
  if (!entry) return { ...shown, entries: others };
  const last = shown.entries.at(-1);
  const wasShown = others.length !== shown.entries.length;
  const withinShown = shown.next === null || !last || !comesBefore(order, last, entry);
  if (!wasShown && !withinShown) return shown;
  return { ...shown, entries: sorted(order, [...others, entry]) };
}

export type PagedListOptions<T> = {
  /** The live stream's topic whose events mean the list changed; none for a list read only on arrival. */
  topic?: UserTopic;
  order: ListOrder;
  /** Reads an event as one entry's change; undefined means "something changed": the first page is loaded again. */
  changeOf?: (data: unknown) => EntryChange<T> | undefined;
  /** Loads the first page again this often, for lists whose entries join with time rather than with an event. */
  refreshEveryMs?: number;
  /** Raised by the page when something it did changed the list (a staff action): the first page is loaded again. */
  version?: number;
};

export type PagedList<T> = {
  list: { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; entries: T[] };
  /** Loads the next page; null when everything is shown. */
  showMore: (() => void) | null;
  more: { state: 'idle' | 'loading' } | { state: 'error'; error: unknown };
};

/**
 * A long list read a page at a time, kept current by the live stream: the first page on arrival and again on each
 * event of the topic (or only the changed entry, where the event carries it), further pages on "Show more".
 */
export function usePagedList<T extends Listed>(
  loadPage: (after?: string) => Promise<Page<T>>,
  { topic, order, changeOf, refreshEveryMs, version }: PagedListOptions<T>,
): PagedList<T> {
  const [shown, setShown] = useState<Page<T> | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [reloads, setReloads] = useState(0);
  const [more, setMore] = useState<PagedList<T>['more']>({ state: 'idle' });
  const load = useEffectEvent(loadPage);

  useEffect(() => {
    // A newer load or leaving the screen makes this answer stale: it writes nothing.
    let latest = true;
    load().then(
      (first) => {
        if (!latest) return;
        setShown((current) => withFirstPage(order, current, first));
        setFailure(null);
      },
      (error: unknown) => {
        if (latest) setFailure(error);
      },
    );
    return () => {
      latest = false;
    };
  }, [reloads, order, version]);

  useEffect(() => {
    if (!refreshEveryMs) return;
    const timer = setInterval(() => setReloads((count) => count + 1), refreshEveryMs);
    return () => clearInterval(timer);
  }, [refreshEveryMs]);

  useUserEvent(topic, (data) => {
    const change = changeOf?.(data);
    if (change) setShown((current) => current && withChange(order, current, change));
    else setReloads((count) => count + 1);
  });

  const next = shown?.next ?? null;
  const showMore =
    next === null
      ? null
      : () => {
          if (more.state === 'loading') return;
          setMore({ state: 'loading' });
          loadPage(next).then(
            (page) => {
              setShown((current) => current && withNextPage(order, current, page));
              setMore({ state: 'idle' });
            },
            (error: unknown) => setMore({ state: 'error', error }),
          );
        };

  // A list already shown stays after a failed reload; the next event tries again.
  const list: PagedList<T>['list'] = shown
    ? { state: 'ready', entries: shown.entries }
    : failure !== null
      ? { state: 'error', error: failure }
      : { state: 'loading' };
  return { list, showMore, more };
}
