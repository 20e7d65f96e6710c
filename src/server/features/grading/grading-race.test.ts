import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { apiClient } from '../../../../tests/helpers/app.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app.js';
import { creditsOf, signedInUser } from '../../../../tests/helpers/accounts.js';
import { createSubmissionFor } from '../../../../tests/helpers/submissions.js';
import { creditLedger, reviews, submissions } from '../../db/schema.js';
import { findLedgerMismatches } from '../credits/invariant.js';

type Client = ReturnType<typeof apiClient>;

// Real concurrency needs the real server (PGlite runs one query at a time): this file runs with DATABASE_URL.
describe.runIf(process.env.DATABASE_URL)('graders racing over one submission, on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const action = (id: string, name: 'claim' | 'review' | 'cancel') => `/api/grading/submissions/${id}/${name}`;
  const review = { anticipatedGrade: 7, ceilingGrade: 8, issues: ['centering'], explanation: 'Off-centre front.' };

  async function grader(firstName: string) {
    const user = await signedInUser(t, 'grader', { firstName, lastName: 'Racer' });
    return { ...user, name: `${firstName} R.` };
  }

  async function rowOf(id: string) {
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, id));
    return row!;
  }

  const reviewsOf = (id: string) => t.database.db.select().from(reviews).where(eq(reviews.submissionId, id));
  const refundsOf = (id: string) =>
    t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.kind, 'refund'), eq(creditLedger.source, `refund:${id}`)));

  it('gives a submission to exactly one of two graders claiming it at once', async () => {
    const owner = await signedInUser(t);
    const graders = [await grader('Ada'), await grader('Barbara')];
    for (let round = 0; round < 5; round += 1) {
      const { id } = await createSubmissionFor(t, owner.client);
      const answers = (await Promise.all(graders.map((g) => g.client.post(action(id, 'claim'))))).map((r) => {
        expect(r.statusCode).toBe(200);
        return r.json<{ heldBy: string | null; heldByMe: boolean }>();
      });
      const winners = answers.flatMap((answer, i) => (answer.heldByMe ? [i] : []));
      expect(winners, `round ${round}`).toHaveLength(1);
      const winner = graders[winners[0]!]!;
      const loser = answers[1 - winners[0]!]!;
      expect(loser).toEqual(expect.objectContaining({ heldBy: winner.name, heldByMe: false }));
      expect(await rowOf(id)).toMatchObject({ status: 'PENDING', inProgressBy: winner.userId });
    }
  });

  it('lets exactly one of a review and a cancel sent at once happen, and refunds only if the cancel won', async () => {
    const owner = await signedInUser(t);
    const reviewer = await grader('Claude');
    const canceller = await grader('Dorothy');
    const outcomes = { reviewed: 0, cancelled: 0 };
    for (let round = 0; round < 10; round += 1) {
      const { id } = await createSubmissionFor(t, owner.client);
      const creditsBefore = await creditsOf(t, owner.userId);
      // Even rounds: two graders on an unclaimed submission; odd rounds: the holder's two tabs.
      const reviewing = reviewer.client;
      const cancelling: Client = round % 2 === 0 ? canceller.client : reviewer.client;
      if (round % 2 === 1) expect((await reviewer.client.post(action(id, 'claim'))).statusCode).toBe(200);

      const [reviewed, cancelled] = await Promise.all([
        reviewing.post(action(id, 'review'), review),
        cancelling.post(action(id, 'cancel'), { reason: `Race ${round}` }),
      ]);
      const statuses = [reviewed.statusCode, cancelled.statusCode];
      expect(statuses.sort(), `round ${round}`).toEqual([200, 409]);
      const loser = reviewed.statusCode === 409 ? reviewed : cancelled;
      expect(loser.json().error.code).toBe('closed');

      const row = await rowOf(id);
      if (cancelled.statusCode === 200) {
        outcomes.cancelled += 1;
        expect(row).toMatchObject({ status: 'CANCELLED', cancelReason: `Race ${round}`, inProgressBy: null });
        expect(await reviewsOf(id)).toEqual([]);
        expect(await refundsOf(id)).toHaveLength(1);
        expect(await creditsOf(t, owner.userId)).toBe(creditsBefore + 1);
      } else {
        outcomes.reviewed += 1;
        expect(row).toMatchObject({ status: 'COMPLETE', cancelReason: null, inProgressBy: null });
        expect(await reviewsOf(id)).toHaveLength(1);
        expect(await refundsOf(id)).toEqual([]);
        expect(await creditsOf(t, owner.userId)).toBe(creditsBefore);
      }
    }
    expect(outcomes.reviewed + outcomes.cancelled).toBe(10);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('refunds once when the holder cancels twice at once', async () => {
    const owner = await signedInUser(t);
    const holder = await grader('Edith');
    const { id } = await createSubmissionFor(t, owner.client);
    expect((await holder.client.post(action(id, 'claim'))).statusCode).toBe(200);
    const responses = await Promise.all(
      [1, 2].map((n) => holder.client.post(action(id, 'cancel'), { reason: `Double click ${n}` })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await creditsOf(t, owner.userId)).toBe(1);
    expect((await rowOf(id)).status).toBe('CANCELLED');
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('refunds once when five graders cancel an unclaimed submission at once', async () => {
    const owner = await signedInUser(t);
    const graders = await Promise.all(['Frances', 'Grete', 'Hedy', 'Irene', 'Joan'].map((name) => grader(name)));
    const { id } = await createSubmissionFor(t, owner.client);
    const responses = await Promise.all(
      graders.map((g) => g.client.post(action(id, 'cancel'), { reason: `Cancelled by ${g.name}` })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = graders[responses.findIndex((r) => r.statusCode === 200)]!;
    expect(await rowOf(id)).toMatchObject({ status: 'CANCELLED', cancelReason: `Cancelled by ${winner.name}` });
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await creditsOf(t, owner.userId)).toBe(1);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });
});
