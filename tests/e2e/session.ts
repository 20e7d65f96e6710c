import { expect, type Page } from '@playwright/test';

/** Logs in through the form as one of the demo accounts the e2e server seeds. */
export async function logInAs(page: Page, username: 'demo_collector' | 'demo_grader') {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill('try the demo card');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(username === 'demo_grader' ? '/grader-dashboard' : '/user-dashboard');
}
