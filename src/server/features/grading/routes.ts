import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cancelSchema, gradingTexts, reviewSchema } from '../../../shared/grading.js';
import { submissionTexts } from '../../../shared/submissions.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { parseWith } from '../../http/validate.js';
import type { Jobs } from '../../jobs.js';
import { requireRole } from '../accounts/auth.js';
import { claim, holderOf, release } from '../submissions/lifecycle.js';
import { findVisibleSubmission, submissionDetail } from '../submissions/service.js';
import { cancelWithRefund, listQueue, submitReview, type GradingDeps } from './service.js';

type Deps = { db: Database; jobs: Jobs; config: Config };
type WithId = { Params: { id: string } };

/** The grader's side. Every route checks the role on the server; the pages' guards are only for navigation. */
export async function gradingRoutes(app: FastifyInstance, deps: Deps) {
  const grading: GradingDeps = {
    db: deps.db,
    jobs: deps.jobs,
    claimIdleMs: deps.config.claimIdleMinutes * 60_000,
    log: app.log,
  };
  const grader = (request: FastifyRequest) => requireRole(request, ['grader', 'admin']);
  const submissionFor = async (request: FastifyRequest<WithId>) => {
    const row = await findVisibleSubmission(deps.db, grader(request), request.params.id);
    if (!row) throw notFound(submissionTexts.notFound);
    return row;
  };

  app.get('/api/grading/queue', async (request) => ({ queue: await listQueue(grading, grader(request)) }));

  // Opening the review claims it when free; the answer says who holds it, so the page can warn.
  app.post<WithId>('/api/grading/submissions/:id/claim', async (request) => {
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

  app.post<WithId>('/api/grading/submissions/:id/forfeit', async (request) => {
    await release(grading, grader(request), (await submissionFor(request)).id);
    return { ok: true };
  });

  app.post<WithId>('/api/grading/submissions/:id/review', async (request) => {
    const me = grader(request);
    const input = parseWith(reviewSchema, request.body);
    await submitReview(grading, me, (await submissionFor(request)).id, input);
    return { ok: true, message: gradingTexts.reviewSubmitted };
  });

  app.post<WithId>('/api/grading/submissions/:id/cancel', async (request) => {
    const me = grader(request);
    const { reason } = parseWith(cancelSchema, request.body);
    await cancelWithRefund(grading, me, (await submissionFor(request)).id, reason);
    return { ok: true, message: gradingTexts.cancelled };
  });
}
