import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { REQUIRED_PHOTOS } from '../../src/shared/constants';
import { buyOneCredit, signUpVerified } from './session';

const heic = fs.readFileSync(new URL('../fixtures/card.heic', import.meta.url));

/** A small card-like photo: a coloured card on a grey table, different for each slot. */
async function photo(index: number) {
  const card = await sharp({
    create: { width: 126, height: 176, channels: 3, background: { r: 40 + index * 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 200, height: 260, channels: 3, background: '#9ca3af' } })
    .composite([{ input: card, left: 37, top: 42 }])
    .jpeg()
    .toBuffer();
}

test('buy a credit, send ten photos (one HEIC), find the card in orders and in its carousel', async ({
  page,
  baseURL,
}) => {
  // Sign-up, a purchase and an upload of ten photos: near the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signUpVerified(page, baseURL!);
  await page.goto('/submit');
  await expect(page.getByRole('link', { name: /shop/i }).first()).toBeVisible(); // no credits yet: the way to the shop
  await buyOneCredit(page);

  await page.goto('/submit');
  await page.getByLabel('Card name').fill('Charizard Holo');
  await page.getByLabel('Identifier').fill('4/102');
  for (const [index, slot] of REQUIRED_PHOTOS.entries()) {
    const file =
      slot.key === 'back'
        ? { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic }
        : { name: `${slot.key}.jpg`, mimeType: 'image/jpeg', buffer: await photo(index) };
    await page.getByLabel(slot.label, { exact: true }).setInputFiles(file);
  }
  // The HEIC is decoded in the browser for its preview, like every other photo.
  await expect(page.getByRole('img', { name: 'Preview of Back', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Submit card' }).click();
  await expect(page).toHaveURL('/orders');
  // The spec's words, in the page and announced, not a browser pop-up.
  await expect(page.getByRole('status').filter({ hasText: 'Card submitted successfully!' })).toBeVisible();

  const row = page.getByRole('link', { name: /Charizard Holo/ }).first();
  await expect(row).toBeVisible();
  await expect(page.getByText('4/102')).toBeVisible();
  await expect(page.getByText(/GW-[0-9A-Z]{6}/)).toBeVisible();
  await row.click();

  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Charizard Holo' })).toBeVisible();
  await expect(page.getByText('1 of 10')).toBeVisible();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByText('2 of 10')).toBeVisible();
  // The HEIC original is shown through the server's JPEG rendering.
  const shown = page.locator('figure img').first();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto('/wallet');
  await expect(page.locator('.balance')).toHaveText('0 credits');
});

test('the submit screen refuses a wrong file and a missing photo before sending anything', async ({
  page,
  baseURL,
}) => {
  await signUpVerified(page, baseURL!);
  await buyOneCredit(page);
  await page.goto('/submit');
  await page.getByLabel('Front', { exact: true }).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByText('Front must be PNG, JPEG, or HEIC. Detected: text/plain')).toBeVisible();

  await page.getByLabel('Card name').fill('Pikachu');
  await page.getByLabel('Identifier').fill('58/102');
  await page.getByRole('button', { name: 'Submit card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload all 10 required images.' })).toBeVisible();
  await expect(page).toHaveURL('/submit');
  await page.goto('/wallet');
  await expect(page.locator('.balance')).toHaveText('1 credit');
});
