import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Purchase } from '../../../shared/credits.js';
import type { CheckoutSummary } from '../../adapters/payments/payments.js';
import type { Database, Executor } from '../../db/client.js';
import { pageOf, pastCursor, type Page } from '../../db/paging.js';
import { processedPayments, users } from '../../db/schema.js';
import { applyCreditChange } from './ledger.js';

export type Fulfilment = 'credited' | 'already-credited' | 'unpaid';

/**
 * Credits a paid checkout session exactly once, however often and in whatever order it is asked (webhook
 * retries, the success redirect): the processed-payment row, the ledger row and the balance commit together.
 */
export async function fulfilCheckout(db: Database, session: CheckoutSummary): Promise<Fulfilment> {
  if (!session.paid) return 'unpaid';
  if (!session.userId || !Number.isInteger(session.credits) || session.credits <= 0) {
    throw new Error(`checkout session ${session.id} carries no buyer or no credits`);
  }
  const userId = session.userId;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(processedPayments)
      .values({
        sessionId: session.id,
        userId,
        creditsPurchased: session.credits,
        amountTotal: session.amountTotal,
        productName: session.productName,
      })
      .onConflictDoNothing({ target: processedPayments.sessionId })
      .returning({ sessionId: processedPayments.sessionId });
    if (inserted.length === 0) return 'already-credited';
    await applyCreditChange(tx, {
      userId,
      delta: session.credits,
      kind: 'purchase',
      source: `checkout:${session.id}`,
      reason: session.productName,
    });
    return 'credited';
  });
}

/** A page of a person's purchases, newest first; `after` is the session id of the last one shown. */
export async function listPurchases(
  db: Database,
  userId: string,
  { after, limit }: { after?: string | undefined; limit: number },
): Promise<Page<Purchase>> {
  const rows = await db
    .select()
    .from(processedPayments)
    .where(
      and(
        eq(processedPayments.userId, userId),
        pastCursor({ time: processedPayments.createdAt, id: processedPayments.sessionId }, after, 'newest first'),
      ),
    )
    .orderBy(desc(processedPayments.createdAt), desc(processedPayments.sessionId))
    .limit(limit + 1);
  const purchases = rows.map((row) => ({
    sessionId: row.sessionId,
    productName: row.productName,
    creditsPurchased: row.creditsPurchased,
    amountTotal: row.amountTotal,
    createdAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  }));
  return pageOf(purchases, limit, (purchase) => purchase.sessionId);
}

export async function purchaseBySession(db: Database, sessionId: string) {
  const [row] = await db.select().from(processedPayments).where(eq(processedPayments.sessionId, sessionId));
  return row;
}

export async function isProcessed(db: Database, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ sessionId: processedPayments.sessionId })
    .from(processedPayments)
    .where(eq(processedPayments.sessionId, sessionId));
  return rows.length > 0;
}

/**
 * Marks a purchase refunded (call it inside the transaction that records why, once the payments provider has given
 * the money back) and takes back as many of its credits as are still unspent. Returns what happened, or null when it
 * was refunded already.
 */
export async function refundPurchase(tx: Executor, sessionId: string, reason: string) {
  const [purchase] = await tx
    .update(processedPayments)
    .set({ refundedAt: new Date() })
    .where(and(eq(processedPayments.sessionId, sessionId), isNull(processedPayments.refundedAt)))
    .returning();
  if (!purchase) return null;
  // The balance is locked for the rest of the transaction: a submission at the same moment waits, then sees it.
  const [owner] = await tx
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, purchase.userId))
    .for('update');
  const takenBack = Math.min(owner?.credits ?? 0, purchase.creditsPurchased);
  if (takenBack > 0)
    await applyCreditChange(tx, {
      userId: purchase.userId,
      delta: -takenBack,
      kind: 'admin',
      source: `purchase-refund:${sessionId}`,
      reason: `Refund of ${purchase.productName}: ${reason}`,
    });
  return { purchase, takenBack, spent: purchase.creditsPurchased - takenBack };
}
