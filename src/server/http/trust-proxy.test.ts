import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.js';

/** The client's address as a route sees it, with TRUST_PROXY set as given. */
async function clientAddress(trustProxy: string | undefined, forwardedFor: string) {
  const config = parseConfig({ NODE_ENV: 'test', ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }) });
  const app = Fastify({ trustProxy: config.trustProxy });
  app.get('/ip', async (request) => request.ip);
  const response = await app.inject({
    url: '/ip',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return response.body;
}

describe('TRUST_PROXY', () => {
  it('trusts nothing by default: a header cannot pick the address that rate limits count', async () => {
    expect(await clientAddress(undefined, '203.0.113.7')).toBe('10.0.0.2');
  });

  it('behind one load balancer, takes the address it saw, not one the client wrote before it', async () => {
    expect(await clientAddress('1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('1', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('takes the proxies by address too, and refuses a setting that is neither', async () => {
    expect(await clientAddress('10.0.0.0/8', '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('192.168.0.1', '203.0.113.7')).toBe('10.0.0.2');
    expect(() => parseConfig({ NODE_ENV: 'test', TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
