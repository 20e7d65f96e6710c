import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../../tests/helpers/app.js';
import { creditsOf, signedInUser } from '../../../../tests/helpers/accounts.js';
import { findLedgerMismatches } from './invariant.js';

// Real concurrency needs the real server (PGlite runs one query at a time): this file runs with DATABASE_URL.
describe.runIf(process.env.DATABASE_URL)('fulfilment under concurrency, on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const webhookSecret = () => (t.config.payments.kind === 'test' ? t.config.payments.webhookSecret : '');
  const deliver = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret() }),
      },
      payload,
    });

  it('credits one event delivered ten times at once exactly once', async () => {
    const { userId } = await signedInUser(t);
    const payload = JSON.stringify({
      id: 'evt_race',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_race_1',
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 1499,
          metadata: { userId, credits: '5', productName: '5 Credits' },
        },
      },
    });
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await creditsOf(t, userId)).toBe(5);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('credits once when the webhook and the success redirect arrive together', async () => {
    const { client, userId } = await signedInUser(t);
    const checkout = await client.post('/api/credits/checkout', { packId: 'five', requestId: crypto.randomUUID() });
    const id = new URL(checkout.json().url).pathname.split('/').pop()!;
    // Completing delivers the signed webhook; the redirect's fulfilment requests race it. The test checkout answers
    // only a browser on the service's own machine: the same session, from loopback.
    const here = apiClient(t);
    here.setCookie(client.cookie());
    const results = await Promise.all([
      here.post(`/api/test-checkout/${id}/complete`),
      ...Array.from({ length: 5 }, () => client.post(`/api/credits/checkout/${id}/fulfil`)),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await creditsOf(t, userId)).toBe(5);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });
});
