import { expect, test } from '@playwright/test';
import { buyOneCredit, gotoHydrated, logInAs, signUpVerified } from './session';
import { submitPhotos } from './submit-photos';

test('the dashboard always offers the next step: buy a credit, then send a card, then see it waiting', async ({
  page,
  baseURL,
}) => {
  await signUpVerified(page, baseURL!);
  await gotoHydrated(page, '/user-dashboard');
  await expect(page.getByText('You have 0 credits.')).toBeVisible();
  await expect(page.getByText('No orders yet.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Buy credits' }).click();
  await expect(page).toHaveURL('/shop');

  await buyOneCredit(page);
  await gotoHydrated(page, '/user-dashboard');
  await expect(page.getByText('You have 1 credit.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submit a card' })).toBeVisible();

  await submitPhotos(page, baseURL!, { cardName: 'Snorlax', cardNumber: '11/64' }, {});
  // The new order arrives live, with its status; the balance follows.
  const latest = page.getByRole('list', { name: 'Your latest orders, newest first' });
  await expect(latest.getByRole('link', { name: 'Snorlax' })).toBeVisible();
  await expect(latest).toContainText('Waiting for a grader');
  await expect(page.getByText('You have 0 credits.')).toBeVisible();
  await latest.getByRole('link', { name: 'Snorlax' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
});

test('signed-in pages never flash a bare "Loading…" line: they show their shape, then their content', async ({
  page,
}) => {
  await logInAs(page, 'demo_collector');
  // Watches the document from its first node, before any script of the page runs.
  await page.addInitScript(() => {
    const seen = { loadingLine: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('p.loading')) seen.loadingLine = true;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/user-dashboard', '/orders', '/purchase-history']) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { seen: { loadingLine: boolean } }).seen.loadingLine),
      path,
    ).toBe(false);
  }
});
