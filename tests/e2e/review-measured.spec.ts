import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { PixelBuffer } from '../../src/shared/centering/detector/types';
import { creditsCard } from '../synth/credits-card';
import { renderScene } from '../synth/render';
import { randomScene, truthOf } from '../synth/scene';
import { buyOneCredit, collectorWithCredit, logInAs } from './session';
import { measuredCentering, submitPhotos } from './submit-photos';

// The same synthetic card the centering tool's auto-detect test finds (seed 2, 900x1200): off-centre left/right.
const scene = randomScene(2, { width: 900, height: 1200 }, false);
const truth = truthOf(scene);
const truthLarger = Math.max(truth.lPct, truth.rPct, truth.tPct, truth.bPct);

/** A submission with `image` as its front (as a PNG), once the server has measured that front's centering. */
async function submitMeasured(
  collector: Page,
  baseURL: string,
  card: { cardName: string; cardNumber: string },
  { width, height, channels, data }: PixelBuffer,
) {
  const front = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels },
  })
    .png()
    .toBuffer();
  const id = await submitPhotos(collector, baseURL, card, {
    front: { name: 'front.png', mimeType: 'image/png', buffer: front },
  });
  // The measurement runs as a job after the renderings.
  await measuredCentering(collector, id, 'front');
  return id;
}

test('a grader’s review opens with the server’s measured centering proposed, naming a border measured past its text', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // One collector sends both cards: every sign-up counts against the suite's one address's hourly limit.
  const collector = await collectorWithCredit(browser, baseURL!);
  await buyOneCredit(collector, 2);
  const id = await submitMeasured(
    collector,
    baseURL!,
    { cardName: 'Synthetic card', cardNumber: 'seed 2' },
    renderScene(scene),
  );
  const magic = await submitMeasured(
    collector,
    baseURL!,
    { cardName: 'Modern Magic card', cardNumber: 'credits' },
    creditsCard(),
  );

  const grader = await (await browser.newContext({ baseURL })).newPage();
  await logInAs(grader, 'demo_grader2');
  await grader.goto(`/review/${id}`);
  await expect(grader.getByRole('heading', { name: 'Synthetic card' })).toBeVisible();
  const proposed = await grader.getByLabel('Centering front').inputValue();
  expect(proposed).toMatch(/^\d{2}\/\d{2}$/);
  expect(Math.abs(Number(proposed.split('/')[0]) - truthLarger)).toBeLessThanOrEqual(1);
  await expect(grader.getByText(/Measured automatically, and proposed in the form: front/)).toBeVisible();

  // The tool opens on the front with the measured boxes drawn: its readouts agree with the proposal.
  await grader.getByRole('button', { name: 'Measure front centering' }).click();
  await expect(grader.getByText('Boxes placed from the measured result. Adjust the boxes if needed.')).toBeVisible();

  // A modern Magic card: its bottom border is measured past the credits printed in it, and both places say so.
  await grader.goto(`/review/${magic}`);
  await expect(grader.getByRole('heading', { name: 'Modern Magic card' })).toBeVisible();
  await expect(
    grader.getByText(/front \d\d\/\d\d \(confidence [\d.]+; its bottom border measured past the text printed in it\)/),
  ).toBeVisible();
  await grader.getByRole('button', { name: 'Measure front centering' }).click();
  await expect(
    grader.getByText(
      'Boxes placed from the measured result. Adjust the boxes if needed. The bottom border has text printed in it (a modern Magic card’s credits): it is measured to the frame behind the text, and is deeper than the others by design.',
    ),
  ).toBeVisible();
});
