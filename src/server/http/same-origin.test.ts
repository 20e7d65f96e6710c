import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../tests/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../tests/helpers/app.js';
import { routedPath } from './same-origin.js';

describe('routedPath', () => {
  it('sees the path the router will route', () => {
    expect(routedPath('/%61pi/auth/logout?x=1')).toBe('/api/auth/logout');
    expect(routedPath('/static/../api/auth/logout')).toBe('/api/auth/logout');
    expect(routedPath('/%2e%2e/api/x')).toBe('/api/x');
    expect(routedPath('/%E0%A4%A')).toBeNull();
  });
});

describe('the same-origin check on state-changing requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signedIn = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user !== null;

  it('cannot be skipped by percent-encoding the path', async () => {
    const { client } = await signedInUser(t);
    const cookie = client.cookie()!;
    for (const url of ['/%61pi/auth/logout', '/%2Fapi/auth/logout', '/x/../api/auth/logout']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode, url).toBe(403);
      expect(await signedIn(cookie), url).toBe(true);
    }
  });

  it('compares the scheme and port as well as the host', async () => {
    const { client } = await signedInUser(t);
    const cookie = client.cookie()!;
    // The request's own host, but another scheme or port: another origin.
    for (const origin of ['https://localhost:80', 'http://localhost:8080', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, origin, host: 'localhost:80', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode, origin).toBe(403);
    }
    expect(await signedIn(cookie)).toBe(true);
    // Our own pages, at the public address or at the address the request was sent to, pass.
    for (const [origin, host] of [
      [t.config.publicUrl, 'localhost:3000'],
      ['http://127.0.0.1:3000', '127.0.0.1:3000'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin, host, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode, origin).not.toBe(403);
    }
  });

  it('applies to every path, and exempts only the webhook at its own address', async () => {
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
    expect((await post('/anything')).statusCode).toBe(403);
    // The webhook proves itself by its signature: refused for that reason (400), not for its origin.
    expect((await post('/api/stripe/webhook')).statusCode).toBe(400);
    expect((await post('/api/stripe/%77ebhook')).statusCode).toBe(403);
  });
});
