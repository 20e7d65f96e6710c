import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { officialResultTexts } from '../../src/shared/official-results';
import { seriousProblems } from './axe';
import { collectorWithCredit, logInAs } from './session';
import { submitPhotos } from './submit-photos';

/** The verified results the public page counts (its first section; the sample section follows it apart). */
async function verifiedCount(page: Page) {
  await page.goto('/accuracy');
  await expect(page.getByRole('heading', { level: 1, name: 'Our track record' })).toBeVisible();
  const count = page.locator('.record-count').first();
  const empty = page.getByText('No official result has been verified yet.').first();
  await expect(count.or(empty).first()).toBeVisible();
  if (!(await page.locator('.accuracy-page > .record-count').count())) return 0;
  const text = await page.locator('.accuracy-page > .record-count').textContent();
  return Number(/^(\d+)/.exec(text ?? '')?.[1]);
}

test('a collector reports a PSA 9, staff verify it, and the public track record counts it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const certificate = String(80_000_000 + (Date.now() % 10_000_000));
  const cardName = `Dragonite ${certificate}`;

  // A finished order: the collector sends a card, a grader reviews it (through the API: the review screen has its
  // own tests) with 9, ceiling 10.
  const collector = await collectorWithCredit(browser, baseURL!);
  const id = await submitPhotos(collector, baseURL!, { cardName, cardNumber: '149/165' }, {});
  const grader = await (await browser.newContext({ baseURL })).newPage();
  await logInAs(grader, 'demo_grader');
  const headers = { origin: baseURL! };
  expect((await grader.request.post(`/api/grading/submissions/${id}/claim`, { headers })).status()).toBe(200);
  const reviewed = await grader.request.post(`/api/grading/submissions/${id}/review`, {
    headers,
    data: { anticipatedGrade: 9, ceilingGrade: 10 },
  });
  expect(reviewed.status()).toBe(200);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const before = await verifiedCount(visitor);

  // The reminder e-mail's link (the API tests check the e-mail holds it) opens the order with the form ready.
  await collector.goto(`/orders/${id}#official-result`);
  const section = collector.getByRole('region', { name: 'Official grade' });
  // Focused once the page has hydrated: under a loaded CI machine that took over the 5 s default once.
  await expect(section.getByLabel('Grading company')).toBeFocused({ timeout: 15_000 });
  await section.getByLabel('Grading company').selectOption('PSA');
  await section.getByLabel('Grade', { exact: true }).selectOption('9');
  // A number in another company's format is refused with PSA's own words, before anything is sent.
  await section.getByLabel('Certificate number').fill('A1234567');
  await section.getByRole('button', { name: 'Save the official grade' }).click();
  await expect(section.getByText(/A PSA certificate number is 7 to 10 digits/)).toBeVisible();
  await section.getByLabel('Certificate number').fill(certificate);
  await section.getByLabel('Date graded').fill(new Date().toISOString().slice(0, 10));
  const label = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#f5f5f5' } })
    .jpeg()
    .toBuffer();
  await section
    .getByLabel('Photo of the slab’s label (optional)')
    .setInputFiles({ name: 'label.jpg', mimeType: 'image/jpeg', buffer: label });
  await section.getByRole('button', { name: 'Save the official grade' }).click();
  await expect(section.getByText(officialResultTexts.saved)).toBeVisible();
  await expect(section).toContainText('PSA 9');
  await expect(section).toContainText('Waiting for staff to check');
  expect(await seriousProblems(collector), 'the order with its official grade').toEqual([]);

  // Reported is not counted: the page says it waits for checking.
  expect(await verifiedCount(visitor)).toBe(before);
  await expect(visitor.getByText(/waiting for staff to check/)).toBeVisible();

  // Staff check it against the label photo and verify it.
  const staff = await (await browser.newContext({ baseURL })).newPage();
  await logInAs(staff, 'demo_admin');
  await staff.getByRole('link', { name: 'Official results' }).first().click();
  await expect(staff).toHaveURL(/\/admin\/official-results/);
  const card = staff.getByRole('article', { name: new RegExp(cardName) });
  await expect(card).toContainText(certificate);
  await expect(card.getByRole('img')).toBeVisible();
  expect(await seriousProblems(staff), 'the staff page').toEqual([]);
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(staff.getByText(officialResultTexts.verified)).toBeVisible();

  // The collector sees it verified and can no longer change it; the public page counts it.
  await collector.reload();
  await expect(section).toContainText('Verified');
  await expect(section.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  expect(await verifiedCount(visitor)).toBe(before + 1);

  // A collector and a grader are kept out of the staff page.
  await collector.goto('/admin/official-results');
  await expect(collector).toHaveURL('/user-dashboard');
  await grader.goto('/admin/official-results');
  await expect(grader).toHaveURL('/grader-dashboard');
});
