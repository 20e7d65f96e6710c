import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { REQUIRED_PHOTOS } from '../../src/shared/constants';
import { seriousProblems } from './axe';
import { buyOneCredit, collectorWithCredit, gotoHydrated, logInAs, signUpVerified } from './session';
import { plainPhoto, submitPhotos } from './submit-photos';

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
  await gotoHydrated(page, '/submit');
  await expect(page.getByRole('link', { name: /shop/i }).first()).toBeVisible(); // no credits yet: the way to the shop
  await buyOneCredit(page);

  await gotoHydrated(page, '/submit');
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
  await gotoHydrated(page, '/submit');
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

test('a cancelled card is sent again: name, identifier and earlier photos filled in, one replaced, one credit', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const cardName = `Blastoise ${Date.now() % 1_000_000}`;
  const reason = 'The back photo is blurred: please take it again.';
  const collector = await collectorWithCredit(browser, baseURL!);
  const earlierId = await submitPhotos(collector, baseURL!, { cardName, cardNumber: '2/102' }, {});

  const grader = await (await browser.newContext({ baseURL })).newPage();
  await logInAs(grader, 'demo_grader');
  await grader.goto(`/review/${earlierId}`);
  await grader.getByRole('button', { name: 'Cancel submission' }).click();
  await grader.getByLabel('Reason for cancellation').fill(reason);
  await grader.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(grader.getByText('Submission cancelled and credit refunded.')).toBeVisible();

  await collector.goto(`/orders/${earlierId}`);
  await expect(collector.getByText(`This submission was cancelled: ${reason}`)).toBeVisible();
  await collector.getByRole('link', { name: 'Submit again' }).click();
  await expect(collector).toHaveURL(`/submit?again=${earlierId}`);
  await expect(collector.getByRole('region', { name: /^Sending GW-\w+ again$/ })).toContainText(reason);
  await expect(collector.getByLabel('Card name')).toHaveValue(cardName);
  await expect(collector.getByLabel('Identifier')).toHaveValue('2/102');
  await expect(collector.getByText('10 of 10 required photos chosen, 10 of them earlier photos')).toBeVisible();
  const earlierFront = collector.getByRole('img', { name: 'Earlier photo of Front', exact: true });
  await expect
    .poll(() => earlierFront.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  expect(await seriousProblems(collector), 'the submit screen, sending again').toEqual([]);

  // The blurred back, taken again; the other nine go as they were.
  const retaken = await plainPhoto(300, 420, '#0f766e');
  await collector.getByLabel('Back', { exact: true }).setInputFiles({ ...retaken, name: 'back-again.jpg' });
  await expect(collector.getByRole('img', { name: 'Preview of Back', exact: true })).toBeVisible();
  await expect(collector.getByText('10 of 10 required photos chosen, 9 of them earlier photos')).toBeVisible();
  await collector.getByRole('button', { name: 'Submit card' }).click();
  await expect(collector).toHaveURL('/orders');
  await expect(collector.getByRole('status').filter({ hasText: 'Card submitted successfully!' })).toBeVisible();
  await expect(collector.getByRole('link', { name: new RegExp(cardName) })).toHaveCount(2);

  // The new card has all ten photos, as its own; the credit was refunded once and spent once.
  const { submissions } = (await (await collector.request.get('/api/submissions')).json()) as {
    submissions: { id: string; status: string }[];
  };
  expect(submissions.map((submission) => submission.status)).toEqual(['OPEN', 'CANCELLED']);
  const detail = (await (await collector.request.get(`/api/submissions/${submissions[0]!.id}`)).json()) as {
    submission: { photos: { key: string }[] };
  };
  expect(detail.submission.photos).toHaveLength(10);
  const newBack = await collector.request.get(`/api/submissions/${submissions[0]!.id}/photos/back?size=thumb`);
  const oldBack = await collector.request.get(`/api/submissions/${earlierId}/photos/back?size=thumb`);
  expect((await newBack.body()).equals(await oldBack.body())).toBe(false);
  await collector.goto('/wallet');
  await expect(collector.locator('.balance')).toHaveText('0 credits');
});
