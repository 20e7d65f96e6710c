// Times the centering tool's Auto-detect in Chromium against the built site: from the click to the status text
// ("Detected: …" / "Could not measure: …"), 5 runs per photo, the photo loaded afresh before each run.
// The machine is shared and noisy, so each photo also gets a baseline from the same page and moment: decoding
// the same file bytes into RGBA pixels (createImageBitmap + OffscreenCanvas + getImageData). Read the ratio.
// A click also copies the full-size pixels on the main thread (readPixels) and starts a new module worker, so the
// time is split into click → pixels posted to the worker → worker's answer → status text.
// Target: the detector under 1 s in the browser worker on a 12 MP photo.
//   node scripts/bench/centering-browser.mjs      (REAL_PHOTOS_DIR, CHROMIUM_PATH optional)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const RUNS = 5;
const realDir = process.env.REAL_PHOTOS_DIR ?? path.resolve(root, '../shared/real-photos');
// The flags of playwright.config.ts: Chromium as root, headless and offline.
const { chromiumArgs } = await tsImport('../../playwright.config.ts', import.meta.url);

/** The synthetic 12 MP card, rendered once and kept in the temp folder (rendering takes a while in plain JS). */
async function syntheticPhoto(seed = 1) {
  const file = path.join(os.tmpdir(), `gradewise-bench-card-${seed}-3000x4000.jpg`);
  if (fs.existsSync(file)) return file;
  const { randomScene } = await tsImport('../../tests/synth/scene.ts', import.meta.url);
  const { renderScene } = await tsImport('../../tests/synth/render.ts', import.meta.url);
  const { width, height, data } = renderScene(randomScene(seed, { width: 3000, height: 4000 }, false));
  const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  await sharp(raw, { raw: { width, height, channels: 4 } })
    .jpeg({ quality: 90 })
    .toFile(file);
  return file;
}

/** A port the OS says is free right now on loopback. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// Runs in the page before its own scripts: notes when the app posts pixels to a worker and when the answer comes
// back, without touching the app's code. Our listener is added first, so it runs before the app's.
function markWorker() {
  const Native = window.Worker;
  window.__bench = {};
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => (window.__bench.answered = performance.now()));
    }
    postMessage(...args) {
      window.__bench.posted = performance.now();
      super.postMessage(...args);
    }
  };
}

/** Clicks Auto-detect and resolves when the status shows a result; times taken in the page, not by polling. */
function clickAndTime() {
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no result within 120 s')), 120_000);
    const status = document.querySelector('.centering-status');
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Auto-detect');
    const observer = new MutationObserver(() => {
      if (!/^(Detected|Could not measure|Auto-detect failed)/.test(status.textContent)) return;
      const shown = performance.now();
      observer.disconnect();
      const { posted, answered } = window.__bench;
      resolve({ total: shown - start, pixels: posted - start, worker: answered - posted, text: status.textContent });
    });
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    window.__bench = {};
    const start = performance.now();
    button.click();
  });
}

/** The baseline: the same bytes (fetched untimed) decoded and read back as RGBA, as readPixels ends up doing. */
async function decodeTime(url) {
  const blob = await (await fetch(url)).blob();
  const start = performance.now();
  const bitmap = await createImageBitmap(blob);
  const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true });
  context.drawImage(bitmap, 0, 0);
  context.getImageData(0, 0, bitmap.width, bitmap.height);
  const ms = performance.now() - start;
  bitmap.close();
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const stats = (xs) =>
  `min ${Math.min(...xs).toFixed(0)} / median ${median(xs).toFixed(0)} / max ${Math.max(...xs).toFixed(0)} ms`;

async function benchPhoto(page, base, label, file) {
  const name = path.basename(file);
  const bytes = fs.readFileSync(file);
  const type = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
  // Same origin, so the CSP's connect-src allows the baseline's fetch; Playwright answers it, not the server.
  await page.route(`${base}/__bench/${name}`, (route) => route.fulfill({ contentType: type, body: bytes }));
  const runs = [];
  const decodes = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh photo object each run: the tool decodes it again and holds no earlier result. An upload runs
    // Auto-detect by itself; the click is timed once that run has ended.
    await page.getByLabel('Card image').setInputFiles({ name, mimeType: type, buffer: bytes });
    await page
      .locator('.centering-status')
      .filter({ hasText: `Loaded ${name}. Detecting the card…` })
      .waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Auto-detect', exact: true }).waitFor({ timeout: 60_000 });
    runs.push(await page.evaluate(clickAndTime));
    decodes.push(await page.evaluate(decodeTime, `${base}/__bench/${name}`));
  }
  const { width, height } = await sharp(file).metadata();
  const total = runs.map((r) => r.total);
  console.log(`\n${label}: ${name}, ${width}x${height} (${((width * height) / 1e6).toFixed(1)} MP)`);
  console.log(`  status: ${runs.at(-1).text}`);
  console.log(`  click → status text   ${stats(total)}`);
  console.log(`    click → pixels posted (main thread: drawImage + getImageData) ${stats(runs.map((r) => r.pixels))}`);
  console.log(`    posted → worker answer (worker start + detector)              ${stats(runs.map((r) => r.worker))}`);
  console.log(`  decode baseline       ${stats(decodes)}`);
  const ratio = median(total) / median(decodes);
  const workerRatio = median(runs.map((r) => r.worker)) / median(decodes);
  console.log(
    `  SUMMARY ${label}: detect ${median(total).toFixed(0)} ms (worker ${median(runs.map((r) => r.worker)).toFixed(0)} ms), ` +
      `decode ${median(decodes).toFixed(0)} ms, detect/decode ${ratio.toFixed(2)} (worker/decode ${workerRatio.toFixed(2)})`,
  );
}

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const photos = [['synthetic 12 MP', await syntheticPhoto()]];
for (const [label, name] of [
  ['real 24 MP', 'jack__Gouki_Suprex.jpg'],
  ['real 2 MP', 'dimas__input_back_9.png'],
]) {
  const file = path.join(realDir, name);
  if (fs.existsSync(file)) photos.push([label, file]);
  else console.log(`skipping ${label}: ${file} not found (set REAL_PHOTOS_DIR)`);
}

// The built server as the browser tests start it (scripts/e2e-server.mjs): test mode on a fresh data folder and
// file storage, so it needs no mail, payment or database settings.
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradewise-bench-'));
const server = spawn(process.execPath, ['dist/node/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
  },
});
const serverExited = new Promise((resolve) => server.once('exit', resolve));
let browser;
const stop = async () => {
  await browser?.close().catch(() => {});
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  await serverExited;
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => stop().then(() => process.exit(130)));

try {
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (Date.now() - started > 60_000) throw new Error('the server was not ready within 60 s');
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', ...chromiumArgs],
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(120_000);
  await page.addInitScript(markWorker);
  await page.goto(`${base}/centering-tool`);
  console.log(`Chromium ${browser.version()}, ${os.cpus().length} cores, ${RUNS} runs per photo`);
  for (const [label, file] of photos) await benchPhoto(page, base, label, file);
} finally {
  await stop();
}
