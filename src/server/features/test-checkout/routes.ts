import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/contract/credits.js';
import { CHECKOUT_CANCELLED_PATH } from '../../../shared/credits.js';
import { cancelTestCheckout, completeTestCheckout, findTestCheckout } from '../../adapters/payments/test-checkout.js';
import type { Database } from '../../db/client.js';
import { paramsOf, route } from '../../http/contract.js';
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

  // The buyer's own only; the id comes from the path (the same params on all three endpoints).
  const ownCheckout = async (request: FastifyRequest) => {
    const userId = requireUser(request).id;
    const row = await findTestCheckout(db, paramsOf(api.testCheckout, request).id, userId);
    if (!row) throw notFound('No such test checkout.');
    return row;
  };

  route(
    app,
    api.testCheckout,
  )(async (request) => {
    const row = await ownCheckout(request);
    return {
      id: row.id,
      productName: row.productName,
      credits: row.credits,
      amountTotal: row.amountTotal,
      status: row.status,
    };
  });

  route(
    app,
    api.completeTestCheckout,
  )(async (request) => {
    const row = await ownCheckout(request);
    if (row.status === 'cancelled') throw conflict('This test checkout was cancelled.');
    const { payload, signature } = await completeTestCheckout(db, row, deps.webhookSecret);
    const delivery = await app.inject({
      method: 'POST',
      url: api.paymentWebhook.path,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (delivery.statusCode !== 200) throw new Error(`test webhook delivery failed: ${delivery.statusCode}`);
    return { url: `/wallet?success=true&session_id=${row.id}` };
  });

  route(
    app,
    api.cancelTestCheckout,
  )(async (request) => {
    await cancelTestCheckout(db, await ownCheckout(request));
    return { url: CHECKOUT_CANCELLED_PATH };
  });
}
