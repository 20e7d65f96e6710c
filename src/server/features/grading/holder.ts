import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { SubmissionRow } from '../submissions/service.js';

type Claim = Pick<SubmissionRow, 'inProgressBy' | 'claimedAt'>;

/** A claim counts while it is younger than the idle limit; a lapsed one is as good as none. */
export const isHeld = (row: Claim, claimIdleMs: number): row is Claim & { inProgressBy: string } =>
  row.inProgressBy !== null && row.claimedAt !== null && row.claimedAt.getTime() >= Date.now() - claimIdleMs;

/** Who holds a claim now: nobody when it is unclaimed or has lapsed. */
export async function holderOf(db: Executor, row: SubmissionRow, claimIdleMs: number) {
  if (!isHeld(row, claimIdleMs)) return null;
  const [holder] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.inProgressBy));
  return holder ?? null;
}
