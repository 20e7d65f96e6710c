import crypto from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionTexts } from '../../../shared/submissions.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app.js';
import { creditsOf, signedInUser } from '../../../../tests/helpers/accounts.js';
import {
  CARD_FIELDS,
  filesUnder,
  multipart,
  postSubmission,
  requiredPhotos,
} from '../../../../tests/helpers/photos.js';
import { creditLedger, submissionPhotos, submissions } from '../../db/schema.js';
import { applyCreditChange } from '../credits/ledger.js';
import { findLedgerMismatches } from '../credits/invariant.js';

// Real concurrency needs the real server (PGlite runs one query at a time): this file runs with DATABASE_URL.
describe.runIf(process.env.DATABASE_URL)('submissions racing for the last credit, on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function collectorWithOneCredit() {
    const user = await signedInUser(t);
    await t.database.db.transaction((tx) =>
      applyCreditChange(tx, {
        userId: user.userId,
        delta: 1,
        kind: 'admin',
        source: `test-grant:${crypto.randomUUID()}`,
      }),
    );
    return { ...user, cookie: user.client.cookie() };
  }

  /** The user's stored files, relative to $DATA_DIR/uploads; tmp must be empty once every answer is in. */
  async function storedFilesOf(userId: string) {
    expect(await filesUnder(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
    return filesUnder(path.join(t.config.dataDir, 'uploads', 'submissions', userId));
  }

  /**
   * An original, not a rendering: the renderings job starts as soon as the submission is queued, so besides the
   * renderings made there may be one being written (`.partial`, renamed into place when whole).
   */
  const isOriginal = (file: string) => !/-(thumb|display|full)\.jpg$/.test(file) && !file.endsWith('.partial');

  async function originalsOf(submissionId: string) {
    const rows = await t.database.db
      .select({ originalKey: submissionPhotos.originalKey })
      .from(submissionPhotos)
      .where(eq(submissionPhotos.submissionId, submissionId));
    return rows.map((row) => row.originalKey);
  }

  it('lets exactly one of five submissions spend a single credit', async () => {
    const user = await collectorWithOneCredit();
    const bodies = await Promise.all(
      Array.from({ length: 5 }, async () => multipart(CARD_FIELDS, await requiredPhotos())),
    );
    const responses = await Promise.all(bodies.map((body) => postSubmission(t, user.cookie, body)));

    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 402, 402, 402, 402]);
    for (const response of responses.filter((r) => r.statusCode === 402)) {
      expect(response.json().error).toEqual({ code: 'no_credits', message: submissionTexts.noCredits });
    }
    const winner = responses.find((r) => r.statusCode === 200)!.json().submission.id as string;
    expect(await creditsOf(t, user.userId)).toBe(0);
    const rows = await t.database.db.select().from(submissions).where(eq(submissions.userId, user.userId));
    expect(rows.map((row) => row.id)).toEqual([winner]);
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.userId));
    expect(ledger.map((row) => row.kind).sort()).toEqual(['admin', 'submission']);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);

    // Only the winner's photos remain (with the renderings its job may already have made).
    const originals = (await originalsOf(winner)).map((key) => key.slice(`submissions/${user.userId}/`.length));
    expect(originals).toHaveLength(10);
    const files = await storedFilesOf(user.userId);
    expect(files.filter(isOriginal).sort()).toEqual(originals.sort());
    expect(files.every((file) => file.startsWith(`${winner}/`))).toBe(true);
  });

  it('makes one submission and one charge from the same key sent five times at once', async () => {
    const user = await collectorWithOneCredit();
    const key = crypto.randomUUID();
    const bodies = await Promise.all(
      Array.from({ length: 5 }, async () => multipart(CARD_FIELDS, await requiredPhotos())),
    );
    const responses = await Promise.all(
      bodies.map((body) => postSubmission(t, user.cookie, body, { idempotencyKey: key })),
    );

    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(responses.map((r) => r.json().submission.id as string));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await creditsOf(t, user.userId)).toBe(0);
    const rows = await t.database.db.select().from(submissions).where(eq(submissions.userId, user.userId));
    expect(rows.map((row) => row.id)).toEqual([id]);
    const charges = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.userId));
    expect(charges.filter((row) => row.kind === 'submission')).toHaveLength(1);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);

    const files = await storedFilesOf(user.userId);
    expect(files.filter(isOriginal)).toHaveLength(10);
    expect(files.every((file) => file.startsWith(`${id}/`))).toBe(true);
  });
});
