import { expect, test } from '@playwright/test';
import { linkFromOutbox } from './outbox';
import { gotoHydrated, logInAs } from './session';

const stamp = () => `${Date.now()}`.slice(-7);

test('sign up, verify by e-mail, log in by username, log out, forget, reset, log in again', async ({
  page,
  request,
}) => {
  // Seven steps and two e-mails through the job queue: about 25 s alone, more on a busy machine.
  test.setTimeout(90_000);
  const id = stamp();
  const email = `ada${id}@example.com`;
  const username = `Ada_${id}`;
  const password = 'analytical engine 1843';
  const seen: string[] = [];

  await gotoHydrated(page, '/signup');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  // The box keeps only letters, digits and underscore.
  await page.getByLabel('Username').fill(`${username}!! `);
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(page.getByText('You must accept the Terms of Service to sign up.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I accept the Terms of Service').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL('/verify-email');
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Unverified: the user area sends them back here.
  await gotoHydrated(page, '/user-dashboard');
  await expect(page).toHaveURL('/verify-email');

  const verifyLink = await linkFromOutbox(request, email, '/api/auth/verify-email', seen);
  await gotoHydrated(page, verifyLink);
  await expect(page).toHaveURL('/verify-confirm');
  // Signed in and now verified: told so, and sent on to the dashboard (not to a login they do not need).
  await expect(page.getByRole('heading', { name: 'Your E-mail Is Verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
  await expect(page).toHaveURL('/user-dashboard');
  await expect(page.getByRole('heading', { name: 'Hello, Ada!' })).toBeVisible();

  // Log out from the menu: the session ends, the user area asks for a login again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await gotoHydrated(page, '/user-dashboard');
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Username or email').fill(username.toLowerCase());
  await page.getByLabel('Password').fill('wrong password!');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username/email or password.');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/user-dashboard');

  await gotoHydrated(page, '/profile');
  await expect(page.getByText(username.toLowerCase(), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Purchase History' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');

  await gotoHydrated(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  const send = page.getByRole('button', { name: 'Send reset link' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email or username').fill(email);
  await send.click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that email, a reset link has been sent. Check your inbox and spam.',
  );

  const resetLink = await linkFromOutbox(request, email, '/reset-password?token=', seen);
  await gotoHydrated(page, resetLink);
  const newPassword = 'difference engine 1822';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL('/user-dashboard');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await gotoHydrated(page, '/login');
  await page.getByLabel('Username or email').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/user-dashboard');
});

test('the guards send visitors where the spec says', async ({ page }) => {
  await gotoHydrated(page, '/user-dashboard');
  await expect(page).toHaveURL('/login');
  await gotoHydrated(page, '/grader-dashboard');
  await expect(page).toHaveURL('/login');

  // The demo collector (seeded in evaluation mode) is verified but no grader.
  await logInAs(page, 'demo_collector');
  await gotoHydrated(page, '/grader-dashboard');
  await expect(page).toHaveURL('/user-dashboard');
  // A verified user is sent from the landing page to the dashboard.
  await gotoHydrated(page, '/');
  await expect(page).toHaveURL('/user-dashboard');
});

test('a grader logs in to the grader dashboard', async ({ page }) => {
  await logInAs(page, 'demo_grader');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grader Dashboard');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the dashboard shows the four buttons instead of the video', async ({ page }) => {
    await logInAs(page, 'demo_collector');
    for (const name of ['Wallet', 'Create Submission', 'Submission History', 'Profile']) {
      await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
    }
    await expect(page.locator('video')).toBeHidden();
  });
});
