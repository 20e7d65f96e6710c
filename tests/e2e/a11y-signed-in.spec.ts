import { expect, test } from '@playwright/test';
import { seriousProblems } from './axe';
import { logInAs } from './session';

const SCREENS = {
  demo_collector: ['/user-dashboard', '/wallet', '/shop', '/submit', '/orders', '/profile', '/purchase-history'],
  demo_grader: ['/grader-dashboard', '/grader-history'],
} as const;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  for (const [username, paths] of Object.entries(SCREENS) as [keyof typeof SCREENS, readonly string[]][]) {
    test(`${username}'s screens have no serious or critical accessibility problem at ${viewport.width} px`, async ({
      browser,
    }) => {
      // axe takes seconds a page on a busy machine: the time allowed grows with the screens checked.
      test.setTimeout(30_000 + paths.length * 30_000);
      // @axe-core/playwright needs a page from browser.newContext().
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await logInAs(page, username);
      for (const path of paths) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        expect(await seriousProblems(page), path).toEqual([]);
      }
      await context.close();
    });
  }
}
