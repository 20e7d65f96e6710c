import type { FastifyInstance } from 'fastify';
import { PAYMENT_WEBHOOK_PATH } from '../../adapters/payments/payments.js';
import { cancelTestCheckout, completeTestCheckout, findTestCheckout } from '../../adapters/payments/test-checkout.js';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../http/errors.js';
import { requireThisMachine } from '../../http/this-machine.js';
import { requireUser } from '../accounts/auth.js';

/**
 * The local test checkout's own page and buttons (only without Stripe keys, never in production), from this
 * machine only: it grants credits without a payment, through the same webhook route Stripe would call.
 */
export async function testCheckoutRoutes(app: FastifyInstance, deps: { db: Database; webhookSecret: string }) {
  const { db } = deps;
  app.addHook('onRequest', async (request) => requireThisMachine(request));

  const ownCheckout = async (id: string, userId: string) => {
    const row = await findTestCheckout(db, id, userId);
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
    const { payload, signature } = await completeTestCheckout(db, row, deps.webhookSecret);
    const delivery = await app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (delivery.statusCode !== 200) throw new Error(`test webhook delivery failed: ${delivery.statusCode}`);
    return { url: `/wallet?success=true&session_id=${row.id}` };
  });

  app.post<{ Params: { id: string } }>('/api/test-checkout/:id/cancel', async (request) => {
    await cancelTestCheckout(db, await ownCheckout(request.params.id, requireUser(request).id));
    return { url: '/shop' };
  });
}
