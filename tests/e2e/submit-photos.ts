import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { REQUIRED_PHOTOS } from '../../src/shared/constants';
import type { MeasuredSide, SubmissionCentering } from '../../src/shared/centering/measured';

/** One photo as Playwright's multipart sends a file. */
export type PhotoFile = { name: string; mimeType: string; buffer: Buffer };
export type PhotoSlot = (typeof REQUIRED_PHOTOS)[number]['key'];

/** A plain grey JPEG for the slots a test does not look at: nothing on it to measure. */
export async function plainPhoto(width = 300, height = 420, background = '#64748b'): Promise<PhotoFile> {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name: 'plain.jpg', mimeType: 'image/jpeg', buffer };
}

/**
 * Sends a submission through the API as the submit screen does: every required slot, `photos` where given and
 * `fill` (a plain grey JPEG unless named) in the rest. The page's user must be signed in with a credit.
 * Returns the new submission's id.
 */
export async function submitPhotos(
  page: Page,
  baseURL: string,
  card: { cardName: string; cardNumber: string },
  photos: Partial<Record<PhotoSlot, PhotoFile>>,
  fill?: PhotoFile,
): Promise<string> {
  const other = fill ?? (await plainPhoto());
  const multipart: Record<string, string | PhotoFile> = { ...card };
  for (const slot of REQUIRED_PHOTOS)
    multipart[slot.key] = photos[slot.key] ?? { ...other, name: `${slot.key}${path.extname(other.name)}` };
  const sent = await page.request.post('/api/submissions', {
    headers: { origin: baseURL, 'idempotency-key': crypto.randomUUID() },
    multipart,
  });
  expect(sent.status()).toBe(200);
  const { submission } = (await sent.json()) as { submission: { id: string } };
  return submission.id;
}

/**
 * Waits for the server's centering job to have measured `side` of a submission (it runs after the renderings)
 * and returns the submission's measurements as the API shows them to its owner.
 */
export async function measuredCentering(
  page: Page,
  submissionId: string,
  side: MeasuredSide,
  timeout = 90_000,
): Promise<SubmissionCentering> {
  let centering: SubmissionCentering | undefined;
  await expect
    .poll(
      async () => {
        const detail = (await (await page.request.get(`/api/submissions/${submissionId}`)).json()) as {
          submission: { centering?: SubmissionCentering };
        };
        centering = detail.submission.centering;
        return Boolean(centering?.[side]);
      },
      { timeout, intervals: [1000] },
    )
    .toBe(true);
  return centering!;
}
