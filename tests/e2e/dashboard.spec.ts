import { expect, test } from '@playwright/test';
import { buyOneCredit, gotoHydrated, signUpVerified } from './session';
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
