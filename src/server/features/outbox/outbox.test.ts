import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, linkFromOutbox, type TestApp } from '../../../../tests/helpers/app.js';
import { THIS_MACHINE_ONLY } from '../../http/this-machine.js';

describe('/dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the messages newest first, with their links clickable', async () => {
    await apiClient(t, '10.40.0.1').post('/api/auth/signup', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'outbox_ada',
      email: 'outbox@example.com',
      password: 'a long enough phrase',
      confirmPassword: 'a long enough phrase',
      acceptTerms: true,
    });
    const link = await linkFromOutbox(t, 'outbox@example.com', 'verify-email');
    const list = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(list.body).toContain('Verify your e-mail for Gradewise');
    const name = /href="\/dev\/outbox\/([^"/]+)"/.exec(list.body)![1];
    const message = await t.app.inject({ method: 'GET', url: `/dev/outbox/${name}` });
    expect(message.body).toContain(`<a href="${link}">`);
    const eml = await t.app.inject({ method: 'GET', url: `/dev/outbox/${name}/eml` });
    expect(eml.body).toContain('To: outbox@example.com');
  });

  it('answers only a browser on the machine the service runs on, never through a proxy', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox/any-message', '/dev/outbox/any-message/eml']) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode, url).toBe(403);
      expect(remote.json().error.message).toBe(THIS_MACHINE_ONLY);
      const relayed = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(relayed.statusCode, url).toBe(403);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress })).statusCode).toBe(200);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
      STRIPE_PRICE_ID_SINGLE: 'price_1',
      STRIPE_PRICE_ID_FIVE: 'price_5',
    });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
