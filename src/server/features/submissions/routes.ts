import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as api from '../../../shared/contract/submissions.js';
import { shareTexts, submissionFieldsSchema, submissionTexts, type PhotoSize } from '../../../shared/submissions.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { paramsOf, queryOf, route, routeOther, written, writtenAnswer, type Written } from '../../http/contract.js';
import { conflict, HttpError, notFound } from '../../http/errors.js';
import { parseWith } from '../../http/validate.js';
import type { EventHub } from '../../events.js';
import type { Jobs } from '../../jobs.js';
import { keptReadsOn } from '../../kept-reads.js';
import { requireUser, requireVerifiedUser } from '../accounts/auth.js';
import { currentCredits } from '../accounts/people.js';
import { renderingKey, renderPhoto } from './renderings.js';
import {
  createSubmission,
  findByIdempotencyKey,
  findVisibleSubmission,
  listOwnSubmissions,
  photosOf,
  submissionDetail,
  toSummary,
  type SubmissionRow,
} from './service.js';
import { printedPhotoKeys, reportPdf } from './report-pdf.js';
import { reusedPhotos } from './reuse.js';
import { activeShare, revokeShare, shareReport, sharedReport, sharedSubmission, type Share } from './shares.js';
import { discard, receiveUpload, uploadTempDir } from './upload.js';
import { uploadSlots } from './upload-limits.js';

// A refusal may come before the browser has sent the whole body; unless the connection closes, the browser keeps
// sending into it and shows the answer only when keep-alive gives up (over a minute in Chromium).
const closeAfterRefusal = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('connection', 'close');
};

type Deps = { db: Database; storage: Storage; jobs: Jobs; config: Config; events: EventHub };

const idempotencyKeySchema = z.uuid({ error: 'Send an Idempotency-Key header (a UUID) with the submission.' });

export async function submissionRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const tempDir = uploadTempDir(deps.config.dataDir);
  // One account's uploads in progress, so that one account cannot hold the server's connections and disk.
  const slots = uploadSlots();
  // The orders pages a collector has read, kept as written until one of their cards changes (each change notifies
  // them).
  const orders = keptReadsOn<Written<Awaited<ReturnType<typeof listOwnSubmissions>>>>(app, deps.events, (change) =>
    change.topic === 'submissions' ? change.id : null,
  );

  route(app, api.createSubmission, { onError: closeAfterRefusal })(async (request) => {
    if (!request.user) throw new HttpError(401, 'signed_out', submissionTexts.mustLogIn);
    const user = requireVerifiedUser(request);
    const idempotencyKey = parseWith(idempotencyKeySchema, request.headers['idempotency-key']);
    const earlier = await findByIdempotencyKey(db, user.id, idempotencyKey);
    if (earlier) return { ok: true, submission: toSummary(earlier) };
    // Fail before the upload when it could never be paid for; the transaction checks again.
    if ((await currentCredits(db, user.id)) < 1) throw new HttpError(402, 'no_credits', submissionTexts.noCredits);

    const release = slots.take(user.id);
    try {
      const upload = await receiveUpload(request, tempDir, deps.config.uploadStallMs);
      let fields, reused;
      try {
        fields = parseWith(submissionFieldsSchema, upload.fields);
        reused = await reusedPhotos(deps, user.id, upload.fields, tempDir);
      } catch (error) {
        await discard(upload.photos);
        throw error;
      }
      const photos = [...upload.photos, ...reused];
      const submission = await createSubmission(deps, {
        userId: user.id,
        idempotencyKey,
        ...fields,
        photos,
        requestId: request.id,
      });
      // Its id in the log, with this request's: a grep for either finds the card's life (its jobs log both).
      request.log.info({ submissionId: submission.id, publicId: submission.publicId }, 'submission received');
      return { ok: true, submission: toSummary(submission) };
    } finally {
      release();
    }
  });

  route(
    app,
    api.mySubmissions,
  )(async (request, reply) => {
    const user = requireUser(request);
    const page = queryOf(api.mySubmissions, request);
    const json = await orders.through(`${user.id} ${page.limit} ${page.after ?? ''}`, user.id, async () =>
      written(await listOwnSubmissions(db, user.id, page)),
    );
    return writtenAnswer(api.mySubmissions, reply, json);
  });

  route(
    app,
    api.submission,
  )(async (request) => {
    const user = requireUser(request);
    const row = await findVisibleSubmission(db, user, paramsOf(api.submission, request).id);
    if (!row) throw notFound(submissionTexts.notFound);
    return { submission: await submissionDetail(db, row) };
  });

  /** A photo's rendering; the same 404 for a missing photo as for one the asker may not see. */
  const sendPhoto = async (
    reply: FastifyReply,
    submissionId: string | undefined,
    key: string,
    size: PhotoSize,
    // A shared report's photos are kept a short while only: turning the link off should not wait a year.
    maxAge = 31_536_000,
  ) => {
    const [photo] = submissionId ? await photosOf(db, submissionId, [key]) : [];
    if (!photo) throw notFound(submissionTexts.notFound);
    // Made by the job; a viewer faster than the job gets them made now, by the same code.
    const rendered = await renderPhoto(deps, photo);
    return reply
      .type('image/jpeg')
      .header('Cache-Control', `private, max-age=${maxAge}${maxAge > 3600 ? ', immutable' : ''}`)
      .header('Content-Disposition', 'inline')
      .send(await deps.storage.stream(renderingKey(rendered, size)));
  };

  // Photos only through here: the owner, graders and admins; anyone else gets the same 404 as a missing one.
  routeOther(
    app,
    api.submissionPhoto,
  )(async (request, reply) => {
    const user = requireUser(request);
    const { size } = queryOf(api.submissionPhoto, request);
    const { id, key } = paramsOf(api.submissionPhoto, request);
    const row = await findVisibleSubmission(db, user, id);
    return sendPhoto(reply, row?.id, key, size);
  });

  // Share links: only the owner makes, sees or turns off the link to their card's report.
  const ownGraded = async (request: FastifyRequest, id: string) => {
    const user = requireUser(request);
    const row = await findVisibleSubmission(db, user, id);
    if (!row || row.userId !== user.id) throw notFound(submissionTexts.notFound);
    return row;
  };
  const shareOf = (share: Share) => ({
    url: `${deps.config.publicUrl}/shared/${share.token}`,
    createdAt: share.createdAt.toISOString(),
  });

  route(
    app,
    api.reportShare,
  )(async (request) => {
    const row = await ownGraded(request, paramsOf(api.reportShare, request).id);
    const share = await activeShare(db, row.id);
    return { share: share ? shareOf(share) : null };
  });

  route(
    app,
    api.createReportShare,
  )(async (request) => {
    const row = await ownGraded(request, paramsOf(api.createReportShare, request).id);
    if (row.status !== 'COMPLETE') throw conflict(shareTexts.notGraded, 'not_graded');
    return { share: shareOf(await shareReport(db, row.id)) };
  });

  route(
    app,
    api.revokeReportShare,
  )(async (request) => {
    const row = await ownGraded(request, paramsOf(api.revokeReportShare, request).id);
    await revokeShare(db, row.id);
    return { ok: true as const };
  });

  // What a link shows to anyone who has it; an unknown or revoked link is a 404 like any missing page.
  route(
    app,
    api.sharedReport,
  )(async (request) => {
    const { token } = paramsOf(api.sharedReport, request);
    const row = await sharedSubmission(db, token);
    if (!row) throw notFound(shareTexts.notShared);
    return { report: await sharedReport(db, token, row) };
  });

  /** A graded card's report as a PDF download, named after the card. */
  const sendPdf = async (reply: FastifyReply, row: SubmissionRow, token: string | null) => {
    if (row.status !== 'COMPLETE') throw conflict(shareTexts.notGraded, 'not_graded');
    const report = await sharedReport(db, token ?? '', row);
    const photo = async (key: string) => {
      const [found] = await photosOf(db, row.id, [key]);
      return found ? deps.storage.read(renderingKey(await renderPhoto(deps, found), 'display')) : null;
    };
    const printed = printedPhotoKeys(report);
    const pdf = await reportPdf(
      report,
      Object.fromEntries(await Promise.all(printed.map(async (key) => [key, await photo(key)] as const))),
    );
    const name =
      row.cardName
        .replace(/[^\w -]+/g, '')
        .trim()
        .replace(/\s+/g, '-') || 'card';
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="gradewise-${name}-report.pdf"`)
      .send(pdf);
  };

  routeOther(
    app,
    api.reportPdf,
  )(async (request, reply) => {
    const user = requireUser(request);
    const row = await findVisibleSubmission(db, user, paramsOf(api.reportPdf, request).id);
    if (!row) throw notFound(submissionTexts.notFound);
    return sendPdf(reply, row, null);
  });

  routeOther(
    app,
    api.sharedReportPdf,
  )(async (request, reply) => {
    const { token } = paramsOf(api.sharedReportPdf, request);
    const row = await sharedSubmission(db, token);
    if (!row) throw notFound(shareTexts.notShared);
    return sendPdf(reply, row, token);
  });

  routeOther(
    app,
    api.sharedPhoto,
  )(async (request, reply) => {
    const { token, key } = paramsOf(api.sharedPhoto, request);
    const row = await sharedSubmission(db, token);
    if (!row) throw notFound(shareTexts.notShared);
    return sendPhoto(reply, row.id, key, queryOf(api.sharedPhoto, request).size, 300);
  });
}
