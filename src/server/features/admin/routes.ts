import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/contract/admin.js';
import { gradingTexts } from '../../../shared/grading.js';
import type { Payments } from '../../adapters/payments/payments.js';
import { auditEntries, recordAudit } from '../../audit.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { checkViolation } from '../../db/errors.js';
import { bodyOf, paramsOf, queryOf, route } from '../../http/contract.js';
import { conflict, HttpError, notFound } from '../../http/errors.js';
import type { Jobs } from '../../jobs.js';
import { requireRole } from '../accounts/auth.js';
import { changeRole, setDisabled } from '../accounts/people.js';
import type { SessionCache } from '../accounts/sessions.js';
import { applyCreditChange } from '../credits/ledger.js';
import { listPurchases, refundPurchase } from '../credits/service.js';
import { cancelWithRefund } from '../grading/service.js';
import { releaseHeld } from '../submissions/lifecycle.js';
import { submissionById } from '../submissions/service.js';
import {
  findPeople,
  graderStats,
  ledgerOf,
  personById,
  purchaseById,
  queueHealth,
  submissionsForStaff,
  toAdminUser,
} from './console.js';

export const consoleTexts = {
  noSuchUser: 'No account has this id.',
  noSuchSubmission: 'No submission has this id.',
  noSuchPurchase: 'No purchase has this id.',
  notYourself: 'Staff cannot change their own role or disable their own account: ask another admin.',
  belowZero: (username: string, credits: number) =>
    `${username} has ${credits} credit${credits === 1 ? '' : 's'}; a balance cannot go below zero.`,
  alreadyDisabled: 'This account is already disabled.',
  alreadyEnabled: 'This account is not disabled.',
  notHeld: 'Nobody holds a claim on this card.',
  alreadyRefunded: 'This purchase has already been refunded.',
  refundFailed: (why: string) => `The payments provider did not refund it: ${why}`,
} as const;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

type Deps = { db: Database; jobs: Jobs; config: Config; payments: Payments; sessions: SessionCache };

/**
 * The staff console: admins only (a grader or a collector hears 403). Every change is made by the feature that owns
 * it, with its audit row written in the same transaction.
 */
export async function adminRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const staff = (request: FastifyRequest) => requireRole(request, ['admin']);
  const userLabel = (row: { username: string }) => row.username;
  const mustFindUser = async (id: string) => {
    const row = await personById(db, id);
    if (!row) throw notFound(consoleTexts.noSuchUser);
    return row;
  };

  route(
    app,
    api.searchUsers,
  )(async (request) => {
    staff(request);
    return { users: await findPeople(db, queryOf(api.searchUsers, request).q) };
  });

  route(
    app,
    api.userDetail,
  )(async (request) => {
    staff(request);
    const person = await mustFindUser(paramsOf(api.userDetail, request).id);
    return { user: toAdminUser(person) };
  });

  route(
    app,
    api.userLedger,
  )(async (request) => {
    staff(request);
    const person = await mustFindUser(paramsOf(api.userLedger, request).id);
    return ledgerOf(db, person.id, queryOf(api.userLedger, request));
  });

  route(
    app,
    api.userPurchases,
  )(async (request) => {
    staff(request);
    const person = await mustFindUser(paramsOf(api.userPurchases, request).id);
    const { entries, next } = await listPurchases(db, person.id, queryOf(api.userPurchases, request));
    return { purchases: entries, next };
  });

  route(
    app,
    api.changeRole,
  )(async (request) => {
    const me = staff(request);
    const person = await mustFindUser(paramsOf(api.changeRole, request).id);
    const { role, reason } = bodyOf(api.changeRole, request);
    if (person.id === me.id) throw conflict(consoleTexts.notYourself, 'yourself');
    if (person.role === role) return { ok: true, message: `${person.username} is already ${role}.` };
    await db.transaction(async (tx) => {
      await changeRole(tx, person.id, role);
      await recordAudit(tx, {
        actorId: me.id,
        action: `role changed from ${person.role} to ${role}`,
        target: { type: 'user', id: person.id, label: userLabel(person) },
        reason,
      });
    });
    deps.sessions.forget(person.id);
    return { ok: true, message: `${person.username} is now ${role}.` };
  });

  route(
    app,
    api.changeCredits,
  )(async (request) => {
    const me = staff(request);
    const person = await mustFindUser(paramsOf(api.changeCredits, request).id);
    const { delta, reason } = bodyOf(api.changeCredits, request);
    try {
      await db.transaction(async (tx) => {
        await applyCreditChange(tx, {
          userId: person.id,
          delta,
          kind: 'admin',
          source: `admin:${crypto.randomUUID()}`,
          reason,
        });
        await recordAudit(tx, {
          actorId: me.id,
          action: delta > 0 ? `granted ${credits(delta)}` : `removed ${credits(-delta)}`,
          target: { type: 'user', id: person.id, label: userLabel(person) },
          reason,
          details: { delta },
        });
      });
    } catch (error) {
      if (checkViolation(error, 'users_credits_not_negative')) {
        const current = (await personById(db, person.id))?.credits ?? 0;
        throw conflict(consoleTexts.belowZero(person.username, current), 'below_zero');
      }
      throw error;
    }
    const balance = (await personById(db, person.id))?.credits ?? 0;
    const did = delta > 0 ? `Granted ${credits(delta)} to` : `Removed ${credits(-delta)} from`;
    return { ok: true, message: `${did} ${person.username}; balance ${balance}.` };
  });

  const setAccount = (disabled: boolean) => async (request: FastifyRequest) => {
    const me = staff(request);
    const endpoint = disabled ? api.disableUser : api.enableUser;
    const person = await mustFindUser(paramsOf(endpoint, request).id);
    const { reason } = bodyOf(endpoint, request);
    if (person.id === me.id) throw conflict(consoleTexts.notYourself, 'yourself');
    const changed = await db.transaction(async (tx) => {
      if (!(await setDisabled(tx, person.id, disabled))) return false;
      await recordAudit(tx, {
        actorId: me.id,
        action: disabled ? 'account disabled' : 'account enabled',
        target: { type: 'user', id: person.id, label: userLabel(person) },
        reason,
      });
      return true;
    });
    if (!changed) throw conflict(disabled ? consoleTexts.alreadyDisabled : consoleTexts.alreadyEnabled);
    deps.sessions.forget(person.id);
    return {
      ok: true as const,
      message: disabled
        ? `${person.username} is disabled: their sessions have ended, and logging in is refused.`
        : `${person.username} can log in again.`,
    };
  };
  route(app, api.disableUser)(setAccount(true));
  route(app, api.enableUser)(setAccount(false));

  route(
    app,
    api.submissions,
  )(async (request) => {
    staff(request);
    const { after, limit, ...filter } = queryOf(api.submissions, request);
    const page = await submissionsForStaff(db, filter, { after, limit });
    return { submissions: page.entries, next: page.next, health: await queueHealth(db) };
  });

  route(
    app,
    api.queueHealth,
  )(async (request) => {
    staff(request);
    return { health: await queueHealth(db) };
  });

  const claimIdleMs = deps.config.claimIdleMinutes * 60_000;
  const submissionFor = async (id: string) => {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await submissionById(db, id) : undefined;
    if (!row) throw notFound(consoleTexts.noSuchSubmission);
    return row;
  };

  route(
    app,
    api.releaseClaim,
  )(async (request) => {
    const me = staff(request);
    const row = await submissionFor(paramsOf(api.releaseClaim, request).id);
    const { reason } = bodyOf(api.releaseClaim, request);
    const released = await releaseHeld({ db, claimIdleMs }, row.id, (tx, card) =>
      recordAudit(tx, {
        actorId: me.id,
        action: 'claim released',
        target: { type: 'submission', id: card.id, label: card.publicId },
        reason,
        details: { heldBy: row.inProgressBy },
      }),
    );
    if (!released) throw conflict(consoleTexts.notHeld, 'not_held');
    return { ok: true, message: `${row.publicId} waits for any grader again.` };
  });

  route(
    app,
    api.cancelSubmission,
  )(async (request) => {
    const me = staff(request);
    const row = await submissionFor(paramsOf(api.cancelSubmission, request).id);
    const { reason } = bodyOf(api.cancelSubmission, request);
    await cancelWithRefund({ db, jobs: deps.jobs, claimIdleMs, log: request.log }, me, row.id, reason, (tx, card) =>
      recordAudit(tx, {
        actorId: me.id,
        action: 'cancelled with a refund of 1 credit',
        target: { type: 'submission', id: card.id, label: card.publicId },
        reason,
      }),
    );
    return { ok: true, message: gradingTexts.cancelled };
  });

  route(
    app,
    api.refundPurchase,
  )(async (request) => {
    const me = staff(request);
    const purchase = await purchaseById(db, paramsOf(api.refundPurchase, request).id);
    if (!purchase) throw notFound(consoleTexts.noSuchPurchase);
    if (purchase.refundedAt) throw conflict(consoleTexts.alreadyRefunded, 'already_refunded');
    const { reason } = bodyOf(api.refundPurchase, request);
    // The money first: if the provider refuses, nothing here changes. Asking it twice refunds once, so a failure
    // after this point is put right by refunding again.
    try {
      await deps.payments.refund(purchase.sessionId);
    } catch (error) {
      request.log.error({ err: error, sessionId: purchase.sessionId }, 'refund refused by the payments provider');
      throw new HttpError(502, 'refund_failed', consoleTexts.refundFailed((error as Error).message));
    }
    const done = await db.transaction(async (tx) => {
      const refunded = await refundPurchase(tx, purchase.sessionId, reason);
      if (!refunded) return null;
      await recordAudit(tx, {
        actorId: me.id,
        action: `purchase refunded (${dollars(purchase.amountTotal)}), ${credits(refunded.takenBack)} taken back`,
        target: { type: 'purchase', id: purchase.sessionId, label: purchase.sessionId },
        reason,
        details: { takenBack: refunded.takenBack, spent: refunded.spent },
      });
      return refunded;
    });
    if (!done) throw conflict(consoleTexts.alreadyRefunded, 'already_refunded');
    const spent = done.spent > 0 ? ` ${credits(done.spent)} had already been spent and could not be taken back.` : '';
    return {
      ok: true,
      message: `Refunded ${dollars(purchase.amountTotal)}; ${credits(done.takenBack)} taken back.${spent}`,
    };
  });

  route(
    app,
    api.graders,
  )(async (request) => {
    staff(request);
    return { graders: await graderStats(db) };
  });

  route(
    app,
    api.audit,
  )(async (request) => {
    staff(request);
    const { after, limit, userId } = queryOf(api.audit, request);
    return auditEntries(db, { target: userId ? { type: 'user', id: userId } : undefined, after, limit });
  });
}
