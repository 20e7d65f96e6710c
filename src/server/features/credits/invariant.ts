import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

export type LedgerMismatch = { userId: string; username: string; credits: number; ledger: number };

/** Every user's balance must equal the sum of their ledger rows; returns those for whom it does not. */
export async function findLedgerMismatches(db: Executor): Promise<LedgerMismatch[]> {
  const result = await db.execute(sql`
    select u.id as "userId", u.username, u.credits, coalesce(sum(l.delta), 0)::int as ledger
    from users u left join credit_ledger l on l.user_id = u.id
    group by u.id
    having u.credits <> coalesce(sum(l.delta), 0)`);
  return (result as { rows: LedgerMismatch[] }).rows;
}
