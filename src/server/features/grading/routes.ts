import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/contract/grading.js';
import { gradingTexts } from '../../../shared/grading.js';
import { submissionTexts } from '../../../shared/submissions.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { bodyOf, paramsOf, queryOf, route, writtenAnswer } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import type { EventHub } from '../../events.js';
import type { Jobs } from '../../jobs.js';
import { keptReadsOn } from '../../kept-reads.js';
import { requireRole } from '../accounts/auth.js';
import { claim, holderOf, release } from '../submissions/lifecycle.js';
import { findVisibleSubmission, submissionDetail } from '../submissions/service.js';
import { cancelWithRefund, listHistory, listQueue, QUEUE, submitReview, type QueueDeps } from './service.js';

type Deps = { db: Database; jobs: Jobs; config: Config; events: EventHub };

/** The grader's side. Every route checks the role on the server; the pages' guards are only for navigation. */
export async function gradingRoutes(app: FastifyInstance, deps: Deps) {
  const grading: QueueDeps = {
    db: deps.db,
    jobs: deps.jobs,
    claimIdleMs: deps.config.claimIdleMinutes * 60_000,
    log: app.log,
    // The queue's pages as every grader reads them, kept until a card in it changes; a holder's name comes from
    // their account, so an account's change forgets them too.
    waiting: keptReadsOn(app, deps.events, (change) =>
      change.topic === 'queue' || change.topic === 'account' ? QUEUE : null,
    ),
  };
  const grader = (request: FastifyRequest) => requireRole(request, ['grader', 'admin']);
  const submissionFor = async (request: FastifyRequest) => {
    const row = await findVisibleSubmission(deps.db, grader(request), paramsOf(api.claim, request).id);
    if (!row) throw notFound(submissionTexts.notFound);
    return row;
  };

  route(
    app,
    api.queue,
  )(async (request, reply) => {
    return writtenAnswer(api.queue, reply, await listQueue(grading, grader(request), queryOf(api.queue, request)));
  });
  route(app, api.history)(async (request) => listHistory(grading, grader(request), queryOf(api.history, request)));

  // Opening the review claims it when free; the answer says who holds it, so the page can warn.
  route(
    app,
    api.claim,
  )(async (request) => {
    const me = grader(request);
    const row = await claim(grading, me, (await submissionFor(request)).id);
    if (!row) throw notFound(submissionTexts.notFound);
    const holder = await holderOf(deps.db, row, grading.claimIdleMs);
    return {
      submission: await submissionDetail(deps.db, row),
      heldBy: holder && holder.id !== me.id ? holder.name : null,
      heldByMe: holder?.id === me.id,
    };
  });

  route(
    app,
    api.forfeit,
  )(async (request) => {
    await release(grading, grader(request), (await submissionFor(request)).id);
    return { ok: true };
  });

  route(
    app,
    api.review,
  )(async (request) => {
    const me = grader(request);
    const input = bodyOf(api.review, request);
    await submitReview(grading, me, (await submissionFor(request)).id, input);
    return { ok: true, message: gradingTexts.reviewSubmitted };
  });

  route(
    app,
    api.cancel,
  )(async (request) => {
    const me = grader(request);
    const { reason } = bodyOf(api.cancel, request);
    await cancelWithRefund(grading, me, (await submissionFor(request)).id, reason);
    return { ok: true, message: gradingTexts.cancelled };
  });
}
