import Stripe from 'stripe';
import type { CreditPack } from '../../../shared/constants.js';

/** What fulfilment needs to know of a checkout session, from Stripe's or the test checkout's. */
export type CheckoutSummary = {
  id: string;
  paid: boolean;
  userId: string | null;
  credits: number;
  amountTotal: number;
  productName: string;
};

export type CheckoutRequest = {
  userId: string;
  email: string;
  pack: CreditPack;
  /** Where the buyer returns; `?success=true&session_id=...` is added, as Stripe does. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
};

/** Where the payment provider (Stripe, or the local test checkout in its place) delivers its signed events. */
export const PAYMENT_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * A webhook delivery in the product's own words: a checkout was paid (credit it), is awaiting a delayed payment
 * method (credit nothing yet), failed, or is an event the product does not act on.
 */
export type PaymentEvent =
  | { outcome: 'paid'; checkout: CheckoutSummary }
  | { outcome: 'awaiting' | 'failed'; sessionId: string }
  | { outcome: 'ignored'; type: string };

export type Payments = {
  kind: 'stripe' | 'test';
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /** The session as the payment provider knows it now, or null when there is none with this id. */
  getCheckout(sessionId: string): Promise<CheckoutSummary | null>;
  /** Checks a webhook delivery's signature (Stripe's scheme, default tolerance) and says what it means; throws if forged. */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /**
   * Gives a paid checkout's money back in full. Asking twice refunds once (the provider's idempotency), so a retry
   * after a failure on our side is safe.
   */
  refund(sessionId: string): Promise<void>;
};

/** Our metadata on every checkout session: who buys and what, set by our server, signed back by Stripe. */
export const checkoutMetadata = (request: CheckoutRequest) => ({
  userId: request.userId,
  packId: request.pack.id,
  credits: String(request.pack.credits),
  productName: request.pack.name,
});

export function summarize(session: Stripe.Checkout.Session): CheckoutSummary {
  const metadata = session.metadata ?? {};
  return {
    id: session.id,
    paid: session.payment_status === 'paid',
    userId: metadata.userId ?? session.client_reference_id ?? null,
    credits: Number(metadata.credits ?? 0),
    amountTotal: session.amount_total ?? 0,
    productName: metadata.productName ?? 'Credits',
  };
}

export const withReturnQuery = (url: string) =>
  `${url}${url.includes('?') ? '&' : '?'}success=true&session_id={CHECKOUT_SESSION_ID}`;

/**
 * Stripe-shaped webhooks for both adapters, read with Stripe's own signature check: a completed session whose
 * payment_status is 'unpaid' (a delayed method) is awaiting until async_payment_succeeded.
 */
export function webhookReader(webhookSecret: string) {
  const webhooks = Stripe.webhooks;
  return (rawBody: Buffer, signature: string | undefined): PaymentEvent => {
    if (!signature) throw new Error('No Stripe-Signature header');
    const event = webhooks.constructEvent(rawBody, signature, webhookSecret);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const checkout = summarize(event.data.object);
        return checkout.paid ? { outcome: 'paid', checkout } : { outcome: 'awaiting', sessionId: checkout.id };
      }
      case 'checkout.session.async_payment_failed':
        return { outcome: 'failed', sessionId: event.data.object.id };
      default:
        return { outcome: 'ignored', type: event.type };
    }
  };
}
