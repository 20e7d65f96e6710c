import { formatUsd } from '../../../shared/constants.js';
import { emailLayout } from '../../adapters/mail/layout.js';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/client.js';
import { mailContactOf } from '../accounts/people.js';
import { purchaseBySession } from './service.js';

/** Receipts have a queue of their own, so account e-mail never waits behind them. */
export const RECEIPT_EMAIL_QUEUE = 'receipt-email';
export type ReceiptEmailJob = { sessionId: string };

const receiptDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';

/** The receipt for one credited purchase: pack, credits, amount, date and the buyer's support ID. */
export async function sendReceiptEmail(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  job: ReceiptEmailJob,
): Promise<void> {
  const purchase = await purchaseBySession(deps.db, job.sessionId);
  const contact = purchase && (await mailContactOf(deps.db, purchase.userId));
  if (!purchase || !contact) return;
  const credits = `${purchase.creditsPurchased} ${purchase.creditsPurchased === 1 ? 'credit' : 'credits'}`;
  await deps.mailer.send(
    emailLayout({
      to: contact.email,
      subject: `Your Gradewise receipt: ${credits}`,
      greeting: `Hi ${contact.firstName},`,
      lines: [
        `Thank you for your purchase: ${credits} added to your wallet.`,
        `Pack: ${purchase.productName}`,
        `Credits: ${purchase.creditsPurchased}`,
        `Amount paid: ${formatUsd(purchase.amountTotal)}`,
        `Date: ${receiptDate(purchase.createdAt)}`,
        `Support ID: ${purchase.userId}`,
        `Payment reference: ${purchase.sessionId}`,
      ],
      action: 'See your purchase history',
      url: `${deps.publicUrl}/purchase-history`,
      after: 'Questions about a payment? Reply to this e-mail and quote your support ID.',
    }),
  );
}
