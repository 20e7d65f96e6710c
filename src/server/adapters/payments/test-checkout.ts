import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../db/client.js';
import { testCheckouts } from '../../db/schema.js';
import { webhookReader, type Payments } from './payments.js';

/**
 * The embedded default: a checkout page of our own (/test-checkout/{id}), clearly marked as a test payment,
 * whose "Complete test payment" posts a correctly signed event to the same webhook route Stripe would.
 */
export function testCheckoutPayments(options: { db: Database; publicUrl: string; webhookSecret: string }): Payments {
  return {
    kind: 'test',
    createCheckout: async (request) => {
      const id = `cs_test_local_${crypto.randomBytes(12).toString('hex')}`;
      await options.db.insert(testCheckouts).values({
        id,
        userId: request.userId,
        packId: request.pack.id,
        credits: request.pack.credits,
        amountTotal: request.pack.priceCents,
        productName: request.pack.name,
      });
      return { url: `${options.publicUrl}/test-checkout/${id}`, sessionId: id };
    },
    getCheckout: async (sessionId) => {
      const [row] = await options.db.select().from(testCheckouts).where(eq(testCheckouts.id, sessionId));
      if (!row) return null;
      return {
        id: row.id,
        paid: row.status === 'complete',
        userId: row.userId,
        credits: row.credits,
        amountTotal: row.amountTotal,
        productName: row.productName,
      };
    },
    readWebhook: webhookReader(options.webhookSecret),
    // The local checkout's money is pretend: its session is marked refunded, as Stripe's payment would be.
    refund: async (sessionId) => {
      const [row] = await options.db
        .update(testCheckouts)
        .set({ status: 'refunded' })
        .where(and(eq(testCheckouts.id, sessionId), inArray(testCheckouts.status, ['complete', 'refunded'])))
        .returning({ id: testCheckouts.id });
      if (!row) throw new Error(`test checkout ${sessionId} was not paid`);
    },
  };
}

export type TestCheckout = typeof testCheckouts.$inferSelect;

/** One buyer's test checkout (the page shows only the buyer's own). */
export async function findTestCheckout(db: Database, id: string, userId: string): Promise<TestCheckout | undefined> {
  const [row] = await db
    .select()
    .from(testCheckouts)
    .where(and(eq(testCheckouts.id, id), eq(testCheckouts.userId, userId)));
  return row;
}

/**
 * "Complete test payment": the checkout is paid, and the webhook delivery Stripe would make for it, a signed
 * checkout.session.completed event, is returned for the caller to post to PAYMENT_WEBHOOK_PATH.
 */
export async function completeTestCheckout(db: Database, row: TestCheckout, webhookSecret: string) {
  await db.update(testCheckouts).set({ status: 'complete' }).where(eq(testCheckouts.id, row.id));
  const payload = JSON.stringify({
    id: `evt_test_local_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: row.id,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: row.amountTotal,
        currency: 'usd',
        client_reference_id: row.userId,
        metadata: {
          userId: row.userId,
          packId: row.packId,
          credits: String(row.credits),
          productName: row.productName,
        },
      },
    },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
}

/** "Cancel": an open test checkout is never paid afterwards; a completed one stays completed. */
export async function cancelTestCheckout(db: Database, row: TestCheckout): Promise<void> {
  if (row.status === 'open')
    await db.update(testCheckouts).set({ status: 'cancelled' }).where(eq(testCheckouts.id, row.id));
}
