import { expect, test } from '@playwright/test';
import { accountTexts } from '../../src/shared/accounts';
import { seriousProblems } from './axe';
import { buyOneCredit, logInAs, signUpVerified } from './session';

test('staff find a collector, grant a credit with a reason, refund a purchase and disable the account', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A collector who bought one credit through the (local) checkout.
  const collector = await (await browser.newContext({ baseURL })).newPage();
  const { email } = await signUpVerified(collector, baseURL!);
  await buyOneCredit(collector);

  const staff = await (await browser.newContext({ baseURL })).newPage();
  await logInAs(staff, 'demo_admin');
  await staff.getByRole('link', { name: 'Console' }).first().click();
  await expect(staff).toHaveURL('/admin');
  await expect(staff.getByRole('heading', { name: 'Find a person' })).toBeVisible();
  expect(await seriousProblems(staff), 'the console').toEqual([]);

  // Find them by e-mail and open their page.
  await staff.getByLabel('Username, e-mail, support ID or card ID').fill(email);
  await staff.getByRole('button', { name: 'Find' }).click();
  await expect(staff).toHaveURL(/\/admin\?q=/);
  const found = staff.getByRole('row').filter({ hasText: email });
  await expect(found).toHaveCount(1);
  await found.getByRole('link').first().click();
  await expect(staff).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  await expect(staff.getByText(email).first()).toBeVisible();
  // Their submissions are the console's list narrowed to them, read by their id: none yet.
  await expect(staff.getByText('No cards sent yet.')).toBeVisible();

  // Grant a credit: without a reason it is refused on the page; with one it lands in the ledger and the audit log.
  await staff.getByLabel('Credits to grant (a minus sign removes)').fill('1');
  await staff.getByRole('button', { name: /^Grant 1 credit/ }).click();
  await expect(staff.getByText('Give a reason: it is kept in the audit log.')).toBeVisible();
  await staff.getByLabel('Reason for the credits').fill('Goodwill after a slow review');
  await staff.getByRole('button', { name: /^Grant 1 credit/ }).click();
  await expect(staff.getByRole('status').filter({ hasText: /Granted 1 credit to .*; balance 2\./ })).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: 'Goodwill after a slow review' }).first()).toBeVisible();
  expect(await seriousProblems(staff), "a person's page").toEqual([]);

  // Refund the purchase: the money back, its unspent credit taken back.
  await staff.getByRole('button', { name: /^Refund/ }).click();
  await staff.getByLabel('Reason for the refund').fill('Bought by mistake');
  await staff.getByRole('button', { name: 'Refund the purchase' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Refunded $4.49; 1 credit taken back.' })).toBeVisible();
  await expect(staff.getByText('Refunded', { exact: true })).toBeVisible();
  // The collector's purchase history says so, under the amount.
  await collector.goto('/purchase-history');
  await expect(collector.getByRole('cell', { name: /^\$4\.49\s*Refunded / })).toBeVisible();

  // Disable the account: the collector's session ends at once, and logging in says why.
  await staff.getByLabel('Reason for disabling').fill('Chargeback on a stolen card');
  await staff.getByRole('button', { name: 'Disable the account' }).click();
  await expect(staff.getByRole('status').filter({ hasText: /is disabled/ })).toBeVisible();
  await collector.goto('/wallet');
  await expect(collector).toHaveURL('/login');
  await collector.getByLabel('Username or email').fill(email);
  await collector.getByLabel('Password').fill('a sensible pass phrase');
  await collector.getByRole('button', { name: 'Login' }).click();
  await expect(collector.getByText(accountTexts.accountDisabled)).toBeVisible();

  // Every one of these is in the audit log, with who did it and why.
  await staff.goto('/admin/audit');
  for (const reason of ['Goodwill after a slow review', 'Bought by mistake', 'Chargeback on a stolen card'])
    await expect(staff.getByRole('row').filter({ hasText: reason }).first()).toContainText('Demo Staff');

  // A grader is kept out of the console.
  const grader = await (await browser.newContext({ baseURL })).newPage();
  await logInAs(grader, 'demo_grader');
  await grader.goto('/admin');
  await expect(grader).toHaveURL('/grader-dashboard');
});
