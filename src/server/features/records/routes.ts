import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/contract/records.js';
import { officialResultTexts } from '../../../shared/official-results.js';
import { submissionTexts } from '../../../shared/submissions.js';
import { trackRecord } from '../../../shared/track-record.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { bodyOf, paramsOf, queryOf, route, routeOther } from '../../http/contract.js';
import { conflict, notFound } from '../../http/errors.js';
import { requireRole, requireVerifiedUser } from '../accounts/auth.js';
import { findVisibleSubmission } from '../submissions/service.js';
import { labelKey, labelTexts, receiveLabelPhoto } from './label-photo.js';
import { reminderTexts, unsubscribe } from './reminders.js';
import { sampleRecordRows } from './sample.js';
import {
  changesOf,
  decideResult,
  recordRows,
  recordTexts,
  reportResult,
  resultById,
  resultOfSubmission,
  resultsForStaff,
  setLabelPhoto,
  toOfficialResult,
  unverifiedCount,
} from './service.js';

type Deps = { db: Database; storage: Storage; config: Config };

/** Official results: the owner reports, staff (admins) check, and everyone sees the track record. */
export async function recordRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  // Only the order's owner reports its result: anyone else hears the same 404 as for a missing order.
  const ownOrder = async (request: FastifyRequest, id: string) => {
    const user = requireVerifiedUser(request);
    const row = await findVisibleSubmission(db, user, id);
    if (!row || row.userId !== user.id) throw notFound(submissionTexts.notFound);
    return { user, row };
  };
  const staff = (request: FastifyRequest) => requireRole(request, ['admin']);
  const today = () => new Date().toISOString().slice(0, 10);
  // Made once: the sample never changes, and only evaluation mode shows it.
  const sample = deps.config.seedDemo ? trackRecord(sampleRecordRows()) : null;

  route(
    app,
    api.officialResult,
  )(async (request) => {
    const { user, row } = await ownOrder(request, paramsOf(api.officialResult, request).id);
    const result = await resultOfSubmission(db, row.id);
    const estimate =
      row.status === 'COMPLETE' && row.anticipatedGrade !== null && row.ceilingGrade !== null
        ? { anticipatedGrade: row.anticipatedGrade, ceilingGrade: row.ceilingGrade }
        : null;
    return {
      result: result ? toOfficialResult(result) : null,
      changes: result ? await changesOf(db, result.id, user) : [],
      estimate,
    };
  });

  route(
    app,
    api.reportOfficialResult,
  )(async (request) => {
    const { user, row } = await ownOrder(request, paramsOf(api.reportOfficialResult, request).id);
    const input = bodyOf(api.reportOfficialResult, request);
    const saved = await reportResult(db, user, row, input, today());
    return { ok: true, message: officialResultTexts.saved, result: toOfficialResult(saved) };
  });

  routeOther(
    app,
    api.uploadLabelPhoto,
  )(async (request) => {
    const { user, row } = await ownOrder(request, paramsOf(api.uploadLabelPhoto, request).id);
    const result = await resultOfSubmission(db, row.id);
    if (!result) throw notFound(recordTexts.noResultForLabel, 'no_result');
    if (result.status === 'verified') throw conflict(officialResultTexts.verifiedLocked, 'verified');
    const photo = await receiveLabelPhoto(request);
    // Stored before the row names it: a failure between leaves a file the next upload overwrites, never a row
    // naming a missing photo. The key is the result's own, so a replacement overwrites in place.
    await deps.storage.put(labelKey(result.id), photo, 'image/jpeg');
    await setLabelPhoto(db, user, result.id, labelKey(result.id));
    return { ok: true, message: labelTexts.saved };
  });

  routeOther(
    app,
    api.labelPhoto,
  )(async (request, reply) => {
    const user = requireVerifiedUser(request);
    const result = await resultById(db, paramsOf(api.labelPhoto, request).id);
    const mayView = result && (result.userId === user.id || user.role === 'admin');
    if (!mayView || !result.labelPhotoKey) throw notFound(recordTexts.notFound);
    return reply
      .type('image/jpeg')
      .header('Cache-Control', 'private, no-cache')
      .header('Content-Disposition', 'inline')
      .send(await deps.storage.stream(result.labelPhotoKey));
  });

  route(
    app,
    api.staffResults,
  )(async (request) => {
    const me = staff(request);
    return { results: await resultsForStaff(db, me, queryOf(api.staffResults, request).status) };
  });

  route(
    app,
    api.verifyResult,
  )(async (request) => {
    await decideResult(db, staff(request), paramsOf(api.verifyResult, request).id, { status: 'verified' });
    return { ok: true, message: officialResultTexts.verified };
  });

  route(
    app,
    api.rejectResult,
  )(async (request) => {
    const me = staff(request);
    const { reason } = bodyOf(api.rejectResult, request);
    await decideResult(db, me, paramsOf(api.rejectResult, request).id, { status: 'rejected', reason });
    return { ok: true, message: officialResultTexts.rejected };
  });

  route(
    app,
    api.accuracy,
  )(async () => ({
    record: trackRecord(await recordRows(db)),
    unverified: await unverifiedCount(db),
    sample,
  }));

  route(
    app,
    api.myRecord,
  )(async (request) => {
    const me = requireRole(request, ['grader', 'admin']);
    return { record: trackRecord(await recordRows(db, me.id)) };
  });

  route(
    app,
    api.unsubscribeReminders,
  )(async (request) => {
    await unsubscribe(db, bodyOf(api.unsubscribeReminders, request).token);
    return { ok: true, message: reminderTexts.unsubscribed };
  });
}
