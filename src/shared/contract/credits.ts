import { z } from 'zod';
import { checkoutSchema, checkoutStatusSchema, purchaseCursor, purchaseSchema } from '../credits.js';
import { endpoint, idParams, nextPage, pageQuery, urlAnswer } from './endpoint.js';

export const startCheckout = endpoint({
  method: 'POST',
  path: '/api/credits/checkout',
  summary: 'Start buying a credit pack: the answer is the checkout page to open',
  access: 'verified',
  body: checkoutSchema,
  answer: urlAnswer,
});
export const fulfilCheckout = endpoint({
  method: 'POST',
  path: '/api/credits/checkout/:sessionId/fulfil',
  summary: "After the checkout's return: credit it if paid (once, however often asked) and say so",
  access: 'signed in',
  params: z.object({ sessionId: z.string() }),
  answer: checkoutStatusSchema,
});
export const purchases = endpoint({
  method: 'GET',
  path: '/api/credits/purchases',
  summary: "The signed-in collector's purchases, newest first, a page at a time (the cursor is a purchase's sessionId)",
  access: 'signed in',
  query: pageQuery(20, purchaseCursor),
  answer: z.object({ purchases: z.array(purchaseSchema), next: nextPage }),
});
export const paymentWebhook = endpoint({
  method: 'POST',
  path: '/api/stripe/webhook',
  summary: "Stripe's checkout events, signed (Stripe-Signature header); the raw body is what is signed",
  access: 'Stripe (signed)',
  body: z.looseObject({ type: z.string() }),
  answer: z.object({ received: z.literal(true) }),
});

/** The local stand-in for Stripe's hosted page (evaluation mode only). */
export const testCheckoutSchema = z.object({
  id: z.string(),
  productName: z.string(),
  credits: z.number().int(),
  amountTotal: z.number().int(),
  status: z.enum(['open', 'complete', 'cancelled', 'refunded']),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const testCheckout = endpoint({
  method: 'GET',
  path: '/api/test-checkout/:id',
  summary: 'A test checkout of the signed-in buyer (evaluation mode, from this machine only)',
  access: 'this machine',
  params: idParams,
  answer: testCheckoutSchema,
});
export const completeTestCheckout = endpoint({
  method: 'POST',
  path: '/api/test-checkout/:id/complete',
  summary: 'Pay a test checkout: the signed event Stripe would send is delivered to the webhook',
  access: 'this machine',
  params: idParams,
  answer: urlAnswer,
});
export const cancelTestCheckout = endpoint({
  method: 'POST',
  path: '/api/test-checkout/:id/cancel',
  summary: 'Cancel a test checkout',
  access: 'this machine',
  params: idParams,
  answer: urlAnswer,
});
