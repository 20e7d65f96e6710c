import { getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// Long lists are read a page at a time after a cursor: the id of the last entry shown. An id rather than a time,
// so that the database's full precision decides where the next page starts and no entry is skipped or shown twice.

export type Order = 'newest first' | 'oldest first';

/** The columns a list is ordered by: a time, then the row's id to break ties. */
export type OrderedBy = { time: PgColumn; id: PgColumn };

/**
 * The rows that come after the cursor row in a list ordered by (time, id); the cursor row's own time is read in the
 * database. The plain time bound says the same more loosely; it is there so that an index ending in the time can
 * seek to the page instead of reading up to it. An unknown cursor matches nothing.
 */
export function pastCursor(
  { time, id }: OrderedBy,
  after: string | Placeholder | undefined,
  order: Order,
): SQL | undefined {
  if (!after) return undefined;
  const table = sql.identifier(getTableName(time.table));
  const [timeName, idName] = [sql.identifier(time.name), sql.identifier(id.name)];
  const cursorTime = sql`(select c.${timeName} from ${table} c where c.${idName} = ${after})`;
  const cursorRow = sql`(select c.${timeName}, c.${idName} from ${table} c where c.${idName} = ${after})`;
  return order === 'newest first'
    ? sql`${time} <= ${cursorTime} and (${time}, ${id}) < ${cursorRow}`
    : sql`${time} >= ${cursorTime} and (${time}, ${id}) > ${cursorRow}`;
}

export type Page<T> = { entries: T[]; next: string | null };

/** A page of `limit` from rows fetched with one more: the id to continue after, or null on the last page. */
export function pageOf<T extends { id: string }>(rows: T[], limit: number): Page<T>;
export function pageOf<T>(rows: T[], limit: number, idOf: (row: T) => string): Page<T>;
export function pageOf<T>(rows: T[], limit: number, idOf = (row: T) => (row as { id: string }).id): Page<T> {
  const entries = rows.slice(0, limit);
  return { entries, next: rows.length > limit ? idOf(entries.at(-1)!) : null };
}
