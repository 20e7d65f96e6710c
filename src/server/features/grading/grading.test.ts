import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawingTexts } from '../../../shared/centering/drawing.js';
import { gradingTexts, type QueueEntry } from '../../../shared/grading.js';
import { markTexts } from '../../../shared/marks.js';
import type { OrderSummary, SubmissionDetail } from '../../../shared/submissions.js';
import { apiClient, createTestApp, eventually, linkFromOutbox, type TestApp } from '../../../../tests/helpers/app.js';
import { creditsOf, signedInUser } from '../../../../tests/helpers/accounts.js';
import { createSubmissionFor } from '../../../../tests/helpers/submissions.js';
import { readOutbox } from '../../adapters/mail/outbox.js';
import { outboxDir } from '../../app.js';
import { creditLedger, reviews, submissions, users } from '../../db/schema.js';
import { findLedgerMismatches } from '../credits/invariant.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<typeof apiClient>;
type Person = { client: Client; userId: string; email: string };

async function emailOf(userId: string) {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

async function collector(): Promise<Person> {
  const user = await signedInUser(t);
  return { ...user, email: await emailOf(user.userId) };
}

/**
 * A grader with a real name, and the name others see them by: the first Grace Hopper is "Grace H.", the next ones
 * need more of the last name (grader-names.test.ts).
 */
async function grader(firstName: string, lastName: string): Promise<Person & { name: string }> {
  const user = await signedInUser(t, 'grader', { firstName, lastName });
  const [row] = await t.database.db.select({ name: users.graderName }).from(users).where(eq(users.id, user.userId));
  return { ...user, email: await emailOf(user.userId), name: row!.name! };
}

const action = (id: string, name: 'claim' | 'forfeit' | 'review' | 'cancel') =>
  `/api/grading/submissions/${id}/${name}`;

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, id));
  return row!;
}

const reviewsOf = (id: string) => t.database.db.select().from(reviews).where(eq(reviews.submissionId, id));

const refundsOf = (userId: string) =>
  t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'refund')));

async function queueOf(client: Client): Promise<QueueEntry[]> {
  const response = await client.get('/api/grading/queue');
  expect(response.statusCode).toBe(200);
  return response.json<{ queue: QueueEntry[] }>().queue;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const review = {
  anticipatedGrade: 8,
  ceilingGrade: 9,
  centeringFront: '55/45',
  centeringBack: '60/40',
  rawValue: '$120',
  gradedValue: '$300',
  issues: ['centering', 'edge whitening'],
  customIssue: true,
  customNote: 'Print line across the holo',
  explanation: 'Sharp corners; slight whitening on the back edges.',
};

describe('permissions', () => {
  it('answers 401 signed out and 403 to collectors on every grading endpoint, and changes nothing', async () => {
    const owner = await collector();
    const otherCollector = await collector();
    const grace = await grader('Grace', 'Hopper');
    const submission = await createSubmissionFor(t, owner.client);
    // Claimed, so a forfeit that got through would show as well as a claim, review or cancel.
    expect((await grace.client.post(action(submission.id, 'claim'))).statusCode).toBe(200);
    const snapshot = async () => ({
      row: await rowOf(submission.id),
      reviews: await reviewsOf(submission.id),
      credits: await creditsOf(t, owner.userId),
      ledger: await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, owner.userId)),
    });
    const before = await snapshot();

    const callers: [string, Client, number, string][] = [
      ['signed out', apiClient(t, '10.250.0.1'), 401, 'signed_out'],
      ['the owner', owner.client, 403, 'not_allowed'],
      ['another collector', otherCollector.client, 403, 'not_allowed'],
    ];
    for (const [who, client, status, code] of callers) {
      const queue = await client.get('/api/grading/queue');
      expect([queue.statusCode, queue.json().error.code], `${who}: queue`).toEqual([status, code]);
      const writes: [Parameters<typeof action>[1], object][] = [
        ['claim', {}],
        ['forfeit', {}],
        ['review', review],
        ['cancel', { reason: 'Blurry photos' }],
      ];
      for (const [name, body] of writes) {
        const response = await client.post(action(submission.id, name), body);
        expect([response.statusCode, response.json().error.code], `${who}: ${name}`).toEqual([status, code]);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(before.row).toMatchObject({ status: 'PENDING', inProgressBy: grace.userId });
  });

  it('lets an admin see the queue', async () => {
    const admin = await signedInUser(t, 'grader');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
    expect((await admin.client.get('/api/grading/queue')).statusCode).toBe(200);
  });
});

describe('the queue', () => {
  it('lists OPEN and PENDING submissions oldest first, and never COMPLETE or CANCELLED ones', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const [newer, older, completed, cancelled] = [
      await createSubmissionFor(t, owner.client),
      await createSubmissionFor(t, owner.client),
      await createSubmissionFor(t, owner.client),
      await createSubmissionFor(t, owner.client),
    ].map((submission) => submission.id) as [string, string, string, string];
    // Created in this order, but dated otherwise: the queue must go by age, not by insertion.
    const ages: [string, number][] = [
      [newer, 60],
      [older, 180],
      [completed, 240],
      [cancelled, 300],
    ];
    for (const [id, minutes] of ages) {
      await t.database.db
        .update(submissions)
        .set({ createdAt: minutesAgo(minutes) })
        .where(eq(submissions.id, id));
    }
    expect((await grace.client.post(action(older, 'claim'))).statusCode).toBe(200);
    expect((await grace.client.post(action(completed, 'review'), review)).statusCode).toBe(200);
    expect((await grace.client.post(action(cancelled, 'cancel'), { reason: 'Blurry' })).statusCode).toBe(200);

    const queue = await queueOf(grace.client);
    const mine = queue.filter((entry) => [newer, older, completed, cancelled].includes(entry.id));
    expect(mine.map((entry) => [entry.id, entry.status])).toEqual([
      [older, 'PENDING'],
      [newer, 'OPEN'],
    ]);
    expect(queue.every((entry) => entry.status === 'OPEN' || entry.status === 'PENDING')).toBe(true);
    const dates = queue.map((entry) => entry.createdAt);
    expect(dates).toEqual([...dates].sort());
  });

  it('shows who holds a claim by first name and last initial, and no e-mail anywhere', async () => {
    const owner = await collector();
    // The only Mary Jackson here: her name needs no more than the initial.
    const grace = await grader('Mary', 'Jackson');
    const alan = await grader('Alan', 'Turing');
    const held = await createSubmissionFor(t, owner.client);
    const free = await createSubmissionFor(t, owner.client);
    expect((await grace.client.post(action(held.id, 'claim'))).statusCode).toBe(200);

    const seenByAlan = await alan.client.get('/api/grading/queue');
    const entries = seenByAlan.json<{ queue: QueueEntry[] }>().queue;
    expect(entries.find((entry) => entry.id === held.id)).toMatchObject({ heldBy: 'Mary J.', heldByMe: false });
    expect(entries.find((entry) => entry.id === free.id)).toMatchObject({ heldBy: null, heldByMe: false });
    expect((await queueOf(grace.client)).find((entry) => entry.id === held.id)).toMatchObject({ heldByMe: true });

    const claimSeenByAlan = await alan.client.post(action(held.id, 'claim'));
    for (const body of [seenByAlan.body, claimSeenByAlan.body]) {
      for (const secret of [grace.email, owner.email, alan.email, 'Jackson', '@']) expect(body).not.toContain(secret);
    }
  });

  it('lets a claim lapse after CLAIM_IDLE_MINUTES, and then another grader can take it', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const alan = await grader('Alan', 'Turing');
    const { id } = await createSubmissionFor(t, owner.client);
    expect((await grace.client.post(action(id, 'claim'))).statusCode).toBe(200);
    const idle = t.config.claimIdleMinutes;

    // Just inside the limit the claim still holds.
    await t.database.db
      .update(submissions)
      .set({ claimedAt: minutesAgo(idle - 1) })
      .where(eq(submissions.id, id));
    expect((await alan.client.post(action(id, 'claim'))).json()).toMatchObject({ heldBy: grace.name, heldByMe: false });
    expect((await rowOf(id)).inProgressBy).toBe(grace.userId);

    // Past it, the queue shows nobody and Alan's claim takes it.
    await t.database.db
      .update(submissions)
      .set({ claimedAt: minutesAgo(idle + 1) })
      .where(eq(submissions.id, id));
    expect((await queueOf(alan.client)).find((entry) => entry.id === id)).toMatchObject({ heldBy: null });
    expect((await alan.client.post(action(id, 'claim'))).json()).toMatchObject({ heldBy: null, heldByMe: true });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'PENDING', inProgressBy: alan.userId });
    expect(row.claimedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await queueOf(grace.client)).find((entry) => entry.id === id)).toMatchObject({
      heldBy: alan.name,
      heldByMe: false,
    });
  });
});

describe('claim and forfeit', () => {
  it('claims for the first grader only, and a forfeit by anyone else changes nothing', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const alan = await grader('Alan', 'Turing');
    const { id } = await createSubmissionFor(t, owner.client);
    expect(await rowOf(id)).toMatchObject({ status: 'OPEN', inProgressBy: null });

    const first = await grace.client.post(action(id, 'claim'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      submission: { id, status: 'PENDING', reviews: [] },
      heldBy: null,
      heldByMe: true,
    });
    expect(first.json().submission.photos).toHaveLength(10);
    const claimed = await rowOf(id);
    expect(claimed).toMatchObject({ status: 'PENDING', inProgressBy: grace.userId });

    const second = await alan.client.post(action(id, 'claim'));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ heldBy: grace.name, heldByMe: false });
    expect(await rowOf(id)).toEqual(claimed);

    expect((await alan.client.post(action(id, 'forfeit'))).json()).toEqual({ ok: true });
    expect(await rowOf(id)).toEqual(claimed);

    expect((await grace.client.post(action(id, 'forfeit'))).json()).toEqual({ ok: true });
    expect(await rowOf(id)).toMatchObject({ status: 'OPEN', inProgressBy: null, claimedAt: null });
    expect((await queueOf(alan.client)).find((entry) => entry.id === id)).toMatchObject({
      status: 'OPEN',
      heldBy: null,
    });

    expect((await alan.client.post(action(id, 'claim'))).json()).toMatchObject({ heldByMe: true });
    expect(await rowOf(id)).toMatchObject({ status: 'PENDING', inProgressBy: alan.userId });
  });

  it('answers 404 for a submission that does not exist', async () => {
    const grace = await grader('Grace', 'Hopper');
    const response = await grace.client.post(action('00000000-0000-4000-8000-000000000000', 'claim'));
    expect(response.statusCode).toBe(404);
  });
});

describe('review', () => {
  it('refuses missing, out-of-range, fractional and non-numeric grades, a ceiling under the anticipated grade and an empty custom note', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const { id } = await createSubmissionFor(t, owner.client);
    expect((await grace.client.post(action(id, 'claim'))).statusCode).toBe(200);

    const bad: [string, object, string][] = [];
    for (const field of ['anticipatedGrade', 'ceilingGrade'] as const) {
      const { [field]: _omitted, ...without } = review;
      bad.push([`${field} missing`, without, gradingTexts.gradesRequired]);
      for (const value of [0, 11, 9.5, -3, 'nine', '', null]) {
        bad.push([`${field} = ${JSON.stringify(value)}`, { ...review, [field]: value }, gradingTexts.gradesRequired]);
      }
    }
    bad.push([
      'a ceiling under the anticipated grade',
      { ...review, anticipatedGrade: 9, ceilingGrade: 8 },
      gradingTexts.ceilingBelowAnticipated,
    ]);
    for (const note of ['', '   ']) {
      bad.push([
        `custom note ${JSON.stringify(note)}`,
        { ...review, customNote: note },
        gradingTexts.customNoteRequired,
      ]);
    }
    for (const [name, body, message] of bad) {
      const response = await grace.client.post(action(id, 'review'), body);
      expect([response.statusCode, response.json().error], name).toEqual([400, { code: 'invalid_input', message }]);
    }
    expect(await reviewsOf(id)).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: 'PENDING', inProgressBy: grace.userId });
    // Unticked, an empty note is no issue at all.
    const plain = { ...review, customIssue: false, customNote: '' };
    expect((await grace.client.post(action(id, 'review'), plain)).statusCode).toBe(200);
    expect((await reviewsOf(id))[0]!.issues).toEqual(['centering', 'edge whitening']);
  });

  it('stores the review, completes the submission and clears the claim; a second review is refused', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const alan = await grader('Alan', 'Turing');
    const { id } = await createSubmissionFor(t, owner.client);
    expect((await grace.client.post(action(id, 'claim'))).statusCode).toBe(200);

    const response = await grace.client.post(action(id, 'review'), review);
    expect([response.statusCode, response.json()]).toEqual([200, { ok: true, message: 'Review submitted!' }]);
    expect(await rowOf(id)).toMatchObject({ status: 'COMPLETE', inProgressBy: null, claimedAt: null });
    const stored = await reviewsOf(id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      graderId: grace.userId,
      anticipatedGrade: 8,
      ceilingGrade: 9,
      centeringFront: '55/45',
      centeringBack: '60/40',
      rawValue: '$120',
      gradedValue: '$300',
      issues: ['centering', 'edge whitening', 'Print line across the holo'],
      explanation: review.explanation,
    });

    // Graders reopening it see the review under the grader's display name, and it stays closed.
    const seen = (await alan.client.post(action(id, 'claim'))).json<{
      submission: SubmissionDetail;
      heldByMe: boolean;
    }>();
    expect(seen.heldByMe).toBe(false);
    expect(seen.submission.reviews).toEqual([
      expect.objectContaining({ grader: grace.name, anticipatedGrade: 8, issues: stored[0]!.issues }),
    ]);
    expect(await rowOf(id)).toMatchObject({ status: 'COMPLETE', inProgressBy: null });

    const again = await grace.client.post(action(id, 'review'), { ...review, anticipatedGrade: 3 });
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      { code: 'already_reviewed', message: "You've already submitted a review." },
    ]);
    const late = await alan.client.post(action(id, 'review'), review);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'closed']);
    expect(await reviewsOf(id)).toHaveLength(1);
  });

  it("shows the owner the review through GET /api/submissions/:id, by the grader's display name", async () => {
    const owner = await collector();
    const grace = await grader('Katherine', 'Johnson');
    const { id } = await createSubmissionFor(t, owner.client);
    expect((await owner.client.get(`/api/submissions/${id}`)).json().submission.reviews).toEqual([]);
    expect((await grace.client.post(action(id, 'review'), review)).statusCode).toBe(200);

    const detail = await owner.client.get(`/api/submissions/${id}`);
    expect(detail.statusCode).toBe(200);
    const submission = detail.json<{ submission: SubmissionDetail }>().submission;
    expect(submission.status).toBe('COMPLETE');
    expect(submission.reviews).toEqual([
      {
        id: expect.any(String),
        grader: grace.name,
        anticipatedGrade: 8,
        ceilingGrade: 9,
        centeringFront: '55/45',
        centeringBack: '60/40',
        rawValue: '$120',
        gradedValue: '$300',
        issues: ['centering', 'edge whitening', 'Print line across the holo'],
        explanation: review.explanation,
        marks: [],
        centeringDrawings: {},
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    for (const secret of [grace.email, 'Johnson', grace.userId]) expect(detail.body).not.toContain(secret);
  });

  /** A collector's card claimed by Grace, with its front photo as the API gives it. */
  async function claimedCard() {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const { id } = await createSubmissionFor(t, owner.client);
    expect((await grace.client.post(action(id, 'claim'))).statusCode).toBe(200);
    const [front] = (await owner.client.get(`/api/submissions/${id}`)).json<{ submission: SubmissionDetail }>()
      .submission.photos;
    expect(front!.key).toBe('front');
    return { owner, grace, id, front: front! };
  }

  /** Each change to the review refused with its message, and no review kept. */
  async function expectRefused(client: Client, id: string, changes: [object, string][]) {
    for (const [change, message] of changes) {
      const response = await client.post(action(id, 'review'), { ...review, ...change });
      expect([response.statusCode, response.json().error.message], message).toEqual([400, message]);
    }
    expect(await reviewsOf(id)).toEqual([]);
  }

  it("keeps the marks in the photo's pixels and gives them back; refuses marks off the card's photos", async () => {
    const { owner, grace, id, front } = await claimedCard();
    const marks = [
      { photoKey: 'front', x: 1, y: 2, width: 0, height: 0, issue: 'edge whitening', note: 'top edge' },
      { photoKey: 'back', x: 0, y: 0, width: front.width, height: 5, issue: 'surface dents', note: '' },
    ];
    const refused: [object, string][] = [
      [{ ...marks[0], photoKey: 'no-such-photo' }, markTexts.unknownPhoto],
      [{ ...marks[0], x: front.width + 1 }, markTexts.outsidePhoto],
      [{ ...marks[0], y: 1, height: front.height }, markTexts.outsidePhoto],
    ];
    await expectRefused(
      grace.client,
      id,
      refused.map(([bad, message]) => [{ marks: [bad] }, message]),
    );
    expect((await grace.client.post(action(id, 'review'), { ...review, marks })).statusCode).toBe(200);
    const shown = (await owner.client.get(`/api/submissions/${id}`)).json<{ submission: SubmissionDetail }>()
      .submission;
    expect(shown.reviews[0]!.marks).toEqual(marks);
  });

  it('keeps the centering boxes behind a written split and gives them back; refuses boxes that contradict it', async () => {
    const { owner, grace, id, front } = await claimedCard();
    // Drawn on a rendering twice the photo's size: borders of 11 and 9 px across (55/45), 5 and 5 down (50/50).
    const drawing = {
      imageWidth: front.width * 2,
      imageHeight: front.height * 2,
      outer: { x: 10, y: 10, width: 100, height: 70 },
      inner: { x: 21, y: 15, width: 80, height: 60 },
      angleDeg: 1.5,
    };
    const refused: [object, string][] = [
      [{ centeringFront: '60/40', centeringDrawings: { front: drawing } }, drawingTexts.mismatch('front', '55/45')],
      [
        { centeringDrawings: { front: { ...drawing, inner: { ...drawing.inner, width: 95 } } } },
        drawingTexts.innerOutside,
      ],
      [
        { centeringDrawings: { front: { ...drawing, imageHeight: drawing.imageWidth } } },
        drawingTexts.wrongPhoto('front'),
      ],
    ];
    await expectRefused(grace.client, id, refused);
    const sent = await grace.client.post(action(id, 'review'), { ...review, centeringDrawings: { front: drawing } });
    expect(sent.statusCode).toBe(200);
    const shown = (await owner.client.get(`/api/submissions/${id}`)).json<{ submission: SubmissionDetail }>()
      .submission;
    expect(shown.reviews[0]!.centeringDrawings).toEqual({ front: drawing });
  });

  it('refuses a ticked issue with no mark that the explanation does not name either', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const { id } = await createSubmissionFor(t, owner.client);
    expect((await grace.client.post(action(id, 'claim'))).statusCode).toBe(200);
    const response = await grace.client.post(action(id, 'review'), {
      ...review,
      issues: ['corner cut'],
      explanation: 'Sharp edges.',
    });
    expect([response.statusCode, response.json().error.message]).toEqual([400, markTexts.unmarked('corner cut')]);
  });

  it("shows the grades on the owner's orders list once reviewed, and none before", async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const { id: graded } = await createSubmissionFor(t, owner.client);
    const { id: waiting } = await createSubmissionFor(t, owner.client);
    expect((await grace.client.post(action(graded, 'claim'))).statusCode).toBe(200);
    expect((await grace.client.post(action(graded, 'review'), review)).statusCode).toBe(200);

    const list = (await owner.client.get('/api/submissions')).json<{ submissions: OrderSummary[] }>().submissions;
    expect(list.map(({ id, grade }) => ({ id, grade }))).toEqual([
      { id: waiting, grade: null },
      { id: graded, grade: { anticipated: 8, ceiling: 9 } },
    ]);
  });

  it('refuses a review from a grader who does not hold the claim while another does', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const alan = await grader('Alan', 'Turing');
    const { id } = await createSubmissionFor(t, owner.client);
    expect((await grace.client.post(action(id, 'claim'))).statusCode).toBe(200);
    const claimed = await rowOf(id);

    const response = await alan.client.post(action(id, 'review'), review);
    expect([response.statusCode, response.json().error]).toEqual([
      409,
      { code: 'held_by_other', message: gradingTexts.heldByOther(grace.name) },
    ]);
    expect(await reviewsOf(id)).toEqual([]);
    expect(await rowOf(id)).toEqual(claimed);
  });
});

describe('cancel', () => {
  it('needs a reason', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const { id } = await createSubmissionFor(t, owner.client);
    for (const body of [{}, { reason: '' }, { reason: '   \n ' }, { reason: null }]) {
      const response = await grace.client.post(action(id, 'cancel'), body);
      expect([response.statusCode, response.json().error], JSON.stringify(body)).toEqual([
        400,
        { code: 'invalid_input', message: 'Please enter a reason for cancellation.' },
      ]);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'OPEN', cancelReason: null });
    expect(await creditsOf(t, owner.userId)).toBe(0);
  });

  it('cancels with the reason and refunds one credit, once', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const { id } = await createSubmissionFor(t, owner.client);
    expect(await creditsOf(t, owner.userId)).toBe(0);
    expect((await grace.client.post(action(id, 'claim'))).statusCode).toBe(200);

    const response = await grace.client.post(action(id, 'cancel'), { reason: '  The back photos are blurry.  ' });
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { ok: true, message: 'Submission cancelled and credit refunded.' },
    ]);
    expect(await rowOf(id)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'The back photos are blurry.',
      inProgressBy: null,
      claimedAt: null,
    });
    expect(await creditsOf(t, owner.userId)).toBe(1);
    expect(await refundsOf(owner.userId)).toEqual([
      expect.objectContaining({ delta: 1, kind: 'refund', source: `refund:${id}` }),
    ]);
    const detail = await owner.client.get(`/api/submissions/${id}`);
    expect(detail.json().submission).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'The back photos are blurry.',
    });

    const again = await grace.client.post(action(id, 'cancel'), { reason: 'Once more' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'closed']);
    expect(await rowOf(id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'The back photos are blurry.' });
    expect(await creditsOf(t, owner.userId)).toBe(1);
    expect(await refundsOf(owner.userId)).toHaveLength(1);
    // Nor can a cancelled submission be reviewed or claimed back into the queue.
    expect((await grace.client.post(action(id, 'review'), review)).statusCode).toBe(409);
    expect((await grace.client.post(action(id, 'claim'))).json()).toMatchObject({ heldByMe: false });
    expect(await rowOf(id)).toMatchObject({ status: 'CANCELLED', inProgressBy: null });
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('refuses to cancel a COMPLETE submission or one another grader holds, and refunds nothing', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const alan = await grader('Alan', 'Turing');
    const completed = await createSubmissionFor(t, owner.client);
    const held = await createSubmissionFor(t, owner.client);
    expect((await grace.client.post(action(completed.id, 'review'), review)).statusCode).toBe(200);
    expect((await grace.client.post(action(held.id, 'claim'))).statusCode).toBe(200);

    const closed = await grace.client.post(action(completed.id, 'cancel'), { reason: 'Changed my mind' });
    expect([closed.statusCode, closed.json().error.code]).toEqual([409, 'closed']);
    expect(await rowOf(completed.id)).toMatchObject({ status: 'COMPLETE', cancelReason: null });

    const taken = await alan.client.post(action(held.id, 'cancel'), { reason: 'Blurry' });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'held_by_other']);
    expect(await rowOf(held.id)).toMatchObject({ status: 'PENDING', inProgressBy: grace.userId, cancelReason: null });

    expect(await creditsOf(t, owner.userId)).toBe(0);
    expect(await refundsOf(owner.userId)).toEqual([]);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });
});

describe('e-mails to the collector', () => {
  it('sends a link to the results after a review', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const { id } = await createSubmissionFor(t, owner.client);
    expect((await grace.client.post(action(id, 'review'), review)).statusCode).toBe(200);
    expect(await linkFromOutbox(t, owner.email, `/feedback/${id}`)).toBe(`${t.config.publicUrl}/feedback/${id}`);
  });

  it('sends the reason and the refund after a cancel', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const { id, publicId } = await createSubmissionFor(t, owner.client);
    const reason = 'The front photo is cut off at the top.';
    expect((await grace.client.post(action(id, 'cancel'), { reason })).statusCode).toBe(200);
    const message = await eventually(async () =>
      (await readOutbox(outboxDir(t.config))).find((m) => m.to === owner.email && m.text.includes(reason)),
    );
    expect(message.subject).toContain(publicId);
    expect(message.subject).toMatch(/credit refunded/);
    expect(message.text).toMatch(/credit is back in your wallet/);
    expect(message.text).toContain(`${t.config.publicUrl}/orders/${id}`);
    expect(message.text).not.toContain(grace.email);
  });
});

describe('live updates', () => {
  it('claim, forfeit, review and cancel tell the graders’ queue and the owner', async () => {
    const owner = await collector();
    const grace = await grader('Grace', 'Hopper');
    const heard: string[] = [];
    let queueEvents = 0;
    const stopUser = t.events.onUserEvent(owner.userId, (topic) => heard.push(topic));
    const stopQueue = t.events.onQueueEvent(() => (queueEvents += 1));
    try {
      const reviewed = await createSubmissionFor(t, owner.client);
      const cancelled = await createSubmissionFor(t, owner.client);
      // Let the creations' own notices arrive before counting.
      await expect.poll(() => heard.filter((topic) => topic === 'submissions').length).toBe(2);
      const steps: [string, () => Promise<unknown>, string[]][] = [
        ['claim', () => grace.client.post(action(reviewed.id, 'claim')), ['submissions']],
        ['forfeit', () => grace.client.post(action(reviewed.id, 'forfeit')), ['submissions']],
        ['review', () => grace.client.post(action(reviewed.id, 'review'), review), ['submissions']],
        [
          'cancel',
          () => grace.client.post(action(cancelled.id, 'cancel'), { reason: 'Blurry' }),
          ['submissions', 'credits'],
        ],
      ];
      for (const [name, step, topics] of steps) {
        heard.length = 0;
        queueEvents = 0;
        await step();
        await expect.poll(() => queueEvents, { message: `${name}: queue` }).toBeGreaterThan(0);
        await expect.poll(() => [...new Set(heard)].sort(), { message: `${name}: owner` }).toEqual(topics.sort());
      }
    } finally {
      stopUser();
      stopQueue();
    }
  });
});
