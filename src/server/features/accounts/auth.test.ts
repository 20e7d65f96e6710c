import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountTexts } from '../../../shared/accounts.js';
import { registerErrorHandler } from '../../http/errors.js';
import { requireRole, requireUser, requireVerifiedUser } from './auth.js';
import type { UserRow } from './service.js';

// The guards on their own: a user is planted on the request, as the session hook would.
async function appAs(user: Partial<UserRow> | null) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request) => {
    request.user = user ? ({ verifiedAt: new Date(), role: 'user', ...user } as UserRow) : null;
  });
  app.get('/user', async (request) => ({ id: requireUser(request).id }));
  app.get('/verified', async (request) => ({ id: requireVerifiedUser(request).id }));
  app.get('/grader', async (request) => ({ id: requireRole(request, ['grader', 'admin']).id }));
  return app;
}

describe('permission guards', () => {
  it('refuse a signed-out visitor with 401', async () => {
    const app = await appAs(null);
    const response = await app.inject({ method: 'GET', url: '/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(accountTexts.signInRequired);
  });

  it('refuse an unverified user where verification is needed', async () => {
    const app = await appAs({ id: 'u1', verifiedAt: null });
    expect((await app.inject({ method: 'GET', url: '/user' })).statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: '/verified' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('unverified');
  });

  it('let only the named roles through', async () => {
    const asUser = await appAs({ id: 'u1', role: 'user' });
    expect((await asUser.inject({ method: 'GET', url: '/grader' })).statusCode).toBe(403);
    const asGrader = await appAs({ id: 'g1', role: 'grader' });
    expect((await asGrader.inject({ method: 'GET', url: '/grader' })).json()).toEqual({ id: 'g1' });
    const asAdmin = await appAs({ id: 'a1', role: 'admin' });
    expect((await asAdmin.inject({ method: 'GET', url: '/grader' })).statusCode).toBe(200);
  });
});
