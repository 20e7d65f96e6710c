import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficialResult } from '../../../shared/official-result-schema.js';
import { CERTIFICATE_FORMATS, officialResultTexts } from '../../../shared/official-results.js';
import type { TrackRecord } from '../../../shared/track-record.js';
import { apiClient, createTestApp, eventually, linkFromOutbox, type TestApp } from '../../../../tests/helpers/app.js';
import { signedInUser } from '../../../../tests/helpers/accounts.js';
import { makeJpegWithGps, makePng, GPS_MARKERS, multipart } from '../../../../tests/helpers/photos.js';
import { createSubmissionFor } from '../../../../tests/helpers/submissions.js';
import { readOutbox } from '../../adapters/mail/outbox.js';
import { outboxDir } from '../../app.js';
import { auditLog, officialResultChanges, submissions } from '../../db/schema.js';
import { changeRole } from '../accounts/people.js';
import { hasUnsubscribed, sweepReminders } from './reminders.js';
import { recordTexts } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<typeof apiClient>;
const resultPath = (id: string) => `/api/submissions/${id}/official-result`;
// Graded today (asked at each use: a run can cross midnight): an official result comes after our estimate, which the
// tests make today.
const today = () => new Date().toISOString().slice(0, 10);
const psa9 = {
  company: 'PSA',
  grade: '9',
  certificate: '81234567',
  get gradedOn() {
    return today();
  },
};
let certificates = 10_000_000;
/** A PSA 9 with a certificate number no other test has used. */
const psa = (grade = '9') => ({ ...psa9, grade, certificate: String((certificates += 1)), gradedOn: today() });

async function staff() {
  const person = await signedInUser(t);
  await changeRole(t.database.db, person.userId, 'admin');
  return person;
}

/** A collector's order, reviewed by `grader` with the given grades (the API's own path: submit, claim, review). */
async function completedOrder(owner: Client, grader: Client, anticipatedGrade = 9, ceilingGrade = 10) {
  const submission = await createSubmissionFor(t, owner);
  const action = (name: string) => `/api/grading/submissions/${submission.id}/${name}`;
  expect((await grader.post(action('claim'))).statusCode).toBe(200);
  expect((await grader.post(action('review'), { anticipatedGrade, ceilingGrade })).statusCode).toBe(200);
  return submission.id;
}

/** Sends a label photo for the result of order `id`, as the browser does. */
async function sendLabel(owner: Client, id: string, data?: Buffer) {
  const form = await multipart({}, [
    { name: 'photo', data: data ?? (await makePng(300, 200)), filename: 'label.png', contentType: 'image/png' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${resultPath(id)}/label`,
    headers: { origin: t.config.publicUrl, cookie: owner.cookie()!, 'content-type': form.contentType },
    payload: form.body,
  });
}

/** Reports `report` for order `id` with a label photo: what staff can verify. */
async function reportWithLabel(owner: Client, id: string, report: object) {
  const { result } = (await owner.post(resultPath(id), report)).json<{ result: OfficialResult }>();
  expect((await sendLabel(owner, id)).statusCode).toBe(200);
  return result;
}

async function accuracy() {
  return (await apiClient(t).get('/api/accuracy')).json<{ record: TrackRecord; unverified: number; sample: unknown }>();
}

let collector: Awaited<ReturnType<typeof signedInUser>>;
let grader: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  collector = await signedInUser(t);
  grader = await signedInUser(t, 'grader');
  admin = await staff();
});

describe('reporting an official result', () => {
  it('is for the order’s owner only, once the estimate is complete', async () => {
    const waiting = await createSubmissionFor(t, collector.client);
    const notYet = await collector.client.post(resultPath(waiting.id), psa());
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe(officialResultTexts.notComplete);

    const id = await completedOrder(collector.client, grader.client);
    const stranger = await signedInUser(t);
    for (const other of [stranger.client, grader.client, admin.client]) {
      expect((await other.post(resultPath(id), psa())).statusCode).toBe(404);
      expect((await other.get(resultPath(id))).statusCode).toBe(404);
    }
    expect((await apiClient(t).post(resultPath(id), psa())).statusCode).toBe(401);

    const saved = await collector.client.post(resultPath(id), psa9);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(officialResultTexts.saved);
    const { result, estimate } = (await collector.client.get(resultPath(id))).json<{
      result: OfficialResult;
      estimate: { anticipatedGrade: number; ceilingGrade: number };
    }>();
    expect(result).toMatchObject({ company: 'PSA', grade: '9', certificate: '81234567', status: 'pending' });
    expect(estimate).toEqual({ anticipatedGrade: 9, ceilingGrade: 10 });
  });

  it('refuses a certificate number outside the company’s format, a grade off its scale and a future date', async () => {
    const id = await completedOrder(collector.client, grader.client);
    const wrongNumber = await collector.client.post(resultPath(id), { ...psa(), certificate: 'A1234567' });
    expect(wrongNumber.statusCode).toBe(400);
    expect(wrongNumber.json().error.message).toBe(CERTIFICATE_FORMATS.PSA.says);
    const wrongGrade = await collector.client.post(resultPath(id), { ...psa(), grade: '9.5' });
    expect(wrongGrade.json().error.message).toBe(officialResultTexts.gradeNotOnScale('PSA'));
    const future = await collector.client.post(resultPath(id), { ...psa(), gradedOn: '2999-01-01' });
    expect(future.json().error.message).toBe(officialResultTexts.dateInFuture);
    const beforeEstimate = await collector.client.post(resultPath(id), { ...psa(), gradedOn: '2020-01-01' });
    expect(beforeEstimate.json().error.message).toBe(officialResultTexts.dateTooEarly);
    const bgs = await collector.client.post(resultPath(id), {
      company: 'BGS',
      grade: '9.5',
      certificate: '0012345678',
      gradedOn: today(),
      centeringSubgrade: 9,
    });
    expect(bgs.statusCode).toBe(200);
    // Nothing half-written by the refusals: one save, one change.
    const { changes } = (await collector.client.get(resultPath(id))).json<{ changes: unknown[] }>();
    expect(changes).toHaveLength(1);
  });

  it('counts a slab once: a certificate already reported for another order is refused', async () => {
    const first = await completedOrder(collector.client, grader.client);
    const second = await completedOrder(collector.client, grader.client);
    const report = psa();
    expect((await collector.client.post(resultPath(first), report)).statusCode).toBe(200);
    const again = await collector.client.post(resultPath(second), report);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(recordTexts.certificateTaken);
  });

  it('keeps every change, sends a changed result back to staff, and locks it once verified', async () => {
    const id = await completedOrder(collector.client, grader.client);
    const first = (await collector.client.post(resultPath(id), psa('8'))).json<{ result: OfficialResult }>().result;
    const rejected = await admin.client.post(`/api/staff/official-results/${first.id}/reject`, {
      reason: 'The label photo is unreadable.',
    });
    expect(rejected.statusCode).toBe(200);
    const seen = (await collector.client.get(resultPath(id))).json<{ result: OfficialResult }>().result;
    expect(seen).toMatchObject({ status: 'rejected', rejectReason: 'The label photo is unreadable.' });

    const changed = await collector.client.post(resultPath(id), psa('9'));
    expect(changed.json().result.status).toBe('pending');
    const noLabel = await admin.client.post(`/api/staff/official-results/${first.id}/verify`);
    expect(noLabel.statusCode).toBe(409);
    expect(noLabel.json().error.message).toBe(recordTexts.needsLabel);
    expect((await sendLabel(collector.client, id)).statusCode).toBe(200);
    expect((await admin.client.post(`/api/staff/official-results/${first.id}/verify`)).statusCode).toBe(200);
    const locked = await collector.client.post(resultPath(id), psa('10'));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(officialResultTexts.verifiedLocked);

    const { changes } = (await collector.client.get(resultPath(id))).json<{
      changes: { by: string; what: string }[];
    }>();
    expect(changes.map((change) => change.by)).toEqual(['You', 'Staff', 'You', 'You', 'Staff']);
    expect(changes[0]!.what).toMatch(/^Reported PSA 8, certificate \d+$/);
    expect(changes[1]!.what).toBe('Rejected: The label photo is unreadable.');
    expect(changes[2]!.what).toMatch(/^Changed to PSA 9/);
    expect(changes[3]!.what).toBe('Added a label photo');
    expect(changes[4]!.what).toMatch(/^Verified PSA 9/);
    // The kept rows hold the whole result as it was.
    const rows = await t.database.db
      .select()
      .from(officialResultChanges)
      .where(eq(officialResultChanges.resultId, first.id));
    expect(rows.map((row) => (row.snapshot as OfficialResult).grade)).toEqual(['8', '8', '9', '9', '9']);
  });
});

describe('staff checking results', () => {
  it('is for admins only: graders and collectors get 403', async () => {
    const id = await completedOrder(collector.client, grader.client);
    const result = await reportWithLabel(collector.client, id, psa());
    for (const other of [collector.client, grader.client]) {
      expect((await other.get('/api/staff/official-results')).statusCode).toBe(403);
      expect((await other.post(`/api/staff/official-results/${result.id}/verify`)).statusCode).toBe(403);
      expect((await other.post(`/api/staff/official-results/${result.id}/reject`, { reason: 'x' })).statusCode).toBe(
        403,
      );
    }
    const list = (await admin.client.get('/api/staff/official-results')).json<{ results: { id: string }[] }>();
    expect(list.results.map((r) => r.id)).toContain(result.id);
    const noReason = await admin.client.post(`/api/staff/official-results/${result.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect((await admin.client.post(`/api/staff/official-results/${result.id}/verify`)).statusCode).toBe(200);
    // Checking a result is a staff action: it is in the audit log, with who did it.
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, result.id));
    expect(entry).toMatchObject({ actorId: admin.userId, action: `official result verified (PSA 9)` });
    const twice = await admin.client.post(`/api/staff/official-results/${result.id}/verify`);
    expect(twice.statusCode).toBe(409);
  });
});

describe('the label photo', () => {
  it('is kept re-encoded, shown to its owner and staff only', async () => {
    const id = await completedOrder(collector.client, grader.client);
    const { result } = (await collector.client.post(resultPath(id), psa())).json<{ result: OfficialResult }>();
    const post = (data: Buffer) => sendLabel(collector.client, id, data);
    const notImage = await post(Buffer.from('not an image at all, just some text'));
    expect(notImage.statusCode).toBe(400);
    expect((await post(await makeJpegWithGps(400, 300))).statusCode).toBe(200);
    const url = `/api/official-results/${result.id}/label`;
    const seen = await collector.client.get(url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.rawPayload.includes(Buffer.from(GPS_MARKERS.description))).toBe(false);
    expect((await admin.client.get(url)).statusCode).toBe(200);
    expect((await grader.client.get(url)).statusCode).toBe(404);
    expect((await (await signedInUser(t)).client.get(url)).statusCode).toBe(404);
    const again = (await collector.client.get(resultPath(id))).json<{ result: OfficialResult }>().result;
    expect(again.hasLabelPhoto).toBe(true);
    expect((await post(await makePng(300, 200))).statusCode).toBe(200);
  });
});

describe('the track record', () => {
  it('counts verified results only, and says how many wait to be checked', async () => {
    const before = await accuracy();
    const id = await completedOrder(collector.client, grader.client, 8, 9);
    const result = await reportWithLabel(collector.client, id, psa('9'));
    const reported = await accuracy();
    expect(reported.record.results).toBe(before.record.results);
    expect(reported.unverified).toBe(before.unverified + 1);
    await admin.client.post(`/api/staff/official-results/${result.id}/verify`);
    const verified = await accuracy();
    expect(verified.record.results).toBe(before.record.results + 1);
    expect(verified.record.inRange.hits).toBe(before.record.inRange.hits + 1);
    expect(verified.record.exact.hits).toBe(before.record.exact.hits);
    expect(verified.unverified).toBe(before.unverified);
    // No made-up figures outside evaluation mode.
    expect(verified.sample).toBeNull();
  });

  it('gives each grader the record of their own reviews', async () => {
    const other = await signedInUser(t, 'grader');
    const id = await completedOrder(collector.client, other.client, 7, 8);
    const result = await reportWithLabel(collector.client, id, psa('7'));
    await admin.client.post(`/api/staff/official-results/${result.id}/verify`);
    const mine = (await other.client.get('/api/grading/record')).json<{ record: TrackRecord }>().record;
    expect(mine).toMatchObject({ results: 1, compared: 1, exact: { n: 1, hits: 1 } });
    expect((await collector.client.get('/api/grading/record')).statusCode).toBe(403);
  });
});

describe('the reminder', () => {
  it('goes once, weeks after the estimate, with a link to the form and one that stops them', async () => {
    const person = await signedInUser(t);
    const id = await completedOrder(person.client, grader.client);
    const reported = await completedOrder(person.client, grader.client);
    await person.client.post(resultPath(reported), psa());
    const weeksAgo = new Date(Date.now() - 7 * 7 * 24 * 3600 * 1000);
    await t.database.db.update(submissions).set({ closedAt: weeksAgo }).where(eq(submissions.userId, person.userId));
    const sweep = () => sweepReminders({ db: t.database.db, jobs: t.jobs }, new Date(), t.config.reminderAfterMs);

    expect(await sweep()).toBe(1); // the reported order is not reminded
    expect(await sweep()).toBe(0); // nor the other twice
    const email = (await t.database.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
    const to = (await person.client.get('/api/auth/session')).json().user.email as string;
    const link = await linkFromOutbox(t, to, '#official-result');
    expect(link).toBe(`${t.config.publicUrl}/orders/${email.id}#official-result`);
    const unsubscribeLink = await linkFromOutbox(t, to, '/reminders/unsubscribe');
    const token = new URL(unsubscribeLink).searchParams.get('token')!;

    const bad = await apiClient(t).post('/api/official-results/reminders/unsubscribe', { token: 'nope' });
    expect(bad.statusCode).toBe(400);
    const done = await apiClient(t).post('/api/official-results/reminders/unsubscribe', { token });
    expect(done.statusCode).toBe(200);
    expect(await hasUnsubscribed(t.database.db, person.userId)).toBe(true);

    // Another order of theirs, due later: no reminder now that they have unsubscribed.
    const later = await completedOrder(person.client, grader.client);
    await t.database.db.update(submissions).set({ closedAt: weeksAgo }).where(eq(submissions.id, later));
    expect(await sweep()).toBe(0);
    const messages = await eventually(async () => {
      const all = (await readOutbox(outboxDir(t.config))).filter((m) => m.to === to && /come back/.test(m.subject));
      return all.length > 0 && all;
    });
    expect(messages).toHaveLength(1);
  });
});
