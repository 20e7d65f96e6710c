import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_CANCELLED_PATH, creditTexts } from '../../../shared/credits.js';
import { apiClient, createTestApp, eventually, type TestApp } from '../../../../tests/helpers/app.js';
import { creditsOf, signedInUser } from '../../../../tests/helpers/accounts.js';
import { readOutbox } from '../../adapters/mail/outbox.js';
import { outboxDir } from '../../app.js';
import { creditLedger, processedPayments, users } from '../../db/schema.js';
import { THIS_MACHINE_ONLY } from '../../http/this-machine.js';
import { findLedgerMismatches } from './invariant.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function sessionEvent(type: string, session: { id: string; userId: string; paid: boolean; credits?: number }) {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        payment_status: session.paid ? 'paid' : 'unpaid',
        amount_total: 1499,
        client_reference_id: session.userId,
        metadata: {
          userId: session.userId,
          packId: 'five',
          credits: String(session.credits ?? 5),
          productName: '5 Credits',
        },
      },
    },
  });
}

/** The same signed-in browser, on the machine the service runs on. */
function onThisMachine(client: ReturnType<typeof apiClient>) {
  const here = apiClient(t);
  here.setCookie(client.cookie());
  return here;
}

/** The secret this app's test checkout signs with (random per process). */
function webhookSecret() {
  if (t.config.payments.kind !== 'test') throw new Error('the test app runs the test checkout');
  return t.config.payments.webhookSecret;
}

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret(),
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });

const deliver = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });

let sessionCounter = 0;
const newSessionId = () => `cs_test_${Date.now()}_${sessionCounter++}`;

describe('the Stripe webhook', () => {
  it('credits a paid checkout once, however often it is delivered', async () => {
    const { userId } = await signedInUser(t);
    const payload = sessionEvent('checkout.session.completed', { id: newSessionId(), userId, paid: true });
    for (let i = 0; i < 3; i += 1) expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect(await creditsOf(t, userId)).toBe(5);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('sends one receipt per purchase, however often the payment is delivered', async () => {
    const { userId } = await signedInUser(t);
    const [buyer] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const receiptsOf = async (sessionId: string) =>
      (await readOutbox(outboxDir(t.config))).filter(
        (message) => message.to === buyer!.email && message.text.includes(sessionId),
      );
    const first = newSessionId();
    const payload = sessionEvent('checkout.session.completed', { id: first, userId, paid: true });
    for (let i = 0; i < 3; i += 1) expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    const [receipt] = await eventually(async () => (await receiptsOf(first)).length > 0 && receiptsOf(first));
    expect(receipt!.subject).toBe('Your Gradewise receipt: 5 credits');
    for (const line of ['Pack: 5 Credits', 'Credits: 5', 'Amount paid: $14.99', `Support ID: ${userId}`, 'Date: '])
      expect(receipt!.text).toContain(line);
    expect(receipt!.text).toContain('/purchase-history');
    // A later purchase's receipt comes after any duplicate of the first would have: there is none.
    const second = newSessionId();
    const next = sessionEvent('checkout.session.completed', { id: second, userId, paid: true, credits: 1 });
    expect((await deliver(next, sign(next))).statusCode).toBe(200);
    await eventually(async () => (await receiptsOf(second)).length > 0);
    expect(await receiptsOf(first)).toHaveLength(1);
  });

  it('refuses every flaw of Stripe’s signature checklist and credits nothing', async () => {
    const { userId } = await signedInUser(t);
    const payload = sessionEvent('checkout.session.completed', { id: newSessionId(), userId, paid: true });
    const good = sign(payload);
    const stale = sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const cases: [string, string | undefined, string][] = [
      ['no header', undefined, payload],
      ['bad header format', 'nonsense', payload],
      ['no v1 scheme', good.replace('v1=', 'v0='), payload],
      ['wrong signature', sign(payload, { secret: 'whsec_someone_else' }), payload],
      // The constant the test checkout once signed with: public in the source, so anyone could mint credits.
      ['the old public test secret', sign(payload, { secret: 'whsec_gradewise_local_test_checkout' }), payload],
      ['timestamp outside the tolerance', stale, payload],
      ['tampered body', good, payload.replace('"credits":"5"', '"credits":"500"')],
    ];
    for (const [name, signature, body] of cases) {
      const response = await deliver(body, signature);
      expect(response.statusCode, name).toBe(400);
    }
    expect(await creditsOf(t, userId)).toBe(0);
  });

  it('credits nothing for an unpaid session, then once when the delayed payment succeeds', async () => {
    const { userId } = await signedInUser(t);
    const id = newSessionId();
    const unpaid = sessionEvent('checkout.session.completed', { id, userId, paid: false });
    await deliver(unpaid, sign(unpaid));
    expect(await creditsOf(t, userId)).toBe(0);
    const succeeded = sessionEvent('checkout.session.async_payment_succeeded', { id, userId, paid: true });
    await deliver(succeeded, sign(succeeded));
    await deliver(succeeded, sign(succeeded));
    expect(await creditsOf(t, userId)).toBe(5);
  });

  it('credits nothing when the delayed payment fails, and once if it later succeeds', async () => {
    const { userId } = await signedInUser(t);
    const id = newSessionId();
    const failed = sessionEvent('checkout.session.async_payment_failed', { id, userId, paid: false });
    expect((await deliver(failed, sign(failed))).statusCode).toBe(200);
    expect(await creditsOf(t, userId)).toBe(0);
    const succeeded = sessionEvent('checkout.session.async_payment_succeeded', { id, userId, paid: true });
    const completed = sessionEvent('checkout.session.completed', { id, userId, paid: true });
    // Out of order: the success arrives before the completion.
    await deliver(succeeded, sign(succeeded));
    await deliver(completed, sign(completed));
    expect(await creditsOf(t, userId)).toBe(5);
  });

  it('leaves neither ledger row nor payment record when the balance update fails', async () => {
    const { userId } = await signedInUser(t);
    await t.database.db.execute(sql`
      create or replace function gradewise_test_fail() returns trigger language plpgsql as
      $$ begin raise exception 'injected failure'; end $$`);
    await t.database.db.execute(sql`
      create trigger gradewise_test_fail before update of credits on users
      for each row execute function gradewise_test_fail()`);
    try {
      const id = newSessionId();
      const payload = sessionEvent('checkout.session.completed', { id, userId, paid: true });
      const response = await deliver(payload, sign(payload));
      expect(response.statusCode).toBe(500);
      const ledger = await t.database.db
        .select()
        .from(creditLedger)
        .where(sql`source = ${`checkout:${id}`}`);
      const record = await t.database.db
        .select()
        .from(processedPayments)
        .where(sql`session_id = ${id}`);
      expect(ledger).toEqual([]);
      expect(record).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger gradewise_test_fail on users`);
    }
    expect(await creditsOf(t, userId)).toBe(0);
  });
});

describe('buying through the local test checkout', () => {
  it('asks for a login first', async () => {
    const response = await apiClient(t, '10.33.0.1').post('/api/credits/checkout', {
      packId: 'five',
      requestId: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(creditTexts.mustLogIn);
  });

  it('refuses an unknown pack', async () => {
    const { client } = await signedInUser(t);
    const response = await client.post('/api/credits/checkout', { packId: 'hundred', requestId: crypto.randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(creditTexts.unknownPack);
  });

  it('completes a test payment through the signed webhook, then shows the purchase', async () => {
    const { client, userId } = await signedInUser(t);
    const checkout = await client.post('/api/credits/checkout', { packId: 'five', requestId: crypto.randomUUID() });
    expect(checkout.statusCode).toBe(200);
    const url = new URL(checkout.json().url);
    expect(url.pathname).toMatch(/^\/test-checkout\/cs_test_local_/);
    const id = url.pathname.split('/').pop()!;

    // The test checkout answers only a browser on the service's own machine (evaluation mode).
    const here = onThisMachine(client);
    const shown = await here.get(`/api/test-checkout/${id}`);
    expect(shown.json()).toMatchObject({ productName: '5 Credits', credits: 5, amountTotal: 1499, status: 'open' });
    // Nobody else can see or complete it.
    const stranger = await signedInUser(t);
    expect((await onThisMachine(stranger.client).post(`/api/test-checkout/${id}/complete`)).statusCode).toBe(404);

    const pending = await client.post(`/api/credits/checkout/${id}/fulfil`);
    expect(pending.json()).toEqual({ paid: false, credited: false, credits: 0 });

    const completed = await here.post(`/api/test-checkout/${id}/complete`);
    expect(completed.json().url).toBe(`/wallet?success=true&session_id=${id}`);
    expect(await creditsOf(t, userId)).toBe(5);

    const redirect = await client.post(`/api/credits/checkout/${id}/fulfil`);
    expect(redirect.json()).toEqual({ paid: true, credited: true, credits: 5 });
    expect(await creditsOf(t, userId)).toBe(5);

    const purchases = (await client.get('/api/credits/purchases')).json().purchases;
    expect(purchases).toMatchObject([
      { sessionId: id, productName: '5 Credits', creditsPurchased: 5, amountTotal: 1499, refundedAt: null },
    ]);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('cancels without crediting', async () => {
    const { client, userId } = await signedInUser(t);
    const checkout = await client.post('/api/credits/checkout', { packId: 'single', requestId: crypto.randomUUID() });
    const id = new URL(checkout.json().url).pathname.split('/').pop()!;
    const here = onThisMachine(client);
    expect((await here.post(`/api/test-checkout/${id}/cancel`)).json().url).toBe(CHECKOUT_CANCELLED_PATH);
    expect((await here.post(`/api/test-checkout/${id}/complete`)).statusCode).toBe(409);
    expect(await creditsOf(t, userId)).toBe(0);
  });

  it('answers only on the machine the service runs on: another machine, or a proxy, cannot mint credits', async () => {
    const { client, userId } = await signedInUser(t);
    const checkout = await client.post('/api/credits/checkout', { packId: 'five', requestId: crypto.randomUUID() });
    const id = new URL(checkout.json().url).pathname.split('/').pop()!;
    const remote = await client.post(`/api/test-checkout/${id}/complete`);
    expect(remote.statusCode).toBe(403);
    expect(remote.json().error.message).toBe(THIS_MACHINE_ONLY);
    // A proxy on this machine connects from loopback for anyone: what it relays is refused too.
    const relayed = await t.app.inject({
      method: 'POST',
      url: `/api/test-checkout/${id}/complete`,
      headers: { origin: t.config.publicUrl, cookie: client.cookie()!, 'x-forwarded-for': '203.0.113.7' },
      payload: {},
    });
    expect(relayed.statusCode).toBe(403);
    expect(await creditsOf(t, userId)).toBe(0);
  });
});

describe('live balance events', () => {
  it('tell a listener when that user’s credits change, after commit', async () => {
    const { userId } = await signedInUser(t);
    const heard: string[] = [];
    const stop = t.events.onUserEvent(userId, (topic) => heard.push(topic));
    try {
      const payload = sessionEvent('checkout.session.completed', { id: newSessionId(), userId, paid: true });
      await deliver(payload, sign(payload));
      await expect.poll(() => heard, { timeout: 5000 }).toEqual(['credits']);
    } finally {
      stop();
    }
  });
});
