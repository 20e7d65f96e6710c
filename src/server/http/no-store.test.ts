import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../tests/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../tests/helpers/app.js';

describe('personal answers are never cached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends Cache-Control: no-store on API answers, errors and the outbox', async () => {
    const { client } = await signedInUser(t);
    for (const url of ['/api/auth/session', '/api/credits/purchases', '/api/submissions', '/api/no-such-thing']) {
      const response = await client.get(url);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(outbox.headers['cache-control']).toBe('no-store');
  });
});
