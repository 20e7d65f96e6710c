import { and, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { submissions } from '../../db/schema.js';
import { pastCursor } from '../../db/paging.js';
import { byClosing } from './paging.js';
import type { SubmissionRow } from './service.js';

// Read from the (closed_by, closed_at) index, newest first: a grader's history never sorts more than a page.
const closedPages = preparedPerDatabase((db) => {
  const page = (after: Placeholder | undefined) =>
    db
      .select()
      .from(submissions)
      .where(and(eq(submissions.closedBy, sql.placeholder('graderId')), pastCursor(byClosing, after, 'newest first')))
      .orderBy(desc(submissions.closedAt), desc(submissions.id))
      .limit(sql.placeholder('limit'));
  return {
    first: page(undefined).prepare('closed_by_first_page'),
    after: page(sql.placeholder('after')).prepare('closed_by_next_page'),
  };
});

/** The submissions this grader ended (reviewed or cancelled), newest first: `limit` after the cursor's. */
export async function closedByGrader(
  db: Database,
  graderId: string,
  limit: number,
  after?: string,
): Promise<SubmissionRow[]> {
  const queries = closedPages(db);
  return after ? queries.after.execute({ graderId, limit, after }) : queries.first.execute({ graderId, limit });
}
