import { expect, type Page } from '@playwright/test';
import { gotoHydrated } from './session';
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

/** What any run of Auto-detect ends with: the boxes placed, or the reason it could not measure. */
export const DETECTION_ENDED = /^(Detected: |Could not measure: )/;

/** The estimated bands beside the readouts; before the boxes are placed they say so instead. */
export const bands = (page: Page) => page.getByRole('region', { name: 'Estimated centering band' });
export const UNPLACED = 'Place the boxes on the card first, by hand or with Auto-detect.';

/**
 * Opens the centering tool and loads `photo` through its upload input, which runs Auto-detect by itself; returns
 * once that run has ended (its outcome is in `toolStatus`). Returns the Auto-detect button and the Content Security
 * Policy complaints the console logs from then on (the detector's worker must run under the CSP).
 */
export async function openToolWith(page: Page, photo: PhotoFile) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused/i.test(message.text())) violations.push(message.text());
  });
  // A photo chosen before React has taken over the server's HTML is lost: the status would stay empty.
  await gotoHydrated(page, '/centering-tool');
  const autoDetect = page.getByRole('button', { name: 'Auto-detect' });
  await expect(autoDetect).toBeDisabled();
  await page.getByLabel('Card image').setInputFiles(photo);
  // A 2-megapixel photo in the worker on a slow machine takes a while.
  await expect(toolStatus(page)).toHaveText(DETECTION_ENDED, { timeout: 30_000 });
  await expect(autoDetect).toBeEnabled();
  return { violations, autoDetect };
}
