import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { submissions } from '../../db/schema.js';

export type Order = 'newest first' | 'oldest first';

/**
 * The rows that come after the cursor row in a list ordered by (created_at, id): the cursor is an id, and its
 * row's own timestamp is read in the database, at full precision. The plain created_at bound says the same more
 * loosely; it is there so that the (…, created_at) indexes can seek to the page instead of reading up to it.
 */
export function pastCursor(after: string | Placeholder | undefined, order: Order): SQL | undefined {
  if (!after) return undefined;
  const cursorTime = sql`(select c.created_at from submissions c where c.id = ${after})`;
  const cursorRow = sql`(select c.created_at, c.id from submissions c where c.id = ${after})`;
  return order === 'newest first'
    ? sql`${submissions.createdAt} <= ${cursorTime} and (${submissions.createdAt}, ${submissions.id}) < ${cursorRow}`
    : sql`${submissions.createdAt} >= ${cursorTime} and (${submissions.createdAt}, ${submissions.id}) > ${cursorRow}`;
}

/** A page of `limit` from rows fetched with one more: the id to continue after, or null on the last page. */
export function pageOf<T extends { id: string }>(rows: T[], limit: number): { entries: T[]; next: string | null } {
  const entries = rows.slice(0, limit);
  return { entries, next: rows.length > limit ? entries.at(-1)!.id : null };
}
