// The queue narrowed by how long cards have waited and whether extra photos came with them, page by page.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueEntry } from '../../../shared/grading.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app.js';
import { signedInUser } from '../../../../tests/helpers/accounts.js';
import { createSubmissionFor } from '../../../../tests/helpers/submissions.js';
import { submissionPhotos, submissions } from '../../db/schema.js';

let t: TestApp;
let grader: Awaited<ReturnType<typeof signedInUser>>;
/** Cards by how long they have waited (minutes) and how many extra photos they have. */
const cards: Record<string, { id: string; waited: number; extras: number }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInUser(t);
  grader = await signedInUser(t, 'grader');
  const made = { fresh: [10, 0], fortyMinutes: [40, 2], ninetyMinutes: [90, 0], threeHours: [180, 1], day: [1440, 0] };
  for (const [name, [waited, extras]] of Object.entries(made)) {
    const { id } = await createSubmissionFor(t, owner.client);
    await t.database.db
      .update(submissions)
      .set({ createdAt: new Date(Date.now() - waited! * 60_000) })
      .where(eq(submissions.id, id));
    for (let n = 1; n <= extras!; n++) {
      await t.database.db.insert(submissionPhotos).values({
        submissionId: id,
        photoKey: `extra${n}`,
        originalKey: `test/${id}/extra${n}`,
        contentType: 'image/jpeg',
        bytes: 100,
        width: 64,
        height: 48,
      });
    }
    cards[name] = { id, waited: waited!, extras: extras! };
  }
  // One claimed, so the PENDING arm of the queue is filtered too.
  expect((await grader.client.post(`/api/grading/submissions/${cards.threeHours!.id}/claim`)).statusCode).toBe(200);
});
afterAll(() => t.close());

const nameOf = (id: string) => Object.entries(cards).find(([, card]) => card.id === id)?.[0];

/** Every page of the queue under the query, as card names, oldest first. */
async function queueUnder(query: string, limit = 2): Promise<string[]> {
  const seen: QueueEntry[] = [];
  let after: string | null = null;
  do {
    const response = await grader.client.get(
      `/api/grading/queue?limit=${limit}${query}${after ? `&after=${after}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ queue: QueueEntry[]; next: string | null }>();
    seen.push(...page.queue);
    after = page.next;
  } while (after);
  return seen.map((entry) => nameOf(entry.id) ?? entry.id);
}

describe('queue filters', () => {
  it('keeps the cards waiting over 1, 2 or 12 hours, oldest first, across pages', async () => {
    expect(await queueUnder('')).toEqual(['day', 'threeHours', 'ninetyMinutes', 'fortyMinutes', 'fresh']);
    expect(await queueUnder('&waited=1h')).toEqual(['day', 'threeHours', 'ninetyMinutes']);
    expect(await queueUnder('&waited=2h')).toEqual(['day', 'threeHours']);
    expect(await queueUnder('&waited=12h')).toEqual(['day']);
  });

  it('keeps the cards sent with extra photos, or those without, and says how many came', async () => {
    expect(await queueUnder('&extras=with')).toEqual(['threeHours', 'fortyMinutes']);
    expect(await queueUnder('&extras=without')).toEqual(['day', 'ninetyMinutes', 'fresh']);
    expect(await queueUnder('&extras=without&waited=1h', 1)).toEqual(['day', 'ninetyMinutes']);
    const queue = (await grader.client.get('/api/grading/queue')).json<{ queue: QueueEntry[] }>().queue;
    expect(Object.fromEntries(queue.map((entry) => [nameOf(entry.id), entry.extraPhotos]))).toEqual({
      fresh: 0,
      fortyMinutes: 2,
      ninetyMinutes: 0,
      threeHours: 1,
      day: 0,
    });
  });

  it('answers 400 with a plain message for a filter it does not know', async () => {
    for (const [query, message] of [
      ['waited=3h', 'waited must be one of 1h, 2h or 12h.'],
      ['waited=', 'waited must be one of 1h, 2h or 12h.'],
      ['extras=some', 'extras must be with or without.'],
    ]) {
      const response = await grader.client.get(`/api/grading/queue?${query}`);
      expect([response.statusCode, response.json().error], query).toEqual([400, { code: 'invalid_input', message }]);
    }
  });
});
