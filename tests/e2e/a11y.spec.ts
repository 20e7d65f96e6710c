import { expect, test } from '@playwright/test';
import { seriousProblems } from './axe';
import { PUBLIC_PAGES } from './pages';

const PATHS = [
  ...PUBLIC_PAGES.map((p) => p.path),
  '/not-a-page',
  '/signup',
  '/login',
  '/forgot-password',
  '/verify-confirm',
  '/reset-password?token=abc',
];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

for (const viewport of VIEWPORTS) {
  for (const path of PATHS) {
    test(`${path} has no serious or critical accessibility problem at ${viewport.width} px`, async ({ browser }) => {
      // @axe-core/playwright needs a page from browser.newContext().
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const serious = await seriousProblems(page);
      await context.close();
      expect(serious).toEqual([]);
    });
  }
}
