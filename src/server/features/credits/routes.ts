import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CREDIT_PACKS } from '../../../shared/constants.js';
import * as api from '../../../shared/contract/credits.js';
import { CHECKOUT_CANCELLED_PATH, creditTexts } from '../../../shared/credits.js';
import type { CheckoutSummary, Payments } from '../../adapters/payments/payments.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Jobs } from '../../jobs.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { bodyOf, paramsOf, queryOf, route } from '../../http/contract.js';
import { requireUser, requireVerifiedUser } from '../accounts/auth.js';
import { currentCredits } from '../accounts/people.js';
import { RECEIPT_EMAIL_QUEUE, type ReceiptEmailJob } from './emails.js';
import { fulfilCheckout, isProcessed, listPurchases, type Fulfilment } from './service.js';

export type CreditsDeps = { db: Database; config: Config; payments: Payments; jobs: Jobs };

export async function creditRoutes(app: FastifyInstance, deps: CreditsDeps) {
  const { db, config, payments, jobs } = deps;

  /** Credits the checkout once; the one call that credits it also sends the receipt (after the commit). */
  const credit = async (session: CheckoutSummary, log: FastifyBaseLogger): Promise<Fulfilment> => {
    const outcome = await fulfilCheckout(db, session);
    if (outcome === 'credited')
      await jobs
        .send<ReceiptEmailJob>(RECEIPT_EMAIL_QUEUE, { sessionId: session.id })
        .catch((error: unknown) => log.error({ err: error, session: session.id }, 'receipt e-mail not queued'));
    return outcome;
  };

  route(
    app,
    api.startCheckout,
  )(async (request) => {
    const user = request.user;
    if (!user) throw new HttpError(401, 'signed_out', creditTexts.mustLogIn);
    requireVerifiedUser(request);
    const input = bodyOf(api.startCheckout, request);
    const pack = CREDIT_PACKS.find((candidate) => candidate.id === input.packId)!;
    try {
      const { url } = await payments.createCheckout({
        userId: user.id,
        email: user.email,
        pack,
        successUrl: `${config.publicUrl}/wallet`,
        cancelUrl: `${config.publicUrl}${CHECKOUT_CANCELLED_PATH}`,
        idempotencyKey: `checkout-${user.id}-${input.requestId}`,
      });
      return { url };
    } catch (error) {
      request.log.error({ err: error }, 'checkout session failed');
      throw new HttpError(502, 'checkout_failed', creditTexts.sessionFailed);
    }
  });

  // Stripe's recommended pattern: the success redirect asks for fulfilment too, through the same code.
  route(
    app,
    api.fulfilCheckout,
  )(async (request) => {
    const user = requireUser(request);
    const session = await payments.getCheckout(paramsOf(api.fulfilCheckout, request).sessionId);
    if (!session || session.userId !== user.id) throw notFound('No such checkout session.');
    const outcome = await credit(session, request.log);
    return {
      paid: session.paid,
      credited: outcome !== 'unpaid' || (await isProcessed(db, session.id)),
      credits: await currentCredits(db, user.id),
    };
  });

  route(
    app,
    api.purchases,
  )(async (request) => {
    const user = requireUser(request);
    const { entries, next } = await listPurchases(db, user.id, queryOf(api.purchases, request));
    return { purchases: entries, next };
  });

  await app.register(async (webhook) => {
    // The signature covers the exact bytes Stripe sent, so this route keeps the body raw.
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(
      webhook,
      api.paymentWebhook,
    )(async (request) => {
      let event;
      try {
        event = payments.readWebhook(request.body as Buffer, request.headers['stripe-signature'] as string | undefined);
      } catch {
        throw badRequest('Webhook signature verification failed.', 'bad_signature');
      }
      // A delayed payment method is credited once it succeeds (a later 'paid' event), never before.
      if (event.outcome === 'paid') await credit(event.checkout, request.log);
      if (event.outcome === 'failed')
        request.log.warn({ session: event.sessionId }, 'delayed payment failed; nothing credited');
      return { received: true };
    });
  });
}
