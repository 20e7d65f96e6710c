import { expect, type Page } from '@playwright/test';
import type { PhotoFile } from './submit-photos';

// The centering tool's announcements; the zoom and angle <output>s are status elements too, so the role alone is
// ambiguous.
export const toolStatus = (page: Page) => page.locator('.centering-status');

/** The tool's split readout as numbers: [left, right] or [top, bottom], one decimal each. */
export async function readout(page: Page, which: 'lr' | 'tb'): Promise<[number, number]> {
  const text = (await page.getByTestId(`readout-${which}`).textContent()) ?? '';
  const [first = NaN, second = NaN] = (text.match(/\d+\.\d/g) ?? []).map(Number);
  return [first, second];
}

/** What Auto-detect announces when it placed the boxes. */
export const DETECTED =
  /^Detected: L\|R [\d.]+\/[\d.]+, T\|B [\d.]+\/[\d.]+ \(confidence [\d.]+\)\. Adjust the boxes if needed\.$/;

/**
 * Opens the centering tool and loads `photo` through its upload input. Returns the Auto-detect button and the
 * Content Security Policy complaints the console logs from then on (the detector's worker must run under the CSP).
 */
export async function openToolWith(page: Page, photo: PhotoFile) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/centering-tool');
  const autoDetect = page.getByRole('button', { name: 'Auto-detect' });
  await expect(autoDetect).toBeDisabled();
  await page.getByLabel('Card image').setInputFiles(photo);
  await expect(toolStatus(page)).toHaveText(`Loaded ${photo.name}.`);
  await expect(autoDetect).toBeEnabled();
  return { violations, autoDetect };
}
