import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_PACKS } from '../../../shared/constants.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app.js';
import { signedInUser } from '../../../../tests/helpers/accounts.js';
import { stripePayments } from './stripe.js';

type Seen = { method: string; path: string; headers: http.IncomingHttpHeaders; body: URLSearchParams };

/** A loopback stand-in for the part of Stripe's HTTP API the adapter uses. */
function stripeStandIn() {
  const seen: Seen[] = [];
  let failNext: number | null = null;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      seen.push({
        method: request.method!,
        path: request.url!,
        headers: request.headers,
        body: new URLSearchParams(raw),
      });
      response.setHeader('content-type', 'application/json');
      if (failNext) {
        response.statusCode = failNext;
        failNext = null;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such price: price_missing' } }),
        );
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        response.end(
          JSON.stringify({
            id: 'cs_test_standin',
            object: 'checkout.session',
            url: 'https://checkout.stripe.test/pay/cs_test_standin',
          }),
        );
      } else if (request.method === 'GET' && request.url?.startsWith('/v1/checkout/sessions/cs_test_standin')) {
        response.end(
          JSON.stringify({
            id: 'cs_test_standin',
            object: 'checkout.session',
            payment_status: 'paid',
            amount_total: 449,
            client_reference_id: 'user-1',
            metadata: { userId: 'user-1', credits: '1', productName: '1 Credit' },
          }),
        );
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such checkout.session' } }));
      }
    });
  });
  return { server, seen, fail: (status: number) => (failNext = status) };
}

describe('the Stripe adapter, against a stand-in of Stripe’s API on loopback', () => {
  const standIn = stripeStandIn();
  let payments: ReturnType<typeof stripePayments>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.server.address() as AddressInfo;
    payments = stripePayments({
      secretKey: 'sk_test_standin',
      webhookSecret: 'whsec_standin',
      priceIds: { single: 'price_single', five: 'price_five' },
      apiBase: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));

  const request = {
    userId: 'user-1',
    email: 'ada@example.com',
    pack: CREDIT_PACKS[1]!,
    successUrl: 'https://gradewise.example/wallet',
    cancelUrl: 'https://gradewise.example/shop',
    idempotencyKey: 'checkout-user-1-abc',
  };

  it('creates a Checkout Session with the pack’s price, the buyer and an idempotency key', async () => {
    const result = await payments.createCheckout(request);
    expect(result).toEqual({ url: 'https://checkout.stripe.test/pay/cs_test_standin', sessionId: 'cs_test_standin' });
    const call = standIn.seen.at(-1)!;
    expect(call.headers.authorization).toBe('Bearer sk_test_standin');
    expect(call.headers['idempotency-key']).toBe('checkout-user-1-abc');
    expect(call.body.get('mode')).toBe('payment');
    expect(call.body.get('line_items[0][price]')).toBe('price_five');
    expect(call.body.get('client_reference_id')).toBe('user-1');
    expect(call.body.get('metadata[credits]')).toBe('5');
    expect(call.body.get('success_url')).toBe(
      'https://gradewise.example/wallet?success=true&session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('reads a session back for fulfilment, and says null for an unknown one', async () => {
    expect(await payments.getCheckout('cs_test_standin')).toEqual({
      id: 'cs_test_standin',
      paid: true,
      userId: 'user-1',
      credits: 1,
      amountTotal: 449,
      productName: '1 Credit',
    });
    expect(await payments.getCheckout('cs_unknown')).toBeNull();
  });

  it('throws when Stripe refuses, so the endpoint can say so', async () => {
    standIn.fail(400);
    await expect(payments.createCheckout(request)).rejects.toThrow(/No such price/);
  });
});

describe('the checkout endpoint on the Stripe adapter', () => {
  const standIn = stripeStandIn();
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.server.address() as AddressInfo;
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_standin',
      STRIPE_PRICE_ID_SINGLE: 'price_single',
      STRIPE_PRICE_ID_FIVE: 'price_five',
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => standIn.server.close(() => resolve()));
  });

  it('answers {url} from Stripe, and the spec’s message when Stripe fails', async () => {
    const { client } = await signedInUser(t);
    const ok = await client.post('/api/credits/checkout', { packId: 'single', requestId: crypto.randomUUID() });
    expect(ok.json()).toEqual({ url: 'https://checkout.stripe.test/pay/cs_test_standin' });
    expect(standIn.seen.at(-1)!.body.get('line_items[0][price]')).toBe('price_single');

    standIn.fail(400);
    const failed = await client.post('/api/credits/checkout', { packId: 'single', requestId: crypto.randomUUID() });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe('Failed to create Stripe session.');
  });
});
