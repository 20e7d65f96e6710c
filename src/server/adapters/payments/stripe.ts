import Stripe from 'stripe';
import type { CreditPack } from '../../../shared/constants.js';
import { checkoutMetadata, webhookReader, summarize, withReturnQuery, type Payments } from './payments.js';

/** Stripe Checkout: hosted payment page, then signed webhooks. */
export function stripePayments(options: {
  secretKey: string;
  webhookSecret: string;
  priceIds: Record<CreditPack['id'], string>;
  apiBase?: string | undefined;
}): Payments {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || 80),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
  return {
    kind: 'stripe',
    createCheckout: async (request) => {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ price: options.priceIds[request.pack.id], quantity: 1 }],
          client_reference_id: request.userId,
          customer_email: request.email,
          metadata: checkoutMetadata(request),
          success_url: withReturnQuery(request.successUrl),
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a session without a url');
      return { url: session.url, sessionId: session.id };
    },
    getCheckout: async (sessionId) => {
      try {
        return summarize(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    readWebhook: webhookReader(options.webhookSecret),
    refund: async (sessionId) => {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`checkout ${sessionId} has no payment to refund`);
      await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund:${sessionId}` });
    },
  };
}
