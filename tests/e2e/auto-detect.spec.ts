import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { renderScene } from '../synth/render';
import { randomScene, truthOf, type CardScene } from '../synth/scene';
import { DETECTED, openToolWith, readout, toolStatus } from './centering-tool';

// Auto-detect in the built site: a synthetic card photo with known centering goes in through the upload input,
// the detector runs in a module worker under the production CSP, and the readouts must match the truth.

const SIZE = { width: 900, height: 1200 };

/** First seed from `start` whose scene passes `wanted`: a case picked without hand-building its geometry. */
function sceneWhere(start: number, borderless: boolean, wanted: (scene: CardScene) => boolean): CardScene {
  for (let seed = start; ; seed++) {
    const scene = randomScene(seed, SIZE, borderless);
    if (wanted(scene)) return scene;
  }
}

async function photoPng(scene: CardScene): Promise<Buffer> {
  const { width, height, data } = renderScene(scene);
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

const upload = async (page: Page, scene: CardScene) =>
  openToolWith(page, { name: 'card.png', mimeType: 'image/png', buffer: await photoPng(scene) });

test('auto-detect measures a generated card to within a point', async ({ page }) => {
  const scene = sceneWhere(1, false, (s) => Math.abs(truthOf(s).lPct - 50) > 8 && Math.abs(s.angleDeg) > 3);
  const truth = truthOf(scene);
  const { violations, autoDetect } = await upload(page, scene);
  await autoDetect.click();
  await expect(toolStatus(page)).toHaveText(DETECTED, { timeout: 15_000 });
  const [l, r] = await readout(page, 'lr');
  const [t, b] = await readout(page, 'tb');
  expect(Math.abs(l - truth.lPct)).toBeLessThanOrEqual(1);
  expect(Math.abs(r - truth.rPct)).toBeLessThanOrEqual(1);
  expect(Math.abs(t - truth.tPct)).toBeLessThanOrEqual(1);
  expect(Math.abs(b - truth.bPct)).toBeLessThanOrEqual(1);
  const angle = Number.parseFloat((await page.getByLabel('Angle').textContent()) ?? '');
  expect(Math.abs(angle - truth.angleDeg)).toBeLessThanOrEqual(0.5);
  expect(violations).toEqual([]);
});

test('auto-detect refuses a full-art card and leaves the boxes alone', async ({ page }) => {
  const scene = randomScene(400, SIZE, true);
  const { violations, autoDetect } = await upload(page, scene);
  const boxes = async () => [
    await page.getByTestId('geometry-outer').textContent(),
    await page.getByTestId('geometry-inner').textContent(),
  ];
  const before = await boxes();
  await autoDetect.click();
  await expect(toolStatus(page)).toHaveText('Could not measure: no border to measure (full-art card)', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('readout-lr')).toHaveText('50.0% | 50.0%');
  expect(await boxes()).toEqual(before);
  expect(violations).toEqual([]);
});

test('auto-detect explains, not crashes, on an image from another site without CORS', async ({ page }) => {
  const bytes = await photoPng(randomScene(1, { width: 300, height: 400 }, false));
  // Served without Access-Control-Allow-Origin: the browser shows it but keeps its pixels from the page.
  await page.route('https://cards.example/card.png', (route) =>
    route.fulfill({ contentType: 'image/png', body: bytes }),
  );
  await page.goto('/centering-tool?img=https://cards.example/card.png');
  const autoDetect = page.getByRole('button', { name: 'Auto-detect' });
  await expect(autoDetect).toBeEnabled();
  await autoDetect.click();
  await expect(toolStatus(page)).toHaveText(/^Could not measure: this browser will not let the page read an image/);
  await expect(autoDetect).toBeEnabled();
});
