// Measures the landing page as a visitor gets it, against the production build:
//   1. cold start: a fresh data folder, `node dist/node/server/main.js`, time to the first answered request;
//   2. the JavaScript the landing page loads in Chromium, in gzip kilobytes (target: under 100 KB);
//   3. Lighthouse performance, accessibility and SEO scores (target: 95+) on the mobile preset, which is the one that
//      counts (a throttled mid-range phone; the median of three runs), and on the desktop preset beside it.
// Run after `npm run build`: node scripts/bench/landing.mjs [path]   (another page than /, e.g. a blog article;
// SEO is scored too)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { tsImport } from 'tsx/esm/api';

const port = 3299;
/** The phone's Lighthouse runs per page; the median is reported. */
const MOBILE_RUNS = 3;
const pagePath = process.argv[2] ?? '/';
const base = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Playwright's flags (Chromium as root, offline); Lighthouse's launcher also needs headless asked for.
const { chromiumArgs } = await tsImport('../../playwright.config.ts', import.meta.url);
const flags = ['--headless=new', ...chromiumArgs];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradewise-bench-'));
const started = performance.now();
const server = spawn(process.execPath, ['dist/node/server/main.js'], {
  // Production as visitors get it; the mail and payment settings production demands are never used by a visit.
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: base,
    SMTP_URL: 'smtp://127.0.0.1:2525',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_PRICE_ID_SINGLE: 'price_bench_single',
    STRIPE_PRICE_ID_FIVE: 'price_bench_five',
  },
  stdio: 'inherit',
});
let coldStartMs;
for (;;) {
  if (performance.now() - started > 60_000) throw new Error('the server did not answer within 60 s');
  try {
    const response = await fetch(`${base}/`);
    if (response.ok) {
      coldStartMs = performance.now() - started;
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}

try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const response of scripts) {
    const body = await response.body();
    rawBytes += body.length;
    gzipBytes += zlib.gzipSync(body, { level: 9 }).length;
  }
  await browser.close();

  const categories = ['performance', 'accessibility', 'seo'];
  // One Lighthouse run in a fresh browser. A run Lighthouse itself could not complete (NO_NAVSTART, no paint seen
  // on a busy machine) is taken again, up to three times: its missing score says nothing about the page.
  const audit = async (config) => {
    for (let attempt = 1; ; attempt++) {
      const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: flags });
      const run = await lighthouse(
        `${base}${pagePath}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
        config,
      );
      await chrome.kill();
      if (!run.lhr.runtimeError || attempt === 3) return run;
      console.error(`Lighthouse could not complete a run (${run.lhr.runtimeError.code}); running it again`);
    }
  };
  const result = await audit({ ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: categories } });
  // Lighthouse's default: a mid-range phone on a slow 4G network. Its score moves by several points from run to run
  // on one machine (the blocking time most), so the phone's run is taken three times and the median score's run kept,
  // as Lighthouse's own guidance on variability advises; each run's score is printed beside it.
  const mobileRuns = [];
  for (let run = 0; run < MOBILE_RUNS; run++) mobileRuns.push(await audit(undefined));
  const performanceOf = (r) => r.lhr.categories.performance.score ?? -1;
  const mobile = [...mobileRuns].sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor(MOBILE_RUNS / 2)];

  // A run that failed (e.g. no paint measured on a busy machine) has no score: say why instead of printing 0.
  const score = (r, category) =>
    r.lhr.categories[category].score === null
      ? `failed: ${r.lhr.runtimeError?.code ?? 'no score'}`
      : Math.round(r.lhr.categories[category].score * 100);
  console.log(
    JSON.stringify(
      {
        coldStartMs: Math.round(coldStartMs),
        scripts: scripts.length,
        jsKb: { raw: +(rawBytes / 1024).toFixed(1), gzip: +(gzipBytes / 1024).toFixed(1) },
        page: pagePath,
        lighthouseDesktop: {
          performance: score(result, 'performance'),
          accessibility: score(result, 'accessibility'),
          seo: score(result, 'seo'),
        },
        lighthouseMobile: {
          performance: score(mobile, 'performance'),
          performanceRuns: mobileRuns.map((r) => score(r, 'performance')),
          accessibility: score(mobile, 'accessibility'),
          seo: score(mobile, 'seo'),
        },
        // How fast this machine's CPU is by Lighthouse's own yardstick (a mid-range phone is about 600-800, a laptop
        // 1000-2000): the mobile preset slows the CPU four times whatever this is, so a slow or busy machine lowers
        // the mobile score (its total blocking time most) without the page changing.
        benchmarkIndex: Math.round(mobile.lhr.environment.benchmarkIndex),
        runWarnings: mobile.lhr.runWarnings,
        // What the mobile performance score is made of (ms, except the layout shift), to see where a lost point went.
        mobileMetrics: Object.fromEntries(
          [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'speed-index',
            'cumulative-layout-shift',
          ].map((id) => [
            id,
            Math.round((mobile.lhr.audits[id]?.numericValue ?? NaN) * (id.startsWith('cumulative') ? 1000 : 1)) /
              (id.startsWith('cumulative') ? 1000 : 1),
          ]),
        ),
      },
      null,
      2,
    ),
  );
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
