import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redirectLoopbackAliases } from './loopback-host.js';

async function appFor(publicUrl: string) {
  const app = Fastify();
  redirectLoopbackAliases(app, publicUrl);
  app.get('/*', async () => 'page');
  await app.ready();
  return app;
}

describe('one address for the service on this machine', () => {
  it('sends a page opened at 127.0.0.1 or [::1] to the public localhost address, path and query kept', async () => {
    const app = await appFor('http://localhost:3000');
    for (const host of ['127.0.0.1:3000', '[::1]:3000']) {
      const response = await app.inject({ method: 'GET', url: '/wallet?success=true', headers: { host } });
      expect(response.statusCode, host).toBe(308);
      expect(response.headers.location).toBe('http://localhost:3000/wallet?success=true');
    }
    expect((await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } })).statusCode).toBe(200);
  });

  it('leaves other ports, other hosts, the API and a public address alone', async () => {
    const app = await appFor('http://localhost:3000');
    const status = async (host: string, url = '/') =>
      (await app.inject({ method: 'GET', url, headers: { host } })).statusCode;
    expect(await status('127.0.0.1:4000')).toBe(200);
    expect(await status('evil.example:3000')).toBe(200);
    expect(await status('127.0.0.1:3000', '/api/auth/session')).toBe(200);
    const hosted = await appFor('https://gradewise.example');
    expect((await hosted.inject({ method: 'GET', url: '/', headers: { host: '127.0.0.1:443' } })).statusCode).toBe(200);
  });
});
