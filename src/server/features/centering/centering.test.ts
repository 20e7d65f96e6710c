import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeasuredCentering } from '../../../shared/centering/measured.js';
import { detectCentering } from '../../../shared/centering/detector/index.js';
import { creditsCard } from '../../../../tests/synth/credits-card.js';
import { renderScene } from '../../../../tests/synth/render.js';
import { randomScene, truthOf, type CardScene } from '../../../../tests/synth/scene.js';
import type { SubmissionDetail, SubmissionSummary } from '../../../shared/submissions.js';
import { createTestApp, eventually, type apiClient, type TestApp } from '../../../../tests/helpers/app.js';
import { signedInUser } from '../../../../tests/helpers/accounts.js';
import { CARD_FIELDS, multipart, postSubmission, requiredPhotos } from '../../../../tests/helpers/photos.js';
import { centeringMeasurements, submissionPhotos } from '../../db/schema.js';
import { applyCreditChange } from '../credits/ledger.js';
import { CENTERING_QUEUE } from '../submissions/renderings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIZE = { width: 600, height: 840 };

/** The scene as a lossless PNG (the server sees exactly the pixels the truth was drawn for), or a fine JPEG. */
async function cardPng(scene: CardScene, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = renderScene(scene);
  const raw = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length);
  return sharp(raw, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .toFormat(format, { quality: 95 })
    .toBuffer();
}

/** A real submission by `client` (one credit granted through the ledger first) with `front` as its front. */
async function submitWithFront(client: ReturnType<typeof apiClient>, userId: string, front: Buffer) {
  await t.database.db.transaction((tx) =>
    applyCreditChange(tx, { userId, delta: 1, kind: 'admin', source: `test-grant:${crypto.randomUUID()}` }),
  );
  const photos = (await requiredPhotos()).map((photo) => (photo.name === 'front' ? { ...photo, data: front } : photo));
  const response = await postSubmission(t, client.cookie(), await multipart(CARD_FIELDS, photos));
  expect(response.statusCode).toBe(200);
  return response.json<{ submission: SubmissionSummary }>().submission;
}

async function detailOf(client: ReturnType<typeof apiClient>, id: string): Promise<SubmissionDetail> {
  const response = await client.get(`/api/submissions/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ submission: SubmissionDetail }>().submission;
}

/** Waits for the job to have measured both sides, as the owner's detail shows them. */
const measured = (client: ReturnType<typeof apiClient>, id: string) =>
  eventually(async () => {
    const { centering } = await detailOf(client, id);
    return centering?.front && centering.back ? { front: centering.front, back: centering.back } : undefined;
  }, 30_000);

describe('the automatic centering measurement', () => {
  it('measures a bordered front within a point of the truth and shows it in the claim', async () => {
    // Seed 3: clearly off-centre both ways (about 26/74 and 71/29), a case the detector measures to 0.1.
    const scene = randomScene(3, SIZE, false);
    const truth = truthOf(scene);
    const owner = await signedInUser(t);
    const submission = await submitWithFront(owner.client, owner.userId, await cardPng(scene));
    await measured(owner.client, submission.id);

    const grader = await signedInUser(t, 'grader');
    const claim = await grader.client.post(`/api/grading/submissions/${submission.id}/claim`);
    expect(claim.statusCode).toBe(200);
    const front: MeasuredCentering | undefined = claim.json<{ submission: SubmissionDetail }>().submission.centering
      ?.front;
    if (!front?.ok) throw new Error(`front not measured: ${JSON.stringify(front)}`);
    expect(Math.abs(front.lPct - truth.lPct)).toBeLessThan(1);
    expect(Math.abs(front.tPct - truth.tPct)).toBeLessThan(1);
    expect(front.lPct + front.rPct).toBeCloseTo(100, 5);
    expect(Math.abs(front.angleDeg - truth.angleDeg)).toBeLessThan(0.5);
    // Stored and read back with its slant, as the detector gives it (this scene's phone is tilted a little).
    const local = detectCentering(renderScene(scene));
    expect(front.slant).toBe(local.ok && local.slant);
    expect(front.slant).toBeGreaterThan(0);
    // And its corners, onto which the tool, the report and the PDF draw the boxes.
    // (The server's copy is the PNG decoded again, a hair from the rendering: within a tenth of a pixel.)
    if (!local.ok || !local.corners || !front.corners) throw new Error('no corners');
    front.corners.forEach((corner, i) => {
      expect(Math.hypot(corner.x - local.corners![i]!.x, corner.y - local.corners![i]!.y)).toBeLessThan(0.1);
    });
    // Boxes in the upright photo's pixels: the card lies inside the 600x840 picture, the artwork inside the card.
    expect({ width: front.imageWidth, height: front.imageHeight }).toEqual(SIZE);
    expect(front.outer.x).toBeGreaterThan(0);
    expect(front.outer.x + front.outer.width).toBeLessThan(SIZE.width);
    expect(front.inner.x).toBeGreaterThan(front.outer.x);
    expect(front.inner.y + front.inner.height).toBeLessThan(front.outer.y + front.outer.height);
  });

  it('measures a photo larger than it looks at, with the boxes in the full photo’s pixels', async () => {
    // The same scene drawn three times as large (its geometry scales exactly), as a JPEG to stay under 10 MB: the
    // server measures a copy 2400 px high, so boxes not scaled back would come out 5% short.
    const big = randomScene(3, { width: 3 * SIZE.width, height: 3 * SIZE.height }, false);
    const small = detectCentering(renderScene(randomScene(3, SIZE, false)));
    const owner = await signedInUser(t);
    const submission = await submitWithFront(owner.client, owner.userId, await cardPng(big, 'jpeg'));
    const { front } = await measured(owner.client, submission.id);
    if (!front.ok || !small.ok) throw new Error('both sizes should be measured');
    expect(front.imageWidth).toBe(3 * SIZE.width);
    expect(Math.abs(front.outer.width / (3 * small.outer.width) - 1)).toBeLessThan(0.015);
    expect(Math.abs(front.outer.x / (3 * small.outer.x) - 1)).toBeLessThan(0.015);
    expect(Math.abs(front.lPct - truthOf(big).lPct)).toBeLessThan(1);
    // Drawing, sending, rendering and measuring a 4.3 MP photo took 25-40 s on Node 24 on a busy 2-core machine.
  }, 90_000);

  it('stores a border measured past the text printed in it, and says which', async () => {
    // A modern Magic card: its credits sit in the bottom border, measured past them to the frame.
    const image = creditsCard();
    const raw = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length);
    const png = await sharp(raw, { raw: { width: image.width, height: image.height, channels: 1 } })
      .png()
      .toBuffer();
    const owner = await signedInUser(t);
    const submission = await submitWithFront(owner.client, owner.userId, png);
    const { front } = await measured(owner.client, submission.id);
    expect(front).toMatchObject({ ok: true, textInBorder: 'bottom' });
    // A card without text in its borders has none.
    const plain = await submitWithFront(owner.client, owner.userId, await cardPng(randomScene(3, SIZE, false)));
    expect((await measured(owner.client, plain.id)).front).not.toHaveProperty('textInBorder');
  });

  it('stores a borderless front as refused, with the reason', async () => {
    const owner = await signedInUser(t);
    const submission = await submitWithFront(owner.client, owner.userId, await cardPng(randomScene(400, SIZE, true)));
    const { front, back } = await measured(owner.client, submission.id);
    expect(front).toMatchObject({ ok: false, reason: expect.stringMatching(/border|artwork/) });
    // The back is a plain coloured square: no card in it, refused as well, never an error.
    expect(back.ok).toBe(false);
  });

  it('retries a measurement whose photo cannot be read, and the submission stays whole', async () => {
    const owner = await signedInUser(t);
    const submission = await submitWithFront(owner.client, owner.userId, await cardPng(randomScene(3, SIZE, false)));
    await measured(owner.client, submission.id);
    // The original goes missing and the measurement is asked for again: the job throws.
    const [front] = await t.database.db
      .select()
      .from(submissionPhotos)
      .where(eq(submissionPhotos.submissionId, submission.id))
      .then((rows) => rows.filter((row) => row.photoKey === 'front'));
    const original = await t.storage.read(front!.originalKey);
    await t.storage.remove(front!.originalKey);
    await t.database.db.delete(centeringMeasurements).where(eq(centeringMeasurements.submissionId, submission.id));
    await t.jobs.send(CENTERING_QUEUE, { submissionId: submission.id });

    const retrying = `select 1 from pgboss.job where name = $1 and state = 'retry' and data->>'submissionId' = $2`;
    await eventually(async () => (await t.database.executeSql(retrying, [CENTERING_QUEUE, submission.id])).rows[0]);
    const meanwhile = await detailOf(owner.client, submission.id);
    expect(meanwhile.photos).toHaveLength(10);
    expect(meanwhile.centering?.front).toBeUndefined();
    const display = await owner.client.get(meanwhile.photos[0]!.url);
    expect(display.statusCode).toBe(200);

    // The photo is back; the queue's retry (brought forward from its 30 s delay) measures it.
    await t.storage.put(front!.originalKey, original, 'image/png');
    await t.database.executeSql(
      `update pgboss.job set start_after = now() where name = $1 and state = 'retry' and data->>'submissionId' = $2`,
      [CENTERING_QUEUE, submission.id],
    );
    const { front: remeasured } = await measured(owner.client, submission.id);
    expect(remeasured.ok).toBe(true);
  });
});
