import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Payments } from './payments.js';
import { stripePayments } from './stripe.js';
import { testCheckoutPayments } from './test-checkout.js';

/** Stripe when its keys are configured, otherwise the local test checkout (never in production: see config). */
export function createPayments(config: Config, db: Database): Payments {
  const settings = config.payments;
  if (settings.kind === 'stripe') return stripePayments(settings);
  return testCheckoutPayments({ db, publicUrl: config.publicUrl, webhookSecret: settings.webhookSecret });
}
