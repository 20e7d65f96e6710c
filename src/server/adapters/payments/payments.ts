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

export type Payments = {
  kind: 'stripe' | 'test';
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /** The session as the payment provider knows it now, or null when there is none with this id. */
  getCheckout(sessionId: string): Promise<CheckoutSummary | null>;
  /** Checks a webhook delivery's signature (Stripe's scheme, default tolerance) and returns the event. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
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

export const withReturnQuery = (url: string) => `${url}${url.includes('?') ? '&' : '?'}success=true&session_id={CHECKOUT_SESSION_ID}`;

/** Stripe-shaped signature checks for both adapters: one implementation, Stripe's own. */
export function eventVerifier(webhookSecret: string) {
  const webhooks = Stripe.webhooks;
  return (rawBody: Buffer, signature: string | undefined) => {
    if (!signature) throw new Error('No Stripe-Signature header');
    return webhooks.constructEvent(rawBody, signature, webhookSecret);
  };
}

