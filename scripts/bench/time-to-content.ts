// Time to content on the signed-in pages: how long after a page is opened (a fresh load, as from a bookmark) its
// data is on the screen, measured in Chromium from navigation start, with the CPU slowed 4x and 150 ms of network
// round trip (a phone on a mobile network) and without (this machine). Also says whether the bare "Loading…" line
// was ever painted. Each page is loaded `--runs` times; the median and the slowest are printed.
//
// Run after `npm run build`: npx tsx scripts/bench/time-to-content.ts [--runs 7] [--compare <other build's main.js>]
// With --compare, the other build is started on a copy of the same seed and measured in the same rounds, so the two
// columns are taken on the same machine at the same time.
import { chromium, type Browser } from '@playwright/test';
import { parseArgs } from 'node:util';
import { median } from './lib/load.js';
import { prepareData, serverEntry, startProduct, type BenchData, type RunningServer } from './lib/product-server.js';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, compare: { type: 'string' } },
});
const runs = Number(args.runs);

type Target = { name: string; path: (server: Build) => string; cookie: (data: BenchData) => string; content: string };
type Build = { label: string; data: BenchData; server: RunningServer; reviewId: string };

// What "content" is on each page: the first of its own data, the same element in every build measured.
const TARGETS: Target[] = [
  { name: 'dashboard', path: () => '/user-dashboard', cookie: (d) => d.collectorCookie, content: 'h1' },
  // Only a build whose dashboard lists the latest orders has this; another's cell says "never".
  {
    name: 'dashboard orders',
    path: () => '/user-dashboard',
    cookie: (d) => d.collectorCookie,
    content: '.dashboard-latest .order',
  },
  { name: 'orders', path: () => '/orders', cookie: (d) => d.collectorCookie, content: '.order' },
  {
    name: 'review',
    path: (build) => `/review/${build.reviewId}`,
    cookie: (d) => d.graderCookie,
    content: '.review-page h1',
  },
];
const CONDITIONS = [
  { name: 'phone (4x CPU, 150 ms RTT)', cpu: 4, latency: 150 },
  { name: 'this machine', cpu: 1, latency: 0 },
];

async function startBuild(label: string, entry: string): Promise<Build> {
  const data = await prepareData('pglite', { history: 300, ownOrders: 40 });
  const server = await startProduct(data, entry);
  const queue = await fetch(`${server.url}/api/grading/queue?limit=1`, { headers: { cookie: data.graderCookie } });
  const reviewId = ((await queue.json()) as { queue: { id: string }[] }).queue[0]!.id;
  return { label, data, server, reviewId };
}

/** One fresh load: ms from navigation start until `content` is in the page, and whether "Loading…" was painted. */
async function loadOnce(browser: Browser, build: Build, target: Target, condition: (typeof CONDITIONS)[number]) {
  const url = new URL(build.server.url);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const [name, value] = target.cookie(build.data).split('=') as [string, string];
  await context.addCookies([{ name, value, domain: url.hostname, path: '/' }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
  if (condition.latency > 0)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: condition.latency,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  // Watches the document from its first node: when the content first appears, and if a bare loading line did.
  await page.addInitScript((selector: string) => {
    const marks = { content: -1, loadingLine: false };
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    new MutationObserver(() => {
      if (document.querySelector('p.loading')) marks.loadingLine = true;
      if (marks.content < 0 && document.querySelector(selector)) marks.content = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, target.content);
  await page.goto(build.server.url + target.path(build), { waitUntil: 'commit' });
  const shown = await page
    .waitForFunction(() => (window as unknown as { __marks: { content: number } }).__marks.content >= 0, {
      timeout: 15_000,
    })
    .then(
      () => true,
      () => false,
    );
  const marks = (await page.evaluate(() => (window as unknown as { __marks: object }).__marks)) as {
    content: number;
    loadingLine: boolean;
  };
  await context.close();
  return { content: shown ? marks.content : Number.NaN, loadingLine: marks.loadingLine };
}

const builds = [await startBuild('this build', serverEntry)];
if (args.compare) builds.push(await startBuild('compared build', args.compare));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  console.log(`time to content, median (slowest) of ${runs} fresh loads; * = a bare "Loading…" line was painted`);
  console.log(['page', 'conditions', ...builds.map((build) => build.label)].join(' | '));
  for (const target of TARGETS) {
    for (const condition of CONDITIONS) {
      const times = builds.map(() => [] as number[]);
      const flashed = builds.map(() => false);
      // Interleaved, so a noisy moment on the machine falls on both builds alike.
      for (let run = 0; run < runs; run += 1) {
        for (const [i, build] of builds.entries()) {
          const marks = await loadOnce(browser, build, target, condition);
          times[i]!.push(marks.content);
          flashed[i] ||= marks.loadingLine;
        }
      }
      const cells = times.map((values, i) =>
        values.some(Number.isNaN)
          ? 'never'
          : `${Math.round(median(values))} ms (${Math.round(Math.max(...values))})${flashed[i] ? ' *' : ''}`,
      );
      console.log([target.name, condition.name, ...cells].join(' | '));
    }
  }
} finally {
  await browser.close();
  for (const build of builds) {
    await build.server.stop();
    await build.data.remove();
  }
}
