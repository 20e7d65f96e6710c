import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { creditLedger, users, type LedgerKind } from '../../db/schema.js';
import { notifyCreditsChanged } from '../../events.js';

export type CreditChange = {
  userId: string;
  delta: number;
  kind: LedgerKind;
  /** Unique per real-world cause (a checkout session, a submission, a refund), so a retry cannot apply twice. */
  source: string;
  reason?: string;
};

/**
 * Applies one change to a balance with its ledger row. Call it inside a transaction; it returns false when this
 * source was already applied. The balance's CHECK (credits >= 0) refuses any change that would go below zero.
 */
export async function applyCreditChange(tx: Executor, change: CreditChange): Promise<boolean> {
  const inserted = await tx
    .insert(creditLedger)
    .values({ ...change, reason: change.reason ?? null })
    .onConflictDoNothing({ target: creditLedger.source })
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return false;
  await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${change.delta}` })
    .where(eq(users.id, change.userId));
  await notifyCreditsChanged(tx, change.userId);
  return true;
}
