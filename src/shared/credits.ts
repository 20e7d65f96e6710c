import { z } from 'zod';

export const creditTexts = {
  mustLogIn: 'You must be logged in to purchase credits.',
  sessionFailed: 'Failed to create Stripe session.',
  somethingWrong: 'Something went wrong. Please try again.',
  adding: 'Adding credits...',
  refreshHint: 'Your payment went through. If your credits are not updated within 1 minute, please refresh the page.',
  noPurchases: 'No purchases found.',
  unknownPack: 'Please choose one of the credit packs.',
  checkoutCancelled: 'Checkout cancelled: nothing was charged, and your balance is as it was.',
} as const;

/** Where a cancelled checkout (Stripe's or the local test checkout) returns to: the shop, which says so. */
export const CHECKOUT_CANCELLED_PATH = '/shop?checkout=cancelled';

// The wallet's waiting after checkout, from the spec: a soft check at 8 s, a hard stop at 60 s.
export const WALLET_SOFT_CHECK_MS = 8_000;
export const WALLET_HARD_STOP_MS = 60_000;

export const checkoutSchema = z.object({
  packId: z.enum(['single', 'five'], { error: creditTexts.unknownPack }),
  // One id per click: a retried request reuses the same Stripe session instead of making a second one.
  requestId: z.uuid(),
});

export const purchaseSchema = z.object({
  sessionId: z.string(),
  productName: z.string(),
  creditsPurchased: z.number().int(),
  amountTotal: z.number().int().meta({ description: 'In cents.' }),
  createdAt: z.iso.datetime(),
  /** When staff gave the money back (its unspent credits were taken back then); null while it stands. */
  refundedAt: z.iso.datetime().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
/** Where a page of purchases starts: after the purchase with this checkout session id. */
const NOT_A_PURCHASE = 'after must be the session id of a purchase of the list.';
export const purchaseCursor = z.string().min(1, NOT_A_PURCHASE).max(255, NOT_A_PURCHASE);

/** After the checkout's return: paid, credited (now or earlier), and the balance after it. */
export const checkoutStatusSchema = z.object({ paid: z.boolean(), credited: z.boolean(), credits: z.number().int() });
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;
