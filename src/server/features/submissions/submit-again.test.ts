import crypto from 'node:crypto';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_PHOTOS } from '../../../shared/constants.js';
import { againTexts } from '../../../shared/submit-again.js';
import { submissionTexts } from '../../../shared/submissions.js';
import { creditsOf, signedInUser } from '../../../../tests/helpers/accounts.js';
import { createTestApp, eventually, type TestApp } from '../../../../tests/helpers/app.js';
import {
  CARD_FIELDS,
  filesUnder,
  makeJpeg,
  multipart,
  postSubmission,
  requiredPhotos,
  type FilePart,
} from '../../../../tests/helpers/photos.js';
import { cancelAsGrader } from '../../../../tests/helpers/submissions.js';
import { creditLedger, submissionPhotos, submissions } from '../../db/schema.js';
import { findLedgerMismatches } from '../credits/invariant.js';
import { applyCreditChange } from '../credits/ledger.js';
import { photosOf } from './service.js';

let t: TestApp;
let grader: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  grader = await signedInUser(t, 'grader');
});
afterAll(() => t.close());

const REQUIRED_KEYS = REQUIRED_PHOTOS.map((photo) => photo.key);
const NEW_BACK = { name: 'back', data: Buffer.alloc(0), filename: 'back-retaken.jpg', contentType: 'image/jpeg' };

/** A collector who sent a card with `credits` to spare, and what became of it: cancelled unless `keepOpen`. */
async function collectorWithEarlierCard(credits = 0, { keepOpen = false } = {}) {
  const user = await signedInUser(t);
  await t.database.db.transaction((tx) =>
    applyCreditChange(tx, {
      userId: user.userId,
      delta: credits + 1,
      kind: 'admin',
      source: `test:${crypto.randomUUID()}`,
    }),
  );
  const sent = await postSubmission(t, user.client.cookie(), await multipart(CARD_FIELDS, await requiredPhotos()));
  expect(sent.statusCode).toBe(200);
  const earlier = sent.json().submission.id as string;
  if (!keepOpen) await cancelAsGrader(grader.client, earlier, 'The back photo is blurred.');
  return { ...user, cookie: user.client.cookie(), earlier };
}

/** A submission that takes `reused` from `from` and sends `files`. */
const again = (from: string | null, reused: string[], files: FilePart[] = []) =>
  multipart({ ...CARD_FIELDS, ...(from ? { reuseFrom: from } : {}), reusePhotos: reused.join(',') }, files);

const ledgerKinds = async (userId: string) =>
  (await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).map((row) => row.kind);

async function rowCounts() {
  const [submissionRows] = await t.database.db.select({ n: count() }).from(submissions);
  const [photoRows] = await t.database.db.select({ n: count() }).from(submissionPhotos);
  return { submissions: Number(submissionRows!.n), photos: Number(photoRows!.n) };
}

/** No temporary upload left, and every stored file is a photo the database knows, or a rendering of one. */
async function expectNoStrayFiles() {
  expect(await filesUnder(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  const known = new Set((await t.database.db.select().from(submissionPhotos)).map((row) => row.originalKey));
  for (const file of await filesUnder(path.join(t.config.dataDir, 'uploads'))) {
    if (file.endsWith('.partial')) continue; // a rendering being written right now
    expect(known.has(file.replace(/-(thumb|display|full)\.jpg$/, '')), `${file} belongs to no photo`).toBe(true);
  }
}

/** Sends `body` as `user` and checks the refusal: its words, no credit taken, no row written, no file left. */
async function expectRefused(
  user: { userId: string; cookie: string | undefined },
  body: Awaited<ReturnType<typeof again>>,
  status: number,
  error: { code: string; message: string },
) {
  const [credits, kinds, before] = [await creditsOf(t, user.userId), await ledgerKinds(user.userId), await rowCounts()];
  const response = await postSubmission(t, user.cookie, body);
  expect(response.json()).toEqual({ error });
  expect(response.statusCode).toBe(status);
  expect(await creditsOf(t, user.userId)).toBe(credits);
  expect(await ledgerKinds(user.userId)).toEqual(kinds);
  expect(await rowCounts()).toEqual(before);
  await expectNoStrayFiles();
}

describe('submitting again with the photos of a cancelled submission', () => {
  it('copies the kept photos, takes the new one, charges one credit, and renders and measures them all', async () => {
    const user = await collectorWithEarlierCard();
    expect(await creditsOf(t, user.userId)).toBe(1); // the cancel refunded it
    const earlierPhotos = await photosOf(t.database.db, user.earlier);
    const body = await again(
      user.earlier,
      REQUIRED_KEYS.filter((key) => key !== 'back'),
      [{ ...NEW_BACK, data: await makeJpeg(70, 98, '#335577') }],
    );
    const key = crypto.randomUUID();
    const response = await postSubmission(t, user.cookie, body, { idempotencyKey: key });
    expect(response.statusCode).toBe(200);
    const { submission } = response.json();
    expect(submission).toMatchObject({ ...CARD_FIELDS, status: 'OPEN' });
    expect(submission.id).not.toBe(user.earlier);

    // Sent twice (a retry): the same submission, and still one charge.
    const retried = await postSubmission(t, user.cookie, body, { idempotencyKey: key });
    expect(retried.json().submission.id).toBe(submission.id);
    expect(await creditsOf(t, user.userId)).toBe(0);
    expect(await ledgerKinds(user.userId)).toEqual(['admin', 'submission', 'refund', 'submission']);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);

    // Its own copies: new files under the new submission, the earlier ones untouched.
    const photos = await photosOf(t.database.db, submission.id);
    expect(photos.map((photo) => photo.photoKey).sort()).toEqual([...REQUIRED_KEYS].sort());
    for (const photo of photos) {
      expect(photo.originalKey).toMatch(new RegExp(`^submissions/${user.userId}/${submission.id}/`));
      const before = earlierPhotos.find((earlier) => earlier.photoKey === photo.photoKey)!;
      const [copy, original] = [await t.storage.read(photo.originalKey), await t.storage.read(before.originalKey)];
      expect(copy.equals(original)).toBe(photo.photoKey !== 'back');
      if (photo.photoKey !== 'back') expect([photo.width, photo.height]).toEqual([before.width, before.height]);
    }
    expect((await photosOf(t.database.db, user.earlier)).map((photo) => photo.originalKey).sort()).toEqual(
      earlierPhotos.map((photo) => photo.originalKey).sort(),
    );

    // The same work after the upload as for any photo: renderings, then the centering measured.
    await eventually(
      async () => (await photosOf(t.database.db, submission.id)).every((photo) => photo.renderedAt),
      60_000,
    );
    await eventually(async () => {
      const detail = (await user.client.get(`/api/submissions/${submission.id}`)).json().submission;
      return detail.centering?.front && detail.centering?.back;
    }, 60_000);
    const served = await user.client.get(`/api/submissions/${submission.id}/photos/frontTopLeft?size=thumb`);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
    await expectNoStrayFiles();
  }, 120_000);

  it("refuses someone else's cancelled submission as not found, and charges nothing", async () => {
    const owner = await collectorWithEarlierCard();
    const other = await collectorWithEarlierCard();
    await expectRefused(other, await again(owner.earlier, REQUIRED_KEYS), 404, {
      code: 'reuse_not_found',
      message: againTexts.notFound,
    });
    await expectRefused(other, await again(crypto.randomUUID(), REQUIRED_KEYS), 404, {
      code: 'reuse_not_found',
      message: againTexts.notFound,
    });
  });

  it('refuses a submission that was not cancelled', async () => {
    const user = await collectorWithEarlierCard(1, { keepOpen: true });
    await expectRefused(user, await again(user.earlier, REQUIRED_KEYS), 409, {
      code: 'reuse_not_cancelled',
      message: againTexts.notCancelled,
    });
  });

  it('says "Please upload all 10 required images." when a required photo is neither sent nor reused', async () => {
    const user = await collectorWithEarlierCard();
    const body = await again(
      user.earlier,
      REQUIRED_KEYS.filter((key) => key !== 'back' && key !== 'front'),
      [{ ...NEW_BACK, data: await makeJpeg() }],
    );
    await expectRefused(user, body, 400, { code: 'photos_missing', message: submissionTexts.allRequired });
  });

  it('refuses a photo the cancelled submission does not have, one both sent and reused, and keys without a source', async () => {
    const user = await collectorWithEarlierCard();
    await expectRefused(user, await again(user.earlier, [...REQUIRED_KEYS, 'extra1']), 400, {
      code: 'reuse_photo_missing',
      message: againTexts.noSuchPhoto('Extra #1'),
    });
    await expectRefused(
      user,
      await again(user.earlier, REQUIRED_KEYS, [{ ...NEW_BACK, data: await makeJpeg() }]),
      400,
      {
        code: 'duplicate_photo',
        message: submissionTexts.duplicatePhoto('Back'),
      },
    );
    await expectRefused(user, await again(null, REQUIRED_KEYS), 400, {
      code: 'reuse_from_missing',
      message: againTexts.fromMissing,
    });
    await expectRefused(user, await again(user.earlier, [...REQUIRED_KEYS, 'sideways']), 400, {
      code: 'invalid_input',
      message: submissionTexts.unknownPhoto,
    });
  });

  it('leaves no copy behind and takes no credit when the database fails after the copies are stored', async () => {
    const user = await collectorWithEarlierCard();
    const earlierFiles = (await photosOf(t.database.db, user.earlier)).map((photo) => photo.originalKey);
    await t.database.db.execute(sql`
      create or replace function gradewise_test_fail() returns trigger language plpgsql as
      $$ begin raise exception 'injected failure in submission_photos'; end $$`);
    await t.database.db.execute(sql`
      create trigger gradewise_test_fail before insert on submission_photos
      for each row execute function gradewise_test_fail()`);
    try {
      await expectRefused(user, await again(user.earlier, REQUIRED_KEYS), 500, {
        code: 'internal',
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await t.database.db.execute(sql`drop trigger gradewise_test_fail on submission_photos`);
    }
    for (const key of earlierFiles) expect((await t.storage.read(key)).length).toBeGreaterThan(0);
  });
});
