import { expect, type Browser, type Page } from '@playwright/test';
import { linkFromOutbox } from './outbox';

/** Opens a page and waits until it reacts: typed text and clicks before hydration would be lost. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Logs in through the form as one of the demo accounts the e2e server seeds. */
export async function logInAs(page: Page, username: 'demo_collector' | 'demo_grader' | 'demo_grader2' | 'demo_admin') {
  // After hydration: typing into the server's HTML before React takes over is lost.
  await gotoHydrated(page, '/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill('try the demo card');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(username === 'demo_collector' ? '/user-dashboard' : '/grader-dashboard');
}

let counter = 0;

/**
 * A new verified account, signed in in this page's browser context (sign-up by API, the e-mailed link by browser).
 * Each sign-up comes from an address of its own (documentation range, trusted from the test server's loopback): a
 * whole run signs up more accounts than one address may in an hour.
 */
export async function signUpVerified(page: Page, baseURL: string) {
  counter += 1;
  const id = `${Date.now() % 1_000_000}${counter}`;
  const email = `buyer${id}@example.com`;
  const password = 'a sensible pass phrase';
  const response = await page.request.post('/api/auth/signup', {
    headers: { origin: baseURL, 'x-forwarded-for': `198.51.${process.pid % 256}.${counter % 256}` },
    data: {
      firstName: 'Bea',
      lastName: 'Buyer',
      username: `buyer_${id}`,
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  expect(response.status()).toBe(200);
  const link = await linkFromOutbox(page.request, email, '/api/auth/verify-email');
  await page.goto(link);
  await expect(page).toHaveURL('/verify-confirm');
  return { email, username: `buyer_${id}` };
}

/** Buys one credit through the local test checkout and waits until the wallet shows `expected` credits. */
export async function buyOneCredit(page: Page, expected = 1) {
  await gotoHydrated(page, '/shop');
  await page.getByRole('button', { name: 'Buy 1 Credit for $4.49' }).click();
  await page.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(page.locator('.balance')).toHaveText(`${expected} ${expected === 1 ? 'credit' : 'credits'}`);
}

/** A collector in a browser context of their own: a new verified account holding one credit. */
export async function collectorWithCredit(browser: Browser, baseURL: string): Promise<Page> {
  const collector = await (await browser.newContext({ baseURL })).newPage();
  await signUpVerified(collector, baseURL);
  await buyOneCredit(collector);
  return collector;
}
