import { expect, test } from '@playwright/test';
import { buyOneCredit, gotoHydrated, logInAs, signUpVerified } from './session';

const INFORMATION_PAGES = ['/pricing', '/what-we-evaluate', '/faqs', '/help', '/contact', '/terms-of-service'];

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('every information page sits in the same centred column', async ({ page }) => {
    const columns = new Set<string>();
    for (const path of INFORMATION_PAGES) {
      await page.goto(path);
      const box = (await page.locator('main > .page, main .page').first().boundingBox())!;
      // Centred: as much room on the left as on the right.
      expect(Math.abs(box.x - (1366 - box.x - box.width)), path).toBeLessThanOrEqual(20);
      columns.add(`${Math.round(box.x)}:${Math.round(box.width)}`);
    }
    expect([...columns]).toHaveLength(1);
  });

  test('the pricing cards fill the column instead of leaving it half empty', async ({ page }) => {
    await page.goto('/pricing');
    const column = (await page.locator('.page').first().boundingBox())!;
    const cards = (await page.locator('.pricing-cards').first().boundingBox())!;
    expect(cards.width).toBeGreaterThan(column.width * 0.95);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the purchase history reads as a list: each purchase a block, the date on one line', async ({
    page,
    baseURL,
  }) => {
    await signUpVerified(page, baseURL!);
    await buyOneCredit(page);
    await gotoHydrated(page, '/purchase-history');
    const date = page.getByRole('cell').first();
    await expect(date).toContainText(/\d{4}/);
    const lineHeight = await date.evaluate((cell) => parseFloat(getComputedStyle(cell).lineHeight));
    expect((await date.boundingBox())!.height).toBeLessThan(lineHeight * 2);
    // The column's name goes with each value, as the table's header row is out of sight.
    expect(await date.getAttribute('data-label')).toBe('Date');
    await expect(page.locator('thead')).not.toBeInViewport();
  });
});

test.describe('on a phone, signed in', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tab bar fixed at the bottom never covers the end of the page', async ({ page }) => {
    await logInAs(page, 'demo_collector');
    await gotoHydrated(page, '/wallet');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const tabs = (await page.getByRole('navigation', { name: /account/i }).boundingBox())!;
    const lastLine = (await page.locator('.site-footer p').last().boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(tabs.y);
  });
});
