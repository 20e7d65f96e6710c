import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  accountTexts,
  forgotPasswordSchema,
  homeFor,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '../../../shared/accounts.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { parseWith } from '../../http/validate.js';
import { clearSessionCookie, requireUser, setSessionCookie } from './auth.js';
import {
  logIn,
  queueVerificationEmail,
  quietPastCap,
  requestPasswordReset,
  resetPassword,
  signUp,
  toSessionUser,
  verifyEmail,
  type AccountsDeps,
} from './service.js';
import { endSession } from './sessions.js';

const MINUTES = 60;
// Generous for people, tight for scripts; each limit holds across processes (it lives in the database).
const LIMITS = {
  // Against password spraying. Failed logins on one account are throttled per client in login-throttle.ts,
  // never for the account as a whole, so that nobody can lock its owner out.
  loginPerIp: { max: 30, windowSeconds: 15 * MINUTES },
  signupPerIp: { max: 20, windowSeconds: 60 * MINUTES },
  resendPerAccount: { max: 3, windowSeconds: 15 * MINUTES },
  forgotPerIp: { max: 10, windowSeconds: 15 * MINUTES },
  forgotPerAccount: { max: 3, windowSeconds: 15 * MINUTES },
  resetPerIp: { max: 10, windowSeconds: 15 * MINUTES },
};

export async function accountRoutes(app: FastifyInstance, deps: AccountsDeps) {
  const { db, config } = deps;
  const signedIn = (user: Parameters<typeof toSessionUser>[0]) => {
    const sessionUser = toSessionUser(user);
    return { user: sessionUser, next: homeFor(sessionUser) };
  };
  // A new session at every login: whatever session the browser had before is ended first.
  const endCurrentSession = async (request: FastifyRequest) => {
    const token = request.cookies[config.session.cookieName];
    if (token) await endSession(db, token);
  };

  app.get('/api/auth/session', async (request) => ({ user: request.user ? toSessionUser(request.user) : null }));

  app.post('/api/auth/signup', async (request, reply) => {
    await hitRateLimit(db, `signup:ip:${request.ip}`, LIMITS.signupPerIp);
    const input = parseWith(signupSchema, request.body);
    await endCurrentSession(request);
    const { user, sessionToken } = await signUp(deps, input, request.ip);
    setSessionCookie(reply, config, sessionToken);
    return signedIn(user);
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parseWith(loginSchema, request.body);
    await hitRateLimit(db, `login:ip:${request.ip}`, LIMITS.loginPerIp);
    const { user, sessionToken } = await logIn(deps, input, request.ip);
    await endCurrentSession(request);
    setSessionCookie(reply, config, sessionToken);
    if (!user.verifiedAt) {
      // The spec sends the verification e-mail again at each login; the limit keeps that from flooding.
      await hitRateLimit(db, `resend:account:${user.id}`, LIMITS.resendPerAccount).then(
        () => queueVerificationEmail(deps, user, request.ip).catch(quietPastCap),
        () => undefined,
      );
    }
    return signedIn(user);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await endCurrentSession(request);
    clearSessionCookie(reply, config);
    return { ok: true };
  });

  app.post('/api/auth/verify-email/resend', async (request) => {
    const user = requireUser(request);
    if (user.verifiedAt) return { ok: true, message: 'Your e-mail is already verified.' };
    await hitRateLimit(db, `resend:account:${user.id}`, LIMITS.resendPerAccount);
    await queueVerificationEmail(deps, user, request.ip);
    return { ok: true, message: accountTexts.verificationSent };
  });

  // The link in the e-mail: it verifies, then lands on the spec's page (with the reason when it cannot).
  app.get('/api/auth/verify-email', async (request, reply) => {
    const { token } = parseWith(z.object({ token: z.string().default('') }), request.query);
    const result = token ? await verifyEmail(deps, token) : { ok: false as const, reason: 'invalid' as const };
    return reply.redirect(result.ok ? '/verify-confirm' : `/verify-confirm?link=${result.reason}`, 303);
  });

  app.post('/api/auth/forgot-password', async (request) => {
    const input = parseWith(forgotPasswordSchema, request.body);
    await hitRateLimit(db, `forgot:ip:${request.ip}`, LIMITS.forgotPerIp);
    await hitRateLimit(db, `forgot:account:${input.identifier.toLowerCase()}`, LIMITS.forgotPerAccount);
    await requestPasswordReset(deps, input.identifier, request.ip);
    return { ok: true, message: accountTexts.forgotSent };
  });

  app.post('/api/auth/reset-password', async (request, reply) => {
    await hitRateLimit(db, `reset:ip:${request.ip}`, LIMITS.resetPerIp);
    const input = parseWith(resetPasswordSchema, request.body);
    const { user, sessionToken } = await resetPassword(deps, input);
    setSessionCookie(reply, config, sessionToken);
    return signedIn(user);
  });
}
