// How a page answers while a submission's photos are worked on: 15 real photos (24-megapixel phone pictures from
// ../shared/real-photos) are sent as one submission to the built server in its own process, and while it checks,
// renders and measures them, one visitor opens a page every 25 ms. The latency of those page loads (p50, p99, max)
// is printed beside the same visitor's on the idle server a moment before, in the same run.
//
// Run after `npm run build`: npx tsx scripts/bench/busy-page.ts [--page /] [--compare <other build's main.js>]
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EXTRA_PHOTOS, REQUIRED_PHOTOS } from '../../src/shared/constants.js';
import { REAL_PHOTOS_DIR } from '../centering/real-set.js';
import { percentile } from './lib/load.js';
import { prepareData, serverEntry, startProduct, type BenchData } from './lib/product-server.js';

const { values: args } = parseArgs({
  options: { page: { type: 'string', default: '/' }, compare: { type: 'string' } },
});
const GAP_MS = 25;
const QUIET_MS = 5000;
const LIMIT_MS = 10 * 60_000;

const photoFiles = (await fs.readdir(REAL_PHOTOS_DIR).catch(() => [])).filter((name) => name.startsWith('jack__'));
if (photoFiles.length === 0) {
  console.error(`No real photos at ${REAL_PHOTOS_DIR} (set REAL_PHOTOS_DIR).`);
  process.exit(process.env.CI ? 1 : 0);
}
const keys = [...REQUIRED_PHOTOS, ...EXTRA_PHOTOS].map((photo) => photo.key);
const photos = await Promise.all(
  keys.map(async (key, i) => {
    const name = photoFiles[i % photoFiles.length]!;
    return { key, name, bytes: await fs.readFile(path.join(REAL_PHOTOS_DIR, name)) };
  }),
);

/** A visitor opening `page` every GAP_MS until `until` settles; each load's time in ms, sorted. */
async function visitor(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const start = performance.now();
    const response = await fetch(base + args.page, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${args.page} answered ${response.status}`);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  return times.sort((a, b) => a - b);
}

async function submitAndWait(base: string, cookie: string): Promise<void> {
  const form = new FormData();
  form.append('cardName', 'Tynamo');
  form.append('cardNumber', '60/114');
  for (const photo of photos) form.append(photo.key, new Blob([photo.bytes], { type: 'image/jpeg' }), photo.name);
  const sent = await fetch(`${base}/api/submissions`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin: base, 'idempotency-key': crypto.randomUUID() },
  });
  if (!sent.ok) throw new Error(`the submission was refused: ${sent.status} ${await sent.text()}`);
  const { submission } = (await sent.json()) as { submission: { id: string } };
  // Done when both sides are measured (the measurement comes after the renderings).
  const deadline = Date.now() + LIMIT_MS;
  for (;;) {
    const detail = await fetch(`${base}/api/submissions/${submission.id}`, { headers: { cookie } });
    const { submission: now } = (await detail.json()) as {
      submission: { centering?: { front?: unknown; back?: unknown } };
    };
    if (now.centering?.front && now.centering.back) return;
    if (Date.now() > deadline) throw new Error('the photos were not measured in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

type Figures = { label: string; idle: number[]; busy: number[]; busySeconds: number };

async function measure(data: BenchData, entry: string, label: string): Promise<Figures> {
  const server = await startProduct(data, entry);
  try {
    const idle = await visitor(server.url, new Promise((resolve) => setTimeout(resolve, QUIET_MS)));
    const started = performance.now();
    const work = submitAndWait(server.url, data.collectorCookie);
    const busy = await visitor(
      server.url,
      work.catch(() => undefined),
    );
    await work;
    return { label, idle, busy, busySeconds: (performance.now() - started) / 1000 };
  } finally {
    await server.stop();
  }
}

const data = await prepareData('pglite', { history: 100, ownOrders: 10 });
const results: Figures[] = [];
try {
  if (args.compare) results.push(await measure(data, args.compare, 'before'));
  results.push(await measure(data, serverEntry, 'now'));
} finally {
  await data.remove();
}

const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(1);
console.log(
  `\n${args.page} opened every ${GAP_MS} ms by one visitor, on the idle server and while 15 photos are checked, rendered and measured\n`,
);
for (const r of results) {
  console.log(
    `${r.label.padEnd(7)} idle: p50 ${ms(r.idle, 0.5)} ms, p99 ${ms(r.idle, 0.99)} ms (${r.idle.length} loads)   ` +
      `busy (${r.busySeconds.toFixed(0)} s): p50 ${ms(r.busy, 0.5)} ms, p99 ${ms(r.busy, 0.99)} ms, max ${r.busy.at(-1)!.toFixed(0)} ms (${r.busy.length} loads)`,
  );
}
