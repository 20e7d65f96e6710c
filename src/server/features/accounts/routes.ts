import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountTexts } from '../../../shared/accounts.js';
import { homeFor } from '../../../shared/session-user.js';
import * as api from '../../../shared/contract/accounts.js';
import { bodyOf, queryOf, route, routeOther } from '../../http/contract.js';
import { hitRateLimit } from '../../http/rate-limit.js';
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
  type UserRow,
} from './service.js';
import type { EventHub } from '../../events.js';
import { keptReadsOn } from '../../kept-reads.js';
import { endSession, type SessionCache } from './sessions.js';
import { currentCredits } from './people.js';

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

/** The account routes change accounts and end sessions: each forgets the sessions this process keeps at once. */
export async function accountRoutes(
  app: FastifyInstance,
  deps: AccountsDeps & { sessions: SessionCache; events: EventHub },
) {
  const { db, config, sessions } = deps;
  // The balance every signed-in page shows in its header, kept by user until their credits change. Only shown:
  // spending a credit checks the balance in its own transaction.
  const balances = keptReadsOn<number>(app, deps.events, (change) => (change.topic === 'credits' ? change.id : null));
  const signedIn = (user: UserRow) => {
    const sessionUser = toSessionUser(user, user.credits);
    return { user: sessionUser, next: homeFor(sessionUser) };
  };
  // A new session at every login: whatever session the browser had before is ended first.
  const endCurrentSession = async (request: FastifyRequest) => {
    const token = request.cookies[config.session.cookieName];
    const endedFor = token ? await endSession(db, token) : null;
    if (endedFor) sessions.forget(endedFor);
  };

  route(
    app,
    api.session,
  )(async (request) => ({
    user: request.user
      ? toSessionUser(
          request.user,
          await balances.through(request.user.id, request.user.id, () => currentCredits(db, request.user!.id)),
        )
      : null,
  }));

  route(
    app,
    api.signup,
  )(async (request, reply) => {
    await hitRateLimit(db, `signup:ip:${request.ip}`, LIMITS.signupPerIp);
    const input = bodyOf(api.signup, request);
    await endCurrentSession(request);
    const { user, sessionToken } = await signUp(deps, input, request.ip);
    setSessionCookie(reply, config, sessionToken);
    return signedIn(user);
  });

  route(
    app,
    api.login,
  )(async (request, reply) => {
    const input = bodyOf(api.login, request);
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

  route(
    app,
    api.logout,
  )(async (request, reply) => {
    await endCurrentSession(request);
    clearSessionCookie(reply, config);
    return { ok: true };
  });

  route(
    app,
    api.resendVerification,
  )(async (request) => {
    const user = requireUser(request);
    if (user.verifiedAt) return { ok: true, message: 'Your e-mail is already verified.' };
    await hitRateLimit(db, `resend:account:${user.id}`, LIMITS.resendPerAccount);
    await queueVerificationEmail(deps, user, request.ip);
    return { ok: true, message: accountTexts.verificationSent };
  });

  // The link in the e-mail: it verifies, then lands on the spec's page (with the reason when it cannot).
  routeOther(
    app,
    api.verifyEmail,
  )(async (request, reply) => {
    const { token } = queryOf(api.verifyEmail, request);
    const result = token ? await verifyEmail(deps, token) : { ok: false as const, reason: 'invalid' as const };
    if (result.ok) sessions.forget(result.userId);
    return reply.redirect(result.ok ? '/verify-confirm' : `/verify-confirm?link=${result.reason}`, 303);
  });

  route(
    app,
    api.forgotPassword,
  )(async (request) => {
    const input = bodyOf(api.forgotPassword, request);
    await hitRateLimit(db, `forgot:ip:${request.ip}`, LIMITS.forgotPerIp);
    await hitRateLimit(db, `forgot:account:${input.identifier.toLowerCase()}`, LIMITS.forgotPerAccount);
    await requestPasswordReset(deps, input.identifier, request.ip);
    return { ok: true, message: accountTexts.forgotSent };
  });

  route(
    app,
    api.resetPassword,
  )(async (request, reply) => {
    await hitRateLimit(db, `reset:ip:${request.ip}`, LIMITS.resetPerIp);
    const input = bodyOf(api.resetPassword, request);
    const { user, sessionToken } = await resetPassword(deps, input);
    sessions.forget(user.id);
    setSessionCookie(reply, config, sessionToken);
    return signedIn(user);
  });
}
