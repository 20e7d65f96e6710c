import crypto from 'node:crypto';
import type { SubmissionSummary } from '../../src/shared/submissions.js';
import { applyCreditChange } from '../../src/server/features/credits/ledger.js';
import type { apiClient, TestApp } from './app.js';
import { CARD_FIELDS, multipart, postSubmission, requiredPhotos, type Multipart } from './photos.js';

type ApiClient = ReturnType<typeof apiClient>;

// Ten PNGs cost sharp some time; one body serves every submission (each gets its own Idempotency-Key).
let standardCard: Promise<Multipart> | undefined;

/**
 * A real submission by the signed-in `client`: one credit granted through the ledger first (so the invariant
 * holds), then the ten required photos posted as the browser would. Returns the submission as the API gave it.
 */
export async function createSubmissionFor(t: TestApp, client: ApiClient): Promise<SubmissionSummary> {
  const userId = (await client.get('/api/auth/session')).json<{ user: { id: string } | null }>().user?.id;
  if (!userId) throw new Error('createSubmissionFor needs a signed-in client');
  await t.database.db.transaction((tx) =>
    applyCreditChange(tx, {
      userId,
      delta: 1,
      kind: 'admin',
      source: `test-grant:${crypto.randomUUID()}`,
      reason: 'test: a credit to submit with',
    }),
  );
  standardCard ??= requiredPhotos().then((photos) => multipart(CARD_FIELDS, photos));
  const response = await postSubmission(t, client.cookie(), await standardCard);
  if (response.statusCode !== 200) {
    throw new Error(`submission refused: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ submission: SubmissionSummary }>().submission;
}

/** Cancels a submission as the signed-in grader behind `grader` would, with a reason: the credit is refunded. */
export async function cancelAsGrader(grader: ApiClient, submissionId: string, reason: string): Promise<void> {
  const response = await grader.post(`/api/grading/submissions/${submissionId}/cancel`, { reason });
  if (response.statusCode !== 200) throw new Error(`cancel refused: ${response.statusCode} ${response.body}`);
}
