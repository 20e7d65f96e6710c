import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousProblems } from './axe';
import { bands, toolStatus, UNPLACED } from './centering-tool';
import { gotoHydrated } from './session';

// The centering tool in the browser. Without a photo, image pixels equal canvas pixels, so the box geometry
// readout (image pixels) tells where the handles are on screen.

const cardPng = (width = 800, height = 880) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

type Rect = { x: number; y: number; width: number; height: number };

async function geometry(page: Page, box: 'outer' | 'inner'): Promise<Rect> {
  const text = (await page.getByTestId(`geometry-${box}`).textContent()) ?? '';
  const [x = 0, y = 0, width = 0, height = 0] = (text.match(/-?\d+/g) ?? []).map(Number);
  return { x, y, width, height };
}

async function canvasBox(page: Page) {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('canvas not laid out');
  return box;
}

const canvas = (page: Page) => page.getByRole('application');
const lr = (page: Page) => page.getByTestId('readout-lr');
const prompt = (page: Page) => page.getByText('Paste or upload a card image to begin.');
const split = (a: number, b: number) => {
  const first = Math.round((a / (a + b)) * 1000) / 10;
  return `${first.toFixed(1)}% | ${(Math.round((100 - first) * 10) / 10).toFixed(1)}%`;
};

async function drag(page: Page, from: [number, number], to: [number, number], steps = 10) {
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move(...to, { steps });
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  // Files dropped or keys pressed before React has taken over the server's HTML would be lost.
  await gotoHydrated(page, '/centering-tool');
  await expect(lr(page)).toHaveText('50.0% | 50.0%');
  await expect(page.getByTestId('geometry-outer')).toContainText('Outer');
});

/** Drops a file on the canvas as a file manager would. */
const dropFile = (page: Page, name: string, type: string, content: Buffer) =>
  page.getByRole('application').evaluate(
    (canvas, { name, type, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type }));
      for (const kind of ['dragenter', 'dragover', 'drop'])
        canvas.dispatchEvent(new DragEvent(kind, { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    { name, type, bytes: [...content] },
  );

test('uploads an image file and says so when another kind of file is chosen or dropped', async ({ page }) => {
  await expect(prompt(page)).toBeVisible();
  const input = page.getByLabel('Card image');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toolStatus(page)).toHaveText('Only image files can be used.');
  await expect(prompt(page)).toBeVisible();
  await canvas(page).press('Escape');
  await expect(toolStatus(page)).toHaveText('Press Tab to leave the canvas.');
  await dropFile(page, 'scan.pdf', 'application/pdf', Buffer.from('%PDF-1.4'));
  await expect(toolStatus(page)).toHaveText('Only image files can be used.');
  await expect(prompt(page)).toBeVisible();
  await expect(page).toHaveURL(/\/centering-tool$/);
  await dropFile(page, 'dropped.png', 'image/png', await cardPng(300, 420));
  await expect(prompt(page)).toBeHidden();
  // A plain red square has no card edge: Auto-detect ran and said so.
  await expect(toolStatus(page)).toHaveText(/^Could not measure: /, { timeout: 15_000 });
  await input.setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await cardPng() });
  // The boxes start over on the photo: 60% of its 880 px height. Polled: the prompt was already hidden by the photo
  // before, so only the boxes tell that this one has loaded.
  await expect.poll(async () => (await geometry(page, 'outer')).height).toBe(528);
});

test('claims no grade band on the empty canvas until the boxes are placed', async ({ page }) => {
  await expect(bands(page)).toContainText(UNPLACED);
  await expect(bands(page)).not.toContainText('PSA 10');
  await canvas(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect(bands(page)).toContainText('PSA');
  await expect(bands(page)).not.toContainText(UNPLACED);
  await page.keyboard.press('Control+z');
  await expect(toolStatus(page)).toHaveText('Undone.');
  await expect(bands(page)).toContainText(UNPLACED);
});

test('pastes an image from the clipboard and ignores pasted text', async ({ page }) => {
  const paste = (kind: 'text' | 'image') =>
    page.evaluate(async (kind) => {
      const data = new DataTransfer();
      if (kind === 'text') data.setData('text/plain', 'not a card');
      else {
        const canvas = new OffscreenCanvas(300, 420);
        const context = canvas.getContext('2d');
        if (context) context.fillStyle = '#2980b9';
        context?.fillRect(0, 0, 300, 420);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        data.items.add(new File([blob], 'pasted.png', { type: 'image/png' }));
      }
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, kind);
  await paste('text');
  await page.waitForTimeout(200);
  await expect(prompt(page)).toBeVisible();
  await paste('image');
  await expect(prompt(page)).toBeHidden();
  expect((await geometry(page, 'outer')).height).toBe(252);
});

test('arrow keys nudge the selected box 5 px, 10 with Shift, 1 with Alt', async ({ page }) => {
  await canvas(page).focus();
  const start = await geometry(page, 'outer');
  await page.keyboard.press('ArrowRight');
  expect((await geometry(page, 'outer')).x).toBe(start.x + 5);
  await page.keyboard.press('Shift+ArrowDown');
  expect((await geometry(page, 'outer')).y).toBe(start.y + 10);
  await page.keyboard.press('Alt+ArrowLeft');
  expect((await geometry(page, 'outer')).x).toBe(start.x + 4);
  await expect(page).toHaveURL(/\/centering-tool$/);

  // The outer box moved, the inner did not: the readouts follow the margins.
  const outer = await geometry(page, 'outer');
  const inner = await geometry(page, 'inner');
  const left = inner.x - outer.x;
  const right = outer.x + outer.width - (inner.x + inner.width);
  expect(left).toBeLessThan(right);
  await expect(lr(page)).not.toHaveText('50.0% | 50.0%');
  await expect(page.getByTestId('readout-tb')).not.toHaveText('50.0% | 50.0%');
});

test('Tab toggles the selected box; Escape or Shift+Tab lets focus leave', async ({ page }) => {
  const inner = page.getByRole('group', { name: 'Selected' }).getByRole('button', { name: 'Inner' });
  await canvas(page).focus();
  await page.keyboard.press('Tab');
  await expect(inner).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas(page)).toBeFocused();
  const before = await geometry(page, 'inner');
  await page.keyboard.press('ArrowLeft');
  expect((await geometry(page, 'inner')).x).toBe(before.x - 5);
  await page.keyboard.press('Tab');
  await expect(inner).toHaveAttribute('aria-pressed', 'false');

  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(canvas(page)).not.toBeFocused();
  await canvas(page).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(canvas(page)).not.toBeFocused();
});

test('zoom stays between 25% and 400%', async ({ page }) => {
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  const label = page.getByLabel('Zoom', { exact: true });
  await expect(label).toHaveText('100%');
  while (await zoomOut.isEnabled()) await zoomOut.click();
  await expect(label).toHaveText('25%');
  await expect(zoomOut).toBeDisabled();
  while (await zoomIn.isEnabled()) await zoomIn.click();
  await expect(label).toHaveText('400%');
  await expect(zoomIn).toBeDisabled();
});

test('rotate mode turns the boxes with the ring and disables the edge handles', async ({ page }) => {
  const frame = await canvasBox(page);
  const outer = await geometry(page, 'outer');
  await page.getByRole('button', { name: 'Rotate' }).click();
  await expect(page.getByRole('button', { name: 'Finish Rotate' })).toHaveAttribute('aria-pressed', 'true');

  const leftHandle: [number, number] = [frame.x + outer.x, frame.y + outer.y + outer.height / 2];
  await drag(page, leftHandle, [leftHandle[0] - 40, leftHandle[1]]);
  expect(await geometry(page, 'outer')).toEqual(outer);

  const cx = frame.x + outer.x + outer.width / 2;
  const cy = frame.y + outer.y + outer.height / 2;
  const radius = Math.max(60, 0.35 * Math.min(outer.width, outer.height));
  await drag(page, [cx, cy - radius], [cx + radius, cy], 12);
  await expect(page.getByLabel('Angle')).toHaveText(/^(89\.\d|90\.\d)°$/);
  await page.getByRole('button', { name: 'Reset Rotation' }).click();
  await expect(page.getByLabel('Angle')).toHaveText('0.0°');
  await page.getByRole('button', { name: 'Finish Rotate' }).click();
  await expect(page.getByRole('button', { name: 'Rotate' })).toHaveAttribute('aria-pressed', 'false');
});

test('dragging an edge handle gives the matching readouts', async ({ page }) => {
  const frame = await canvasBox(page);
  const inner = await geometry(page, 'inner');
  const handle: [number, number] = [frame.x + inner.x + inner.width, frame.y + inner.y + inner.height / 2];
  await drag(page, handle, [handle[0] - 30, handle[1]]);
  const outer = await geometry(page, 'outer');
  const moved = await geometry(page, 'inner');
  expect(moved.x + moved.width).toBeCloseTo(inner.x + inner.width - 30, -0.5);
  await expect(page.getByRole('group', { name: 'Selected' }).getByRole('button', { name: 'Inner' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const expected = split(moved.x - outer.x, outer.x + outer.width - (moved.x + moved.width));
  // Geometry is shown rounded; allow the last digit to differ by rounding.
  const shown = (await lr(page).textContent()) ?? '';
  expect(Math.abs(parseFloat(shown) - parseFloat(expected))).toBeLessThan(1);
  expect(parseFloat(shown)).toBeLessThan(45);
});

/** Clicks Copy numbers and returns the alert's text; the alert is accepted as soon as it opens. */
async function alertAfterCopy(page: Page): Promise<string> {
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole('button', { name: 'Copy numbers' }).click();
  return message;
}

test.describe('Copy numbers', () => {
  test('copies the numbers and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const text = 'L|R: 50.0% | 50.0%, T|B: 50.0% | 50.0%';
    expect(await alertAfterCopy(page)).toBe(`Copied: ${text}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await page.getByRole('button', { name: 'Copy L|R' }).click();
    await expect(page.getByText('Copied: L|R: 50.0% | 50.0%', { exact: true })).toBeVisible();
  });

  test('shows only the text when the clipboard fails', async ({ page }) => {
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    expect(await alertAfterCopy(page)).toBe('L|R: 50.0% | 50.0%, T|B: 50.0% | 50.0%');
  });
});

test('opens the image named by ?img=', async ({ page }) => {
  const bytes = await cardPng();
  await page.route(
    (url) => url.pathname === '/e2e-fixture/card.png',
    (route) => route.fulfill({ contentType: 'image/png', body: bytes }),
  );
  await page.goto('/centering-tool?img=/e2e-fixture/card.png');
  await expect(prompt(page)).toBeHidden();
  await expect(page.getByTestId('geometry-outer')).toContainText('528');
});

test('dragging stays smooth on a 12-megapixel photo', async ({ page }) => {
  test.setTimeout(60_000);
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#777777',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  await page.getByLabel('Card image').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Decoding 12 megapixels took over 5 s (the default wait) on CI's busy 2 cores; the smoothness is measured after.
  await expect(prompt(page)).toBeHidden({ timeout: 30_000 });
  await page.waitForTimeout(500);

  const frame = await canvasBox(page);
  const inner = await geometry(page, 'inner');
  const scale = Math.min(frame.width / 4000, frame.height / 3000);
  const toScreen = (x: number, y: number): [number, number] => [
    frame.x + frame.width / 2 + (x - 2000) * scale,
    frame.y + frame.height / 2 + (y - 1500) * scale,
  ];
  const handle = toScreen(inner.x, inner.y + inner.height / 2);

  await page.evaluate(() => {
    const times: number[] = [];
    const record = (time: number) => {
      times.push(time);
      if ((window as unknown as { stopFrames?: boolean }).stopFrames !== true) requestAnimationFrame(record);
    };
    (window as unknown as { frameTimes: number[] }).frameTimes = times;
    requestAnimationFrame(record);
  });
  await page.mouse.move(...handle);
  await page.mouse.down();
  for (let step = 1; step <= 120; step++) {
    await page.mouse.move(handle[0] + Math.sin(step / 10) * 40, handle[1]);
  }
  await page.mouse.up();
  const intervals = await page.evaluate(() => {
    const state = window as unknown as { frameTimes: number[]; stopFrames: boolean };
    state.stopFrames = true;
    return state.frameTimes.slice(1).map((time, index) => time - (state.frameTimes[index] ?? time));
  });
  const sorted = [...intervals].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const onTime = intervals.filter((interval) => interval <= 16.7 + 1).length / intervals.length;
  console.log(
    `centering drag on 12 MP: ${intervals.length} frames, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, ` +
      `p95 ${p95.toFixed(1)} ms, ${(onTime * 100).toFixed(1)}% within one 16.7 ms frame (+1 ms timer jitter)`,
  );
  expect(intervals.length).toBeGreaterThan(30);
  // The drag really moved the inner box's left edge (so the frames measured a real drag).
  expect((await geometry(page, 'inner')).x).not.toBe(inner.x);
  // The frame times are a figure to read, not a rule a test can hold on a busy machine: speed belongs in benchmarks.
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`has no serious accessibility problem at ${viewport.width} px`, async ({ browser }) => {
    // @axe-core/playwright needs a page from browser.newContext().
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/centering-tool');
    await expect(lr(page)).toBeVisible();
    const serious = await seriousProblems(page);
    await context.close();
    expect(serious).toEqual([]);
  });
}
