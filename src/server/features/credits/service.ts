import { desc, eq } from 'drizzle-orm';
import type { Purchase } from '../../../shared/credits.js';
import type { CheckoutSummary } from '../../adapters/payments/payments.js';
import type { Database } from '../../db/client.js';
import { processedPayments } from '../../db/schema.js';
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

export async function listPurchases(db: Database, userId: string): Promise<Purchase[]> {
  const rows = await db
    .select()
    .from(processedPayments)
    .where(eq(processedPayments.userId, userId))
    .orderBy(desc(processedPayments.createdAt));
  return rows.map((row) => ({
    sessionId: row.sessionId,
    productName: row.productName,
    creditsPurchased: row.creditsPurchased,
    amountTotal: row.amountTotal,
    createdAt: row.createdAt.toISOString(),
  }));
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
