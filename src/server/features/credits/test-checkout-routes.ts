import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { testCheckouts } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { requireThisMachine } from '../../http/this-machine.js';
import { requireUser } from '../accounts/auth.js';
import type { CreditsDeps } from './routes.js';
import { STRIPE_WEBHOOK_PATH } from './routes.js';

/**
 * The local test checkout's own page and buttons (only without Stripe keys, never in production), from this
 * machine only: it grants credits without a payment.
 */
export async function testCheckoutRoutes(app: FastifyInstance, deps: CreditsDeps) {
  const { db, config } = deps;
  app.addHook('onRequest', async (request) => requireThisMachine(request));

  const ownCheckout = async (id: string, userId: string) => {
    const [row] = await db
      .select()
      .from(testCheckouts)
      .where(and(eq(testCheckouts.id, id), eq(testCheckouts.userId, userId)));
    if (!row) throw notFound('No such test checkout.');
    return row;
  };

  app.get<{ Params: { id: string } }>('/api/test-checkout/:id', async (request) => {
    const row = await ownCheckout(request.params.id, requireUser(request).id);
    return {
      id: row.id,
      productName: row.productName,
      credits: row.credits,
      amountTotal: row.amountTotal,
      status: row.status,
    };
  });

  app.post<{ Params: { id: string } }>('/api/test-checkout/:id/complete', async (request) => {
    const row = await ownCheckout(request.params.id, requireUser(request).id);
    if (row.status === 'cancelled') throw conflict('This test checkout was cancelled.');
    await db.update(testCheckouts).set({ status: 'complete' }).where(eq(testCheckouts.id, row.id));
    // Exactly what Stripe would send: a signed checkout.session.completed event, to the same webhook route.
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
          metadata: { userId: row.userId, packId: row.packId, credits: String(row.credits), productName: row.productName },
        },
      },
    });
    if (config.payments.kind !== 'test') throw new Error('test checkout without the test adapter');
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: config.payments.webhookSecret });
    const delivery = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (delivery.statusCode !== 200) throw new Error(`test webhook delivery failed: ${delivery.statusCode}`);
    return { url: `/wallet?success=true&session_id=${row.id}` };
  });

  app.post<{ Params: { id: string } }>('/api/test-checkout/:id/cancel', async (request) => {
    const row = await ownCheckout(request.params.id, requireUser(request).id);
    if (row.status === 'open') {
      await db.update(testCheckouts).set({ status: 'cancelled' }).where(eq(testCheckouts.id, row.id));
    }
    return { url: '/shop' };
  });
}
