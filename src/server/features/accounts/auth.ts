import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountTexts } from '../../../shared/accounts.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Role } from '../../db/schema.js';
import type { EventHub } from '../../events.js';
import { forbidden, unauthorized } from '../../http/errors.js';
import { createKeptReads } from '../../kept-reads.js';
import { findSessionUser, type CachedSession, type SessionCache, type SignedInUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an API request, or null. */
    user: SignedInUser | null;
  }
}

/**
 * Reads the session cookie of every API request; every permission check starts from request.user. Returns the
 * sessions kept in memory, which the account routes forget at once when they change an account or end a session
 * (other processes hear of it through the event hub).
 */
export function registerSessions(
  app: FastifyInstance,
  deps: { db: Database; config: Config; events: EventHub },
): SessionCache {
  // Only what changes rarely is kept, for 10 s at most: the balance is kept apart (accounts/routes.ts).
  const cache = createKeptReads<CachedSession>({ lifetimeMs: 10_000 });
  const stopListening = deps.events.onAccountEvent((userId) => cache.forget(userId));
  app.addHook('onClose', async () => stopListening());
  app.decorateRequest('user', null);
  // A callback hook: pages and signed-out reads pass without a promise; a session is looked up (kept 10 s) only
  // where there is one.
  app.addHook('preHandler', (request, reply, done) => {
    const token = request.url.startsWith('/api/') && request.cookies[deps.config.session.cookieName];
    if (!token) return done();
    findSessionUser(deps.db, token, deps.config.session, cache).then((user) => {
      request.user = user && !user.disabledAt ? user : null;
      done();
    }, done);
  });
  return cache;
}

export function requireUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized(accountTexts.signInRequired, 'signed_out');
  return request.user;
}

export function requireVerifiedUser(request: FastifyRequest): SignedInUser {
  const user = requireUser(request);
  if (!user.verifiedAt) throw forbidden(accountTexts.verifyRequired, 'unverified');
  return user;
}

export function requireRole(request: FastifyRequest, roles: readonly Role[]): SignedInUser {
  const user = requireVerifiedUser(request);
  if (!roles.includes(user.role)) throw forbidden(accountTexts.notAllowed, 'not_allowed');
  return user;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(config.session.cookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secure,
    maxAge: Math.floor(config.session.absoluteMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(config.session.cookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secure,
  });
}
