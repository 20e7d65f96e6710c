import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { renderScene } from '../synth/render';
import { randomScene } from '../synth/scene';
import { buyOneCredit, signUpVerified } from './session';

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
  await page.goto('/submit');
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
  await page.goto('/submit');
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
