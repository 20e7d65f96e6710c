import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, linkFromOutbox, type TestApp } from '../../../../tests/helpers/app.js';

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
