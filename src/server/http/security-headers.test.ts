import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, securityHeaders } from './security-headers.js';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
  strictTransportSecurity: false,
};

describe('securityHeaders', () => {
  it('sends exactly the headers Helmet itself sets on a response', async () => {
    const byHelmet = Fastify();
    const apply = helmet(options);
    byHelmet.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, () => done()));
    byHelmet.get('/', async () => ({ ok: true }));
    const ours = Fastify();
    securityHeaders(ours, options);
    ours.get('/', async () => ({ ok: true }));

    const [expected, actual] = await Promise.all([byHelmet.inject('/'), ours.inject('/')]);
    const security = (headers: Record<string, unknown>) => {
      const { date: _date, 'content-length': _length, connection: _connection, ...rest } = headers;
      return rest;
    };
    expect(Object.keys(security(actual.headers)).length).toBeGreaterThan(8);
    expect(security(actual.headers)).toEqual(security(expected.headers));
  });

  it('refuses a policy Helmet builds per request, which one set of headers would freeze', () => {
    const perRequest = { contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } } };
    expect(() => helmetHeaders(perRequest)).toThrow(/built per request/);
  });
});
