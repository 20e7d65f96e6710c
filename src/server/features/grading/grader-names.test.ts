// Wherever a grader is named (the queue's "Held by", the warning on a held card, the collector's results), two
// graders who share a first name and last initial read differently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradingTexts, type QueueEntry } from '../../../shared/grading.js';
import type { SubmissionDetail } from '../../../shared/submissions.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app.js';
import { signedInUser } from '../../../../tests/helpers/accounts.js';
import { createSubmissionFor } from '../../../../tests/helpers/submissions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const action = (id: string, name: 'claim' | 'review') => `/api/grading/submissions/${id}/${name}`;

describe('graders who share a first name and last initial', () => {
  it('are named apart in the queue, on a held card and on the collector’s results', async () => {
    const owner = await signedInUser(t);
    const demo = await signedInUser(t, 'grader', { firstName: 'Demo', lastName: 'Grader' });
    const gardner = await signedInUser(t, 'grader', { firstName: 'Demo', lastName: 'Gardner' });
    const [first, second] = [await createSubmissionFor(t, owner.client), await createSubmissionFor(t, owner.client)];
    expect((await demo.client.post(action(first.id, 'claim'))).statusCode).toBe(200);
    expect((await gardner.client.post(action(second.id, 'claim'))).statusCode).toBe(200);

    const seen = async (client: typeof demo.client) =>
      (await client.get('/api/grading/queue')).json<{ queue: QueueEntry[] }>().queue;
    const byGardner = await seen(gardner.client);
    const byDemo = await seen(demo.client);
    expect(byGardner.find((entry) => entry.id === first.id)?.heldBy).toBe('Demo G.');
    expect(byDemo.find((entry) => entry.id === second.id)?.heldBy).toBe('Demo Ga.');
    expect((await demo.client.post(action(second.id, 'claim'))).json()).toMatchObject({ heldBy: 'Demo Ga.' });
    const held = await demo.client.post(action(second.id, 'review'), { anticipatedGrade: 6, ceilingGrade: 7 });
    expect(held.json().error.message).toBe(gradingTexts.heldByOther('Demo Ga.'));

    const grades = { anticipatedGrade: 8, ceilingGrade: 9 };
    expect((await demo.client.post(action(first.id, 'review'), grades)).statusCode).toBe(200);
    expect((await gardner.client.post(action(second.id, 'review'), grades)).statusCode).toBe(200);
    const graderOf = async (id: string) =>
      (await owner.client.get(`/api/submissions/${id}`)).json<{ submission: SubmissionDetail }>().submission.reviews[0]!
        .grader;
    expect([await graderOf(first.id), await graderOf(second.id)]).toEqual(['Demo G.', 'Demo Ga.']);
  });
});
