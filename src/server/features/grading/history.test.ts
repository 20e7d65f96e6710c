// A grader's own history: the cards they reviewed or cancelled, newest first, paged like the queue and the orders.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/grading.js';
import { apiClient, createTestApp, type TestApp } from '../../../../tests/helpers/app.js';
import { signedInUser } from '../../../../tests/helpers/accounts.js';
import { createSubmissionFor } from '../../../../tests/helpers/submissions.js';
import { submissions } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<typeof apiClient>;
const action = (id: string, name: 'claim' | 'review' | 'cancel') => `/api/grading/submissions/${id}/${name}`;
const grades = (anticipatedGrade: number, ceilingGrade: number) => ({ anticipatedGrade, ceilingGrade });

async function historyOf(client: Client, query = ''): Promise<{ history: HistoryEntry[]; next: string | null }> {
  const response = await client.get(`/api/grading/history${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a grader’s history', () => {
  it('lists the cards they reviewed and cancelled, newest first, with the grades given, and nobody else’s', async () => {
    const owner = await signedInUser(t);
    const grace = await signedInUser(t, 'grader');
    const alan = await signedInUser(t, 'grader');
    const [first, second, third, alans, waiting] = [
      await createSubmissionFor(t, owner.client),
      await createSubmissionFor(t, owner.client),
      await createSubmissionFor(t, owner.client),
      await createSubmissionFor(t, owner.client),
      await createSubmissionFor(t, owner.client),
    ];
    expect((await grace.client.post(action(first.id, 'review'), grades(7, 8))).statusCode).toBe(200);
    expect((await grace.client.post(action(second.id, 'cancel'), { reason: 'Blurry photos' })).statusCode).toBe(200);
    expect((await grace.client.post(action(third.id, 'review'), grades(9, 10))).statusCode).toBe(200);
    expect((await alan.client.post(action(alans.id, 'review'), grades(5, 6))).statusCode).toBe(200);
    expect((await grace.client.post(action(waiting.id, 'claim'))).statusCode).toBe(200);

    const { history, next } = await historyOf(grace.client);
    expect(next).toBeNull();
    expect(history.map((entry) => [entry.publicId, entry.status, entry.grade, entry.cancelReason])).toEqual([
      [third.publicId, 'COMPLETE', { anticipated: 9, ceiling: 10 }, null],
      [second.publicId, 'CANCELLED', null, 'Blurry photos'],
      [first.publicId, 'COMPLETE', { anticipated: 7, ceiling: 8 }, null],
    ]);
    expect(history[0]).toMatchObject({ id: third.id, cardName: third.cardName, cardNumber: third.cardNumber });
    const closed = history.map((entry) => Date.parse(entry.closedAt));
    expect(closed).toEqual([...closed].sort((a, b) => b - a));
    expect((await historyOf(alan.client)).history.map((entry) => entry.id)).toEqual([alans.id]);

    // Each entry's results page opens for the grader, the cancelled one too.
    for (const entry of history) {
      const detail = await grace.client.get(`/api/submissions/${entry.id}`);
      expect(detail.json(), entry.publicId).toMatchObject({ submission: { id: entry.id, status: entry.status } });
    }
  });

  it('answers 401 signed out and 403 to a collector', async () => {
    const owner = await signedInUser(t);
    const signedOut = await apiClient(t, '10.250.0.9').get('/api/grading/history');
    expect([signedOut.statusCode, signedOut.json().error.code]).toEqual([401, 'signed_out']);
    const collector = await owner.client.get('/api/grading/history');
    expect([collector.statusCode, collector.json().error.code]).toEqual([403, 'not_allowed']);
  });

  it('pages through every entry once, in order, where many were closed at the same instant', async () => {
    const owner = await signedInUser(t);
    const grace = await signedInUser(t, 'grader');
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) {
      const { id } = await createSubmissionFor(t, owner.client);
      expect((await grace.client.post(action(id, 'review'), grades(6, 7))).statusCode).toBe(200);
      ids.push(id);
    }
    // Six of them to the microsecond at one time: only the id tells them apart.
    for (const id of ids.slice(0, 6)) {
      await t.database.db
        .update(submissions)
        .set({ closedAt: new Date('2026-03-01T12:00:00.123Z') })
        .where(eq(submissions.id, id));
    }
    const seen: HistoryEntry[] = [];
    let after: string | null = null;
    do {
      const page: { history: HistoryEntry[]; next: string | null } = await historyOf(
        grace.client,
        `?limit=4${after ? `&after=${after}` : ''}`,
      );
      expect(page.history.length).toBeLessThanOrEqual(4);
      seen.push(...page.history);
      after = page.next;
    } while (after);
    expect(seen.map((entry) => entry.id).sort()).toEqual([...ids].sort());
    const order = seen.map((entry) => [Date.parse(entry.closedAt), entry.id] as const);
    expect(order).toEqual(
      [...order].sort(([timeA, idA], [timeB, idB]) => timeB - timeA || (idA < idB ? 1 : idA > idB ? -1 : 0)),
    );
  });

  it('refuses a cursor that is not an id', async () => {
    const grace = await signedInUser(t, 'grader');
    const response = await grace.client.get('/api/grading/history?after=yesterday');
    expect([response.statusCode, response.json().error.message]).toEqual([
      400,
      'after must be the id of an entry of the list.',
    ]);
  });
});
