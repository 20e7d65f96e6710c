import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { submissions } from '../../db/schema.js';

export type Order = 'newest first' | 'oldest first';

/** The time a list is ordered by, with the id after it: when the submission was made, or when it was closed. */
export type OrderedBy = 'created_at' | 'closed_at';

/**
 * The rows that come after the cursor row in a list ordered by (time, id): the cursor is an id, and its row's own
 * timestamp is read in the database, at full precision. The plain time bound says the same more loosely; it is
 * there so that the (…, time) indexes can seek to the page instead of reading up to it.
 */
export function pastCursor(
  after: string | Placeholder | undefined,
  order: Order,
  by: OrderedBy = 'created_at',
): SQL | undefined {
  if (!after) return undefined;
  const column = by === 'created_at' ? submissions.createdAt : submissions.closedAt;
  const name = sql.raw(by);
  const cursorTime = sql`(select c.${name} from submissions c where c.id = ${after})`;
  const cursorRow = sql`(select c.${name}, c.id from submissions c where c.id = ${after})`;
  return order === 'newest first'
    ? sql`${column} <= ${cursorTime} and (${column}, ${submissions.id}) < ${cursorRow}`
    : sql`${column} >= ${cursorTime} and (${column}, ${submissions.id}) > ${cursorRow}`;
}

/** A page of `limit` from rows fetched with one more: the id to continue after, or null on the last page. */
export function pageOf<T extends { id: string }>(rows: T[], limit: number): { entries: T[]; next: string | null } {
  const entries = rows.slice(0, limit);
  return { entries, next: rows.length > limit ? entries.at(-1)!.id : null };
}
