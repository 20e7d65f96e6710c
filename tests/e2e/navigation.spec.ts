import { expect, test } from '@playwright/test';
import { gotoHydrated, logInAs } from './session';

// The menu button works once React has taken over: a click or a key before that did nothing (a CI run on a busy
// machine pressed Enter first and found the menu shut).
test('the menu button at top right opens the global menu', async ({ page }) => {
  await gotoHydrated(page, '/');
  const button = page.getByRole('button', { name: 'Menu' });
  const box = await button.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x + box!.width).toBeGreaterThan(width - 80);
  expect(box!.y).toBeLessThan(40);

  await button.click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const name of [
    'Home',
    'Pricing',
    'What We Evaluate',
    'FAQs',
    'Contact',
    'Terms of Service',
    'Login',
    'Sign Up',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(menu).toBeHidden();
  await expect(page).toHaveTitle('FAQs | Gradewise');
});

test('the menu works from the keyboard', async ({ page }) => {
  await gotoHydrated(page, '/pricing');
  const button = page.getByRole('button', { name: 'Menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('the skip link jumps to the content', async ({ page }) => {
  await page.goto('/help');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('the user area has its tab bar: Home, Wallet, Submit, Orders, Profile', async ({ page }) => {
  await logInAs(page, 'demo_collector');
  await page.goto('/wallet');
  const tabs = page.getByRole('navigation', { name: 'Your account' });
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Wallet', 'Submit', 'Orders', 'Profile']);
  await expect(tabs.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await expect(tabs.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/user-dashboard');
});

test('public pages have no tab bar', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('navigation', { name: 'Your account' })).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('pages fit the screen without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/pricing', '/what-we-evaluate', '/faqs', '/contact', '/terms-of-service', '/help']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('the tab bar sits at the bottom', async ({ page }) => {
    await logInAs(page, 'demo_collector');
    await page.goto('/orders');
    const box = await page.getByRole('navigation', { name: 'Your account' }).boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(700);
  });
});
