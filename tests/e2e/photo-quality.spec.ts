import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { renderScene } from '../synth/render';
import { randomScene } from '../synth/scene';
import { loadRealSet, REAL_SET_MISSING } from '../../scripts/centering/real-set';
import { buyOneCredit, gotoHydrated, signUpVerified } from './session';

/** A generated card photo in even light without glare, as JPEG: sharp, or blurred like a shaky hand. */
async function cardPhoto(blur: number | null) {
  const scene = randomScene(1, { width: 900, height: 1200 }, false);
  const image = renderScene({ ...scene, glare: [], lighting: { ...scene.lighting, strength: 0 } });
  const raw = sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 4 } });
  return (blur ? raw.blur(blur) : raw).jpeg({ quality: 92 }).toBuffer();
}

test('the submit screen warns on a blurred photo and not on a sharp one', async ({ page, baseURL }) => {
  await signUpVerified(page, baseURL!);
  // One credit, so that the send button's state shows whether the warnings stand in the way (they must not).
  await buyOneCredit(page);
  await gotoHydrated(page, '/submit');
  const front = page.getByLabel('Front', { exact: true });
  const findings = page.locator('.photo-slot-warnings');
  const blurry = 'Front looks blurry: hold the phone steady and tap to focus.';

  await front.setInputFiles({ name: 'sharp.jpg', mimeType: 'image/jpeg', buffer: await cardPhoto(null) });
  await expect(findings).toBeVisible();
  await expect(findings).not.toContainText('Checking', { timeout: 15_000 }); // the worker has answered
  await expect(findings).not.toContainText(blurry);

  await page.getByRole('button', { name: 'Replace Front' }).waitFor();
  await front.setInputFiles({ name: 'blurred.jpg', mimeType: 'image/jpeg', buffer: await cardPhoto(8) });
  await expect(findings).toContainText(blurry, { timeout: 15_000 });
  // Advice only: the photo stays chosen and the form can still be sent.
  await expect(page.getByText('blurred.jpg')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit card' })).toBeEnabled();
});

test('a HEIC photo is checked too, through the preview decoded in the browser', async ({ page, baseURL }) => {
  await signUpVerified(page, baseURL!);
  await gotoHydrated(page, '/submit');
  const heic = fs.readFileSync(new URL('../fixtures/card.heic', import.meta.url));
  await page
    .getByLabel('Back', { exact: true })
    .setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic });
  const findings = page.locator('.photo-slot-warnings');
  await expect(findings).toBeVisible({ timeout: 15_000 });
  await expect(findings).not.toContainText('Checking', { timeout: 15_000 });
  // The fixture is a 320x448 photo: the check sees it at its true size, and says it is small.
  await expect(findings).toContainText('Back is low resolution');
});

test('a real card whose border cannot be measured still gets advice on its size, not a missing edge', async ({
  page,
  baseURL,
}, testInfo) => {
  // back_7 from the shared real set (a Pokémon back on white paper, 515 px across in a 1920x1080 photo, glare
  // washing its left border): the detector refuses its borders but found the card, so the advice is the card's
  // size. Read from the set, never copied here; skipped where the set is absent (in CI its absence fails).
  const photo = loadRealSet()?.find((entry) => entry.file === 'dimas__input_back_7.png');
  if (!photo) {
    console.warn(REAL_SET_MISSING);
    test.skip(true, REAL_SET_MISSING);
  }
  await signUpVerified(page, baseURL!);
  await gotoHydrated(page, '/submit');
  const findings = page.locator('.photo-slot-warnings');
  await page
    .getByLabel('Back', { exact: true })
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: fs.readFileSync(photo!.path) });
  await expect(findings).toBeVisible({ timeout: 15_000 });
  await expect(findings).not.toContainText('Checking', { timeout: 15_000 });
  await expect(findings).toContainText('The card is small in Back: move closer');
  await expect(findings).toContainText(/Back is low resolution \(the card is 5\d\d px across\)/);
  await expect(findings).not.toContainText("could not find the card's edges");
  await findings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('real-back-advice.png'), fullPage: false });
});
