import { expect, test } from '@playwright/test';
import { CHECKOUT_CANCELLED_PATH, creditTexts } from '../../src/shared/credits';
import { linkFromOutbox } from './outbox';
import { gotoHydrated, signUpVerified } from './session';

test('buy 5 credits through the test checkout, watch them arrive, find the purchase', async ({ page, baseURL }) => {
  const { email } = await signUpVerified(page, baseURL!);
  await page.goto('/wallet');
  await expect(page.locator('.balance')).toHaveText('0 credits');
  await page.getByRole('link', { name: 'Buy More Credits' }).click();
  await expect(page).toHaveURL('/shop');

  await page.getByRole('button', { name: 'Buy 5 Credits for $14.99' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_local_/);
  await expect(page.getByText('Test payment: no money moves')).toBeVisible();
  await expect(page.getByText('$14.99')).toBeVisible();
  await page.getByRole('button', { name: 'Complete test payment' }).click();

  await expect(page).toHaveURL(/\/wallet\?success=true&session_id=cs_test_local_/);
  // "Adding credits..." shows only until the payment is confirmed, which may be at once: the outcome is checked.
  await expect(page.locator('.balance')).toHaveText('5 credits');
  await expect(page.getByText('Your credits have been added. Thank you!')).toBeVisible();
  await expect(page).toHaveURL('/wallet');

  await page.getByRole('link', { name: 'Purchase History' }).click();
  const row = page.getByRole('row').nth(1);
  await expect(row).toContainText('5 Credits');
  await expect(row).toContainText('$14.99');

  // The receipt e-mail leads back to the same history.
  await page.goto(await linkFromOutbox(page.request, email, '/purchase-history'));
  await expect(page.getByRole('row').nth(1)).toContainText('$14.99');
});

test('a cancelled test checkout takes nothing and gives nothing', async ({ page, baseURL }) => {
  await signUpVerified(page, baseURL!);
  await gotoHydrated(page, '/shop');
  await page.getByRole('button', { name: 'Buy 1 Credit for $4.49' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(CHECKOUT_CANCELLED_PATH);
  await expect(page.getByRole('status')).toHaveText(creditTexts.checkoutCancelled);
  await page.goto('/purchase-history');
  await expect(page.getByText('No purchases found.')).toBeVisible();
});

test('the wallet updates live when credits arrive in another tab', async ({ page, context, baseURL }) => {
  await signUpVerified(page, baseURL!);
  await page.goto('/wallet');
  await expect(page.locator('.balance')).toHaveText('0 credits');

  const other = await context.newPage();
  await other.goto('/shop');
  await other.getByRole('button', { name: 'Buy 1 Credit for $4.49' }).click();
  await other.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(other).toHaveURL(/\/wallet/);

  // No reload of the first tab: the balance arrives over the event stream.
  await expect(page.locator('.balance')).toHaveText('1 credit');
});
