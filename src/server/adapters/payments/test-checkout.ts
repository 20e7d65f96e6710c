import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testCheckouts } from '../../db/schema.js';
import { eventVerifier, type Payments } from './payments.js';

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
    verifyEvent: eventVerifier(options.webhookSecret),
  };
}
