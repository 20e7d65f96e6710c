import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PHOTOS, MAX_PIXELS_BY_TYPE, submissionTexts } from '../../../shared/submissions.js';
import { createTestApp, eventually, type TestApp } from '../../../../tests/helpers/app.js';
import { creditsOf, signedInUser } from '../../../../tests/helpers/accounts.js';
import {
  CARD_FIELDS,
  filesUnder,
  GPS_MARKERS,
  HEIC_FIXTURE,
  makeHugePng,
  makeJpeg,
  makeJpegWithGps,
  makePaddedPng,
  makePng,
  multipart,
  postSubmission,
  rawMultipart,
  requiredPhotos,
  type FilePart,
  type Multipart,
} from '../../../../tests/helpers/photos.js';
import { creditLedger, submissionPhotos, submissions } from '../../db/schema.js';
import { applyCreditChange } from '../credits/ledger.js';
import { findLedgerMismatches } from '../credits/invariant.js';

let t: TestApp;
let uploadsDir: string;
let tempDir: string;
beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = path.join(t.config.dataDir, 'uploads');
  tempDir = path.join(t.config.dataDir, 'tmp');
});
afterAll(() => t.close());

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STORED_KEY = new RegExp(`^submissions/(${UUID})/(${UUID})/${UUID}(-(thumb|display|full)\\.jpg)?$`);
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** A signed-in, verified user holding `credits`, granted through the ledger so the invariant holds. */
async function collector(credits: number, role: 'user' | 'grader' = 'user') {
  const user = await signedInUser(t, role);
  if (credits > 0) {
    await t.database.db.transaction((tx) =>
      applyCreditChange(tx, {
        userId: user.userId,
        delta: credits,
        kind: 'admin',
        source: `test-grant:${crypto.randomUUID()}`,
      }),
    );
  }
  return { ...user, cookie: user.client.cookie() };
}

const card = async (extra: FilePart[] = []) => multipart(CARD_FIELDS, [...(await requiredPhotos()), ...extra]);

const ledgerOf = (userId: string) => t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

async function rowCounts() {
  const [submissionRows] = await t.database.db.select({ n: count() }).from(submissions);
  const [photoRows] = await t.database.db.select({ n: count() }).from(submissionPhotos);
  return { submissions: submissionRows!.n, photos: photoRows!.n };
}

/**
 * Nothing half-done on disk: no temporary upload is left, and every stored file is the original or a rendering
 * of a photo the database knows, under a name the server generated.
 */
async function expectNoStrayFiles() {
  expect(await filesUnder(tempDir)).toEqual([]);
  const rows = await t.database.db
    .select({ originalKey: submissionPhotos.originalKey, userId: submissions.userId, id: submissions.id })
    .from(submissionPhotos)
    .innerJoin(submissions, eq(submissions.id, submissionPhotos.submissionId));
  const known = new Map(rows.map((row) => [row.originalKey, row]));
  // A `.partial` file is a rendering the job is writing right now (renamed into place when whole), not a leftover.
  for (const file of (await filesUnder(uploadsDir)).filter((name) => !name.endsWith('.partial'))) {
    const match = STORED_KEY.exec(file);
    expect(match, file).not.toBeNull();
    const row = known.get(file.replace(/-(thumb|display|full)\.jpg$/, ''));
    expect(row, `${file} belongs to no photo`).toBeDefined();
    expect([match![1], match![2]]).toEqual([row!.userId, row!.id]);
  }
}

/** Sends `body` as a collector with one credit and checks the refusal took nothing and left nothing. */
async function expectRefused(body: Multipart, status: number, error: { code: string; message: string }) {
  const user = await collector(1);
  const before = await rowCounts();
  const response = await postSubmission(t, user.cookie, body);
  expect(response.json()).toEqual({ error });
  expect(response.statusCode).toBe(status);
  expect(await creditsOf(t, user.userId)).toBe(1);
  expect((await ledgerOf(user.userId)).map((row) => row.kind)).toEqual(['admin']);
  expect(await rowCounts()).toEqual(before);
  await expectNoStrayFiles();
}

describe('submitting a card', () => {
  it('stores the photos, charges one credit, and serves metadata-free JPEG renderings', async () => {
    const user = await collector(3);
    const photos = await requiredPhotos();
    // Half as JPEG, and in reverse order: the detail lists them in the product's order, not the upload's.
    for (const photo of photos.slice(5)) {
      photo.data = await makeJpeg(40, 56);
      photo.contentType = 'image/jpeg';
    }
    // Taken sideways: 80x40 pixels with EXIF orientation 6, so upright it is 40 wide and 80 high.
    photos[9]!.data = await makeJpeg(80, 40, '#654321', 6);
    const heic = { name: 'extra1', data: await fs.readFile(HEIC_FIXTURE), contentType: 'image/heic' };
    const body = await multipart(CARD_FIELDS, [heic, ...photos].reverse());
    const response = await postSubmission(t, user.cookie, body);
    expect(response.statusCode).toBe(200);
    const { ok, submission } = response.json();
    expect(ok).toBe(true);
    expect(submission).toMatchObject({ ...CARD_FIELDS, status: 'OPEN', cancelReason: null });
    expect(submission.publicId).toMatch(/^GW-[0-9A-HJKMNP-TV-Z]{6}$/);

    expect(await creditsOf(t, user.userId)).toBe(2);
    const charges = (await ledgerOf(user.userId)).filter((row) => row.kind === 'submission');
    expect(charges).toMatchObject([{ delta: -1, source: `submission:${submission.id}` }]);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);

    const list = (await user.client.get('/api/submissions')).json().submissions;
    expect(list.map((row: { id: string }) => row.id)).toEqual([submission.id]);

    // The job makes the renderings (before anyone asks for a photo, which would make them on demand).
    await eventually(async () => {
      const rows = await t.database.db
        .select({ renderedAt: submissionPhotos.renderedAt })
        .from(submissionPhotos)
        .where(eq(submissionPhotos.submissionId, submission.id));
      return rows.length === 11 && rows.every((row) => row.renderedAt !== null);
    });

    const detail = (await user.client.get(`/api/submissions/${submission.id}`)).json().submission;
    const expected = ALL_PHOTOS.slice(0, 11);
    expect(detail.photos.map((photo: { key: string }) => photo.key)).toEqual(expected.map((photo) => photo.key));
    expect(detail.photos.map((photo: { label: string }) => photo.label)).toEqual(expected.map((photo) => photo.label));
    const byKey = new Map(
      (await t.database.db.select().from(submissionPhotos).where(eq(submissionPhotos.submissionId, submission.id))).map(
        (row) => [row.photoKey, row],
      ),
    );
    expect(byKey.get('front')?.contentType).toBe('image/png');
    expect(byKey.get('backBottomRight')).toMatchObject({ contentType: 'image/jpeg', width: 40, height: 80 });
    expect(byKey.get('extra1')).toMatchObject({ contentType: 'image/heic', width: 320, height: 448 });

    for (const photo of detail.photos) {
      const served = await user.client.get(photo.url);
      expect(served.statusCode, photo.key).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('private');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', photo.width, photo.height]);
    }
    await expectNoStrayFiles();
  });

  it('fires the submissions topic for that user', async () => {
    const user = await collector(1);
    const heard: string[] = [];
    const stop = t.events.onUserEvent(user.userId, (topic) => heard.push(topic));
    try {
      expect((await postSubmission(t, user.cookie, await card())).statusCode).toBe(200);
      await expect.poll(() => heard, { timeout: 5000 }).toContain('submissions');
    } finally {
      stop();
    }
  });
});

describe('what the upload is checked for', () => {
  it('goes by the bytes, not the name: a .jpg that is really a PNG is stored as PNG', async () => {
    const user = await collector(1);
    const photos = await requiredPhotos();
    photos[0] = { name: 'front', data: await makePng(), filename: 'front.jpg', contentType: 'image/jpeg' };
    const response = await postSubmission(t, user.cookie, await multipart(CARD_FIELDS, photos));
    expect(response.statusCode).toBe(200);
    const [front] = await t.database.db
      .select()
      .from(submissionPhotos)
      .where(sql`${submissionPhotos.submissionId} = ${response.json().submission.id} and photo_key = 'front'`);
    expect(front?.contentType).toBe('image/png');
  });

  it('refuses a .png that is HTML', async () => {
    const photos = await requiredPhotos();
    photos[0]!.data = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');
    await expectRefused(await multipart(CARD_FIELDS, photos), 400, {
      code: 'wrong_type',
      message: submissionTexts.wrongType('Front', 'not an image'),
    });
  });

  it('refuses a .png that is a ZIP archive', async () => {
    const photos = await requiredPhotos();
    photos[1]!.data = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    await expectRefused(await multipart(CARD_FIELDS, photos), 400, {
      code: 'wrong_type',
      message: submissionTexts.wrongType('Back', 'not an image'),
    });
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const photos = await requiredPhotos();
    photos[2]!.data = Buffer.concat([(await makePng()).subarray(0, 8), Buffer.alloc(500, 0x41)]);
    await expectRefused(await multipart(CARD_FIELDS, photos), 400, {
      code: 'unreadable',
      message: submissionTexts.wrongType('Front Corner #1', 'an unreadable image'),
    });
  });

  it('refuses a JPEG, PNG or HEIC cut off after its header, naming it, before anything is charged', async () => {
    // The header is whole (size and type read fine), the image data stops: no rendering could ever be made.
    const noise = (width: number, height: number) =>
      Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251));
    const raw = { raw: { width: 600, height: 400, channels: 3 as const } };
    const jpeg = await sharp(noise(600, 400), raw).jpeg().toBuffer();
    const png = await sharp(noise(600, 400), raw).png().toBuffer();
    const heic = await fs.readFile(HEIC_FIXTURE);
    for (const [slot, label, file] of [
      [0, 'Front', jpeg],
      [1, 'Back', png],
      [3, 'Front Corner #2', heic],
    ] as const) {
      const photos = await requiredPhotos();
      photos[slot]!.data = file.subarray(0, Math.floor(file.length * 0.7));
      await expectRefused(await multipart(CARD_FIELDS, photos), 400, {
        code: 'damaged',
        message: submissionTexts.damaged(label),
      });
    }
  });

  it('names the first photo sent of two that fail their checks (one cut off, one over the pixel limit)', async () => {
    const noise = Buffer.from(Array.from({ length: 600 * 400 * 3 }, (_, i) => (i * 7919) % 251));
    const jpeg = await sharp(noise, { raw: { width: 600, height: 400, channels: 3 } })
      .jpeg()
      .toBuffer();
    const photos = await requiredPhotos();
    photos[2]!.data = jpeg.subarray(0, Math.floor(jpeg.length * 0.7));
    photos[7]!.data = makeHugePng(7000, 7000);
    await expectRefused(await multipart(CARD_FIELDS, photos), 400, {
      code: 'damaged',
      message: submissionTexts.damaged('Front Corner #1'),
    });
  });

  it('refuses a body that is not a multipart form', async () => {
    const user = await collector(1);
    const body = { body: Buffer.from(JSON.stringify(CARD_FIELDS)), contentType: 'application/json' };
    const response = await postSubmission(t, user.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'not_multipart', message: 'Send the photos as a multipart form.' });
    expect(await creditsOf(t, user.userId)).toBe(1);
  });

  it('refuses a multipart type without a boundary as a client error, not a crash', async () => {
    const user = await collector(1);
    for (const contentType of ['multipart/form-data', 'multipart/form-data; charset=utf-8']) {
      const response = await postSubmission(t, user.cookie, { body: Buffer.from('--x\r\n'), contentType });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json().error).toEqual({ code: 'not_multipart', message: 'Send the photos as a multipart form.' });
    }
    expect(await creditsOf(t, user.userId)).toBe(1);
    await expectNoStrayFiles();
  });

  it('refuses a photo of 10 MiB and one byte, naming it', async () => {
    const photos = await requiredPhotos();
    photos[1]!.data = await makePaddedPng(10 * 1024 * 1024 + 1);
    await expectRefused(await multipart(CARD_FIELDS, photos), 413, {
      code: 'too_large',
      message: 'Back exceeds the 10MB limit.',
    });
  });

  it('accepts a photo of exactly 10 MiB', async () => {
    const user = await collector(1);
    const photos = await requiredPhotos();
    photos[1]!.data = await makePaddedPng(10 * 1024 * 1024);
    const response = await postSubmission(t, user.cookie, await multipart(CARD_FIELDS, photos));
    expect(response.statusCode).toBe(200);
    const [back] = await t.database.db
      .select()
      .from(submissionPhotos)
      .where(sql`${submissionPhotos.submissionId} = ${response.json().submission.id} and photo_key = 'back'`);
    expect(back?.bytes).toBe(10 * 1024 * 1024);
    expect(await creditsOf(t, user.userId)).toBe(0);
  });

  it('refuses sixteen files', async () => {
    const extras = await Promise.all(
      ['extra1', 'extra2', 'extra3', 'extra4', 'extra5', 'extra5'].map(async (name) => ({
        name,
        data: await makePng(),
      })),
    );
    await expectRefused(await card(extras), 413, {
      code: 'too_many_files',
      message: submissionTexts.tooManyFiles,
    });
  });

  it('refuses nine of the ten required photos', async () => {
    const photos = (await requiredPhotos()).filter((photo) => photo.name !== 'backBottomLeft');
    await expectRefused(await multipart(CARD_FIELDS, photos), 400, {
      code: 'photos_missing',
      message: submissionTexts.allRequired,
    });
  });

  it('refuses a body cut off in the middle of a photo', async () => {
    const full = await card();
    const body = { ...full, body: full.body.subarray(0, Math.floor(full.body.length * 0.6)) };
    await expectRefused(body, 400, { code: 'incomplete', message: submissionTexts.incomplete });
  });

  it('refuses a 20000x20000 PNG from its header, without decoding it', async () => {
    const photos = await requiredPhotos();
    photos[0]!.data = makeHugePng(20_000, 20_000);
    expect(photos[0]!.data.length).toBeLessThan(100_000);
    await expectRefused(await multipart(CARD_FIELDS, photos), 400, {
      code: 'too_many_pixels',
      message: submissionTexts.tooManyPixels('Front', 24),
    });
  });

  it('refuses a PNG over 24 megapixels (a 7000x7000 PNG of 700 KB cost 80 MB to render); a JPEG may have 50', async () => {
    const photos = await requiredPhotos();
    photos[1]!.data = makeHugePng(7000, 7000);
    await expectRefused(await multipart(CARD_FIELDS, photos), 400, {
      code: 'too_many_pixels',
      message: submissionTexts.tooManyPixels('Back', 24),
    });
    expect(MAX_PIXELS_BY_TYPE['image/jpeg']).toBe(50_000_000);
  });

  it('never uses the client’s file names: ../, NUL and 300 characters', async () => {
    const user = await collector(1);
    const photos = await requiredPhotos();
    photos[0]!.filename = '../../../../uploads/evil.png';
    photos[1]!.filename = 'nul\u0000byte.png';
    photos[2]!.filename = `${'a'.repeat(300)}.png`;
    photos[3]!.filename = '/etc/passwd';
    const response = await postSubmission(t, user.cookie, rawMultipart(CARD_FIELDS, photos));
    expect(response.statusCode).toBe(200);
    const stored = await t.database.db
      .select({ originalKey: submissionPhotos.originalKey })
      .from(submissionPhotos)
      .where(eq(submissionPhotos.submissionId, response.json().submission.id));
    expect(stored).toHaveLength(10);
    for (const { originalKey } of stored) {
      expect(originalKey).toMatch(new RegExp(`^submissions/${user.userId}/${response.json().submission.id}/${UUID}$`));
    }
    const everywhere = await filesUnder(t.config.dataDir);
    // The 300 a's as a run longer than any group of a UUID (at most 12 characters), which may hold "aaaa" by chance.
    expect(everywhere.filter((file) => /evil|passwd|nul|a{13,}/.test(file))).toEqual([]);
    await expectNoStrayFiles();
  });

  it('refuses a photo slot it does not know', async () => {
    await expectRefused(await card([{ name: 'frontCenter', data: await makePng() }]), 400, {
      code: 'unknown_photo',
      message: submissionTexts.unknownPhoto,
    });
  });

  it('refuses the same slot twice', async () => {
    await expectRefused(await card([{ name: 'frontTopLeft', data: await makePng() }]), 400, {
      code: 'duplicate_photo',
      message: submissionTexts.duplicatePhoto('Front Corner #1'),
    });
  });

  it('refuses a missing card name after the upload, and drops the received photos', async () => {
    await expectRefused(await multipart({ cardNumber: '4/102' }, await requiredPhotos()), 400, {
      code: 'invalid_input',
      message: 'Please enter the card name.',
    });
  });

  it('refuses a signed-out request', async () => {
    const before = await rowCounts();
    const response = await postSubmission(t, undefined, await card());
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'signed_out', message: submissionTexts.mustLogIn });
    expect(await rowCounts()).toEqual(before);
    await expectNoStrayFiles();
  });

  it('refuses a collector without credits before taking the upload', async () => {
    const user = await collector(0);
    const before = await rowCounts();
    const response = await postSubmission(t, user.cookie, await card());
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toEqual({ code: 'no_credits', message: submissionTexts.noCredits });
    expect(await creditsOf(t, user.userId)).toBe(0);
    expect(await ledgerOf(user.userId)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    await expectNoStrayFiles();
  });
});

describe('idempotency', () => {
  it('makes one submission and one charge from the same key sent twice', async () => {
    const user = await collector(3);
    const key = crypto.randomUUID();
    const first = await postSubmission(t, user.cookie, await card(), { idempotencyKey: key });
    const second = await postSubmission(t, user.cookie, await card(), { idempotencyKey: key });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().submission.id).toBe(first.json().submission.id);
    expect(await creditsOf(t, user.userId)).toBe(2);
    expect((await ledgerOf(user.userId)).filter((row) => row.kind === 'submission')).toHaveLength(1);
    expect(await t.database.db.select().from(submissions).where(eq(submissions.userId, user.userId))).toHaveLength(1);
    await expectNoStrayFiles();
  });

  it('refuses a missing or malformed Idempotency-Key', async () => {
    const user = await collector(1);
    const before = await rowCounts();
    for (const idempotencyKey of [null, 'not-a-uuid', '']) {
      const response = await postSubmission(t, user.cookie, await card(), { idempotencyKey });
      expect(response.statusCode, String(idempotencyKey)).toBe(400);
      expect(response.json().error).toEqual({
        code: 'invalid_input',
        message: 'Send an Idempotency-Key header (a UUID) with the submission.',
      });
    }
    expect(await creditsOf(t, user.userId)).toBe(1);
    expect(await rowCounts()).toEqual(before);
    await expectNoStrayFiles();
  });
});

describe('a database failure after the photos are stored', () => {
  it('answers with the generic message, takes no credit and leaves no file', async () => {
    const user = await collector(1);
    const before = await rowCounts();
    await t.database.db.execute(sql`
      create or replace function gradewise_test_fail() returns trigger language plpgsql as
      $$ begin raise exception 'injected failure in submission_photos'; end $$`);
    await t.database.db.execute(sql`
      create trigger gradewise_test_fail before insert on submission_photos
      for each row execute function gradewise_test_fail()`);
    let response;
    try {
      response = await postSubmission(t, user.cookie, await card());
    } finally {
      await t.database.db.execute(sql`drop trigger gradewise_test_fail on submission_photos`);
    }
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal', message: INTERNAL_MESSAGE } });
    expect(response.body).not.toContain('injected');
    expect(await creditsOf(t, user.userId)).toBe(1);
    expect((await ledgerOf(user.userId)).map((row) => row.kind)).toEqual(['admin']);
    expect(await rowCounts()).toEqual(before);
    await expectNoStrayFiles();
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });
});

describe('privacy', () => {
  it('serves no EXIF (and so no GPS position) at any size', async () => {
    const user = await collector(1);
    const photos = await requiredPhotos();
    photos[0] = { name: 'front', data: await makeJpegWithGps(), contentType: 'image/jpeg', filename: 'front.jpg' };
    expect((await sharp(photos[0].data).metadata()).exif?.includes(GPS_MARKERS.datum)).toBe(true);
    const response = await postSubmission(t, user.cookie, await multipart(CARD_FIELDS, photos));
    expect(response.statusCode).toBe(200);
    const id = response.json().submission.id as string;
    // The original is kept as sent (GPS and all), which is why it is never served.
    const [front] = await t.database.db
      .select()
      .from(submissionPhotos)
      .where(sql`${submissionPhotos.submissionId} = ${id} and photo_key = 'front'`);
    expect((await t.storage.read(front!.originalKey)).includes(GPS_MARKERS.datum)).toBe(true);
    for (const size of ['thumb', 'display', 'full']) {
      const served = await user.client.get(`/api/submissions/${id}/photos/front?size=${size}`);
      expect(served.statusCode, size).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif, size).toBeUndefined();
      expect(meta.xmp, size).toBeUndefined();
      expect(served.rawPayload.includes(GPS_MARKERS.datum), size).toBe(false);
      expect(served.rawPayload.includes(GPS_MARKERS.description), size).toBe(false);
    }
  });

  it('shows a submission only to its owner and to graders', async () => {
    const owner = await collector(1);
    const stranger = await collector(1);
    const grader = await collector(0, 'grader');
    const created = (await postSubmission(t, owner.cookie, await card())).json().submission;
    expect((await postSubmission(t, stranger.cookie, await card())).statusCode).toBe(200);

    const notFound = { error: { code: 'not_found', message: submissionTexts.notFound } };
    for (const ref of [created.id, created.publicId, created.publicId.toLowerCase()]) {
      const response = await stranger.client.get(`/api/submissions/${ref}`);
      expect(response.statusCode, ref).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    for (const photo of ALL_PHOTOS.slice(0, 10)) {
      for (const size of ['thumb', 'display', 'full']) {
        const response = await stranger.client.get(`/api/submissions/${created.id}/photos/${photo.key}?size=${size}`);
        expect(response.statusCode, `${photo.key} ${size}`).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
    }
    const strangersList = (await stranger.client.get('/api/submissions')).json().submissions;
    expect(strangersList).toHaveLength(1);
    expect(strangersList.map((row: { id: string }) => row.id)).not.toContain(created.id);
    const ownersList = (await owner.client.get('/api/submissions')).json().submissions;
    expect(ownersList.map((row: { id: string }) => row.id)).toEqual([created.id]);

    // The same 404 for a submission that does not exist, so nobody can probe for others' ids.
    expect((await stranger.client.get(`/api/submissions/${crypto.randomUUID()}`)).json()).toEqual(notFound);

    const asGrader = await grader.client.get(`/api/submissions/${created.publicId}`);
    expect(asGrader.statusCode).toBe(200);
    expect(asGrader.json().submission.id).toBe(created.id);
    const graderPhoto = await grader.client.get(`/api/submissions/${created.id}/photos/back?size=thumb`);
    expect(graderPhoto.statusCode).toBe(200);

    const signedOut = await t.app.inject({ method: 'GET', url: `/api/submissions/${created.id}/photos/front` });
    expect(signedOut.statusCode).toBe(401);
  });
});
