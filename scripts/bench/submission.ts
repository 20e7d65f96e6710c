// The upload path under its largest legal load: one submission of 15 photos of 10 MiB each, sent as one streamed
// multipart request to the production build running in its own process (so its memory is measured apart from this
// client), on the embedded database and disk storage in a fresh temporary data folder. Reports
//   1. the server's RSS growth while it takes the upload (target: under 64 MiB; it must not grow with file size);
//   2. the upload's time against the work any upload of these photos must do, done plainly in this process: a copy of
//      the same bytes onto the same disk, fsync, then one decode of every photo as the upload's check does (target:
//      within 1.2x). The server decodes each photo whole before a credit is taken (a file damaged after a valid
//      header is refused there, not in a rendering job that fails on every retry): about 85 ms of CPU for 10 MiB
//      of JPEG, which a plain copy leaves out, so the ratio to the copy alone (printed too, 2-4x) says more about
//      the CPU than about the code. Each upload is bracketed by a yardstick run just before it and one just after
//      its renderings are done, and its ratio is taken to the mean of those two: the disk and the machine's load
//      change between runs (an upload and a copy timed at different moments gave 1.8x to 4.7x for the same code).
// Each figure is the median of 3 runs (the demo collector has 5 credits). Exits 1 on a missed target.
// Run after `npm run build`: npx tsx scripts/bench/submission.ts
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { EXTRA_PHOTOS, MAX_PHOTO_BYTES, REQUIRED_PHOTOS } from '../../src/shared/constants.js';
import { MAX_PIXELS } from '../../src/shared/submissions.js';
import { decodesWhole } from '../../src/server/features/submissions/upload.js';
import { freePort } from '../../tests/helpers/server-process.js';

const RUNS = Math.min(5, Math.max(1, Number(process.env.RUNS ?? 3))); // each takes one of the demo's 5 credits
// Extra flags for the server's node, to look inside it: SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'
const SERVER_NODE_ARGS = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const FILE_BYTES = MAX_PHOTO_BYTES; // the limit is inclusive: busboy only truncates beyond it
const GROWTH_TARGET_MIB = 64;
const RATIO_TARGET = 1.2;
const SAMPLE_MS = 20;
// The renderings job after each upload is slow on noise (about 80 s on 2 vCPUs) and is waited out: hence the limits.
const RUN_LIMIT_MS = 20 * 60_000; // the whole run, start-up and renderings included
const RENDER_WAIT_MS = 4 * 60_000;
const DEMO_USER = 'demo_collector';
const DEMO_PASSWORD = 'try the demo card'; // src/server/features/admin/demo.ts; importing it loads the database
const MiB = 1024 * 1024;

const root = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(root, 'dist/node/server/main.js');
const photoKeys = [...REQUIRED_PHOTOS, ...EXTRA_PHOTOS].map((photo) => photo.key);

// One temporary root for the photos, the server's data and the copies, so the copy lands on the data's disk.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gradewise-bench-submission-'));
const photoDir = path.join(work, 'photos');
const dataDir = path.join(work, 'data');
let server: ChildProcess | null = null;
let stopSampling = () => {};

// Ctrl-C and the overall limit skip `finally`, so they clean up on their own, synchronously.
function abandon(reason: string, code: number): never {
  console.error(reason);
  server?.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
const limit = setTimeout(() => abandon(`gave up after ${RUN_LIMIT_MS / 1000} s`, 2), RUN_LIMIT_MS);
limit.unref();
process.once('SIGINT', () => abandon('interrupted', 130));
process.once('SIGTERM', () => abandon('terminated', 143));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mib = (bytes: number) => Number((bytes / MiB).toFixed(1));
const ms = (value: number) => Math.round(value);
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

/**
 * A JPEG of random pixels (noise barely compresses, so few pixels reach the size), padded with zeros after its EOI
 * marker to exactly `bytes`: decoders stop at EOI, and sharp's header read is checked on the padded file.
 */
async function makePhoto(file: string, bytes: number): Promise<{ width: number; height: number }> {
  let pixels = (0.97 * bytes) / 2.9; // about 2.9 bytes a pixel for noise at quality 100 without subsampling
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const width = Math.round(Math.sqrt((pixels * 3) / 4)); // a portrait card's 3:4
    const height = Math.round((width * 4) / 3);
    const raw = crypto.randomBytes(width * height * 3);
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    if (jpeg.length > bytes || jpeg.length < 0.9 * bytes) {
      pixels *= (0.97 * bytes) / jpeg.length;
      continue;
    }
    fs.writeFileSync(file, Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]));
    const meta = await sharp(file).metadata();
    if (meta.format !== 'jpeg' || meta.width !== width || meta.height !== height) {
      throw new Error(`sharp does not read the padded ${file} back: ${JSON.stringify(meta)}`);
    }
    if (width * height > MAX_PIXELS) throw new Error(`${file} has ${width}x${height} pixels, over the limit`);
    return { width, height };
  }
  throw new Error(`no JPEG near ${bytes} bytes after 6 attempts`);
}

/** VmRSS (or VmHWM, the peak since the last reset) of a process, in bytes. */
function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** Resets VmHWM, so the kernel's own peak covers exactly one upload even between two samples. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false; // an older kernel or no permission: the samples alone then
  }
}

/** The child's RSS every SAMPLE_MS from start to stop, so any window (an upload, the renderings) can be read later. */
function sampleRss(pid: number) {
  const samples: { at: number; rss: number }[] = [];
  const take = () => {
    try {
      samples.push({ at: performance.now(), rss: procStatus(pid, 'VmRSS') });
    } catch {
      // the process is gone; the run fails elsewhere
    }
  };
  take();
  const timer = setInterval(take, SAMPLE_MS);
  const within = (from: number, to: number) => samples.filter((sample) => sample.at >= from && sample.at <= to);
  return {
    stop: () => clearInterval(timer),
    peak: (from: number, to: number) => Math.max(...within(from, to).map((sample) => sample.rss)),
    /** The median of the last `span` ms before `at`: the settled level, not one sample's noise. */
    level: (at: number, span = 500) => median(within(at - span, at).map((sample) => sample.rss)),
    count: (from: number, to: number) => within(from, to).length,
    /** Waits until RSS moved less than 2 MiB over 2 s: start-up keeps growing it for a few seconds after /healthz. */
    settle: async () => {
      const deadline = performance.now() + 30_000;
      for (;;) {
        await sleep(500);
        const now = performance.now();
        const recent = within(now - 2000, now).map((sample) => sample.rss);
        if (now - samples[0]!.at > 2000 && Math.max(...recent) - Math.min(...recent) < 2 * MiB) return true;
        if (now > deadline) return false;
      }
    },
  };
}

async function startServer(port: number, publicUrl: string): Promise<ChildProcess> {
  // Nothing configured (no DATABASE_URL, S3, SMTP or Stripe) is what selects PGlite, disk storage and the demo seed.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(DATABASE_URL|S3_|SMTP_URL|STRIPE_|WEB_DIST_DIR|SEED_DEMO|NODE_ENV)/.test(name)) delete env[name];
  }
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, serverEntry], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the error message if it dies; warnings go on to our stderr as they come.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (exited) throw new Error(`the server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${publicUrl}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server did not answer within 60 s:\n${output}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM'); // main.ts finishes requests and closes the database, or exits by itself after 15 s
  if ((await Promise.race([exited, sleep(20_000).then(() => 'late')])) === 'late') {
    child.kill('SIGKILL');
    await exited;
  }
}

async function logIn(publicUrl: string): Promise<string> {
  const response = await fetch(`${publicUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: publicUrl },
    body: JSON.stringify({ identifier: DEMO_USER, password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => /^(__Host-)?session=/.test(line));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0]!;
}

/**
 * One submission as a browser's FormData sends it, built as a stream from the files (this client never holds
 * them either), with its Content-Length computed up front. Resolves when the whole answer has arrived.
 */
async function upload(options: { publicUrl: string; cookie: string; files: { key: string; file: string }[] }) {
  const boundary = `----GradewiseBench${crypto.randomBytes(12).toString('hex')}`;
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const fileHead = (name: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
  const fields = [field('cardName', 'Benchmark Card'), field('cardNumber', 'BENCH-001')];
  const crlf = Buffer.from('\r\n');
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const sizes = options.files.map(({ file }) => fs.statSync(file).size);
  const length =
    fields.reduce((sum, part) => sum + part.length, 0) +
    options.files.reduce((sum, { key }, i) => sum + fileHead(key).length + sizes[i]! + crlf.length, 0) +
    tail.length;
  async function* parts() {
    yield* fields;
    for (const { key, file } of options.files) {
      yield fileHead(key);
      yield* fs.createReadStream(file, { highWaterMark: MiB });
      yield crlf;
    }
    yield tail;
  }

  const started = performance.now();
  const request = http.request(`${options.publicUrl}/api/submissions`, {
    method: 'POST',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': length,
      'Idempotency-Key': crypto.randomUUID(),
      Origin: options.publicUrl,
      Cookie: options.cookie,
    },
  });
  request.setTimeout(120_000, () => request.destroy(new Error('the upload took over 120 s')));
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  // An early refusal cuts the body off (EPIPE); the answer says why, so that error alone is not the story.
  const sent = pipeline(Readable.from(parts(), { objectMode: false }), request).then(
    () => null,
    (error: unknown) => error,
  );
  const response = await answered;
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const elapsed = performance.now() - started;
  const text = Buffer.concat(chunks).toString();
  let body: { ok?: boolean; submission?: { id: string; publicId: string } } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // reported below with the raw text
  }
  if (response.statusCode !== 200 || body.ok !== true || !body.submission) {
    request.destroy();
    throw new Error(`the upload was refused: ${response.statusCode} ${text.slice(0, 500)}`);
  }
  const sendError = await sent;
  if (sendError) throw sendError;
  return { ms: elapsed, bytes: length, submission: body.submission };
}

/**
 * The same bytes through a plain stream copy onto the data's disk, then fsync (what the disk itself costs), then each
 * copy decoded in turn by the upload's own check (what the check must cost at least).
 */
async function copy(files: string[], target: string) {
  await fsp.mkdir(target);
  const started = performance.now();
  const copies: string[] = [];
  for (const file of files) {
    const to = path.join(target, path.basename(file));
    await pipeline(fs.createReadStream(file, { highWaterMark: MiB }), fs.createWriteStream(to));
    copies.push(to);
  }
  const copied = performance.now();
  for (const to of copies) {
    const handle = await fsp.open(to, 'r');
    await handle.sync();
    await handle.close();
  }
  const synced = performance.now();
  for (const to of copies) await decodesWhole(to, 'a copy');
  const checked = performance.now();
  await fsp.rm(target, { recursive: true });
  return { copyMs: copied - started, copyFsyncMs: synced - started, copyCheckMs: checked - started };
}

/** The renderings job starts after each answer; its writing the last `-full.jpg` of every photo marks its end. */
async function waitForRenderings(expected: number): Promise<boolean> {
  const uploads = path.join(dataDir, 'uploads');
  const deadline = performance.now() + RENDER_WAIT_MS;
  while (performance.now() < deadline) {
    const names = fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }).map(String) : [];
    if (names.filter((name) => name.endsWith('-full.jpg')).length >= expected) return true;
    await sleep(250);
  }
  return false;
}

// Flushes dirty pages left by the step before, so no step pays for another's writeback.
const flushDisk = () => spawnSync('sync');

let exitCode = 0;
const loadAtStart = Number(os.loadavg()[0]!.toFixed(2));
try {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`${path.relative(root, serverEntry)} is missing: run \`npm run build\` first`);
  }
  const stamp = fs.statSync(path.join(root, 'dist/.build-stamp'), { throwIfNoEntry: false });
  const newestSource = Math.max(
    ...['src/server', 'src/shared'].flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true })
        // others may be deleting files meanwhile
        .map((name) => fs.statSync(path.join(root, dir, String(name)), { throwIfNoEntry: false })?.mtimeMs ?? 0),
    ),
  );
  if (!stamp || stamp.mtimeMs < newestSource) {
    console.warn('warning: dist/ is older than src/server or src/shared; `npm run build` measures the current code');
  }

  fs.mkdirSync(photoDir);
  const files = photoKeys.map((key) => ({ key, file: path.join(photoDir, `${key}.jpg`) }));
  const dimensions: string[] = [];
  for (const { file } of files) {
    const { width, height } = await makePhoto(file, FILE_BYTES);
    dimensions.push(`${width}x${height}`);
  }

  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  server = await startServer(port, publicUrl);
  const pid = server.pid!;
  const cookie = await logIn(publicUrl);
  const rss = sampleRss(pid);
  stopSampling = rss.stop;
  const settled = await rss.settle();
  if (!settled)
    console.warn('warning: the idle server RSS did not settle within 30 s; the growth figures are less sure');

  const runs: {
    preRssMiB: number;
    peakRssMiB: number;
    growthMiB: number;
    kernelPeakRssMiB: number | null;
    samples: number;
    uploadMs: number;
    copyMs: number;
    copyFsyncMs: number;
    copyCheckMs: number;
    ratioToCopyCheck: number;
    ratioToCopyFsync: number;
    ratioToCopyNoFsync: number;
    renderingsPeakRssMiB: number | null;
    renderingsSeconds: number | null;
  }[] = [];
  let baseline = 0;
  let bodyBytes = 0;
  const copyNow = (name: string) => {
    flushDisk();
    return copy(
      files.map(({ file }) => file),
      path.join(work, name),
    );
  };
  for (let run = 0; run < RUNS; run += 1) {
    const copiedBefore = await copyNow(`copy-${run}-before`);
    flushDisk();
    await sleep(300);
    const before = performance.now();
    const pre = rss.level(before);
    if (run === 0) baseline = pre;
    const kernelPeak = resetPeak(pid);
    const sent = await upload({ publicUrl, cookie, files });
    const after = performance.now();
    bodyBytes = sent.bytes;
    const hwm = kernelPeak ? procStatus(pid, 'VmHWM') : null;
    // Not the upload path, but in the same process: waited out so it neither slows nor inflates the next run.
    const rendered = await waitForRenderings((run + 1) * files.length);
    const renderedAt = performance.now();
    const renderingsPeak = rendered ? rss.peak(after, renderedAt) : null;
    const peak = Math.max(rss.peak(before, after), hwm ?? 0);

    const copiedAfter = await copyNow(`copy-${run}-after`);
    const copyFsyncMs = (copiedBefore.copyFsyncMs + copiedAfter.copyFsyncMs) / 2;
    const copyMs = (copiedBefore.copyMs + copiedAfter.copyMs) / 2;
    const copyCheckMs = (copiedBefore.copyCheckMs + copiedAfter.copyCheckMs) / 2;
    runs.push({
      preRssMiB: mib(pre),
      peakRssMiB: mib(peak),
      growthMiB: mib(peak - pre),
      kernelPeakRssMiB: hwm === null ? null : mib(hwm),
      samples: rss.count(before, after),
      uploadMs: ms(sent.ms),
      copyMs: ms(copyMs),
      copyFsyncMs: ms(copyFsyncMs),
      copyCheckMs: ms(copyCheckMs),
      ratioToCopyCheck: Number((sent.ms / copyCheckMs).toFixed(2)),
      ratioToCopyFsync: Number((sent.ms / copyFsyncMs).toFixed(2)),
      ratioToCopyNoFsync: Number((sent.ms / copyMs).toFixed(2)),
      renderingsPeakRssMiB: renderingsPeak === null ? null : mib(renderingsPeak),
      renderingsSeconds: rendered ? Number(((renderedAt - after) / 1000).toFixed(1)) : null,
    });
  }
  rss.stop();
  const growth = Math.max(...runs.map((run) => run.growthMiB));
  const uploadMs = median(runs.map((run) => run.uploadMs));
  const copyFsyncMs = median(runs.map((run) => run.copyFsyncMs));
  const copyMs = median(runs.map((run) => run.copyMs));
  const copyCheckMs = median(runs.map((run) => run.copyCheckMs));
  // The median of each run's own ratio, not a ratio of medians taken from different runs.
  const ratio = median(runs.map((run) => run.ratioToCopyCheck));
  const ratioToCopyFsync = median(runs.map((run) => run.ratioToCopyFsync));
  const memoryPass = growth < GROWTH_TARGET_MIB;
  const timePass = ratio < RATIO_TARGET;
  console.log(
    JSON.stringify(
      {
        // Other work on the machine moves the times (not the memory): the load average says how busy it was.
        machine: {
          cpus: os.availableParallelism(),
          memoryGiB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
          loadAverage1m: { start: loadAtStart, end: Number(os.loadavg()[0]!.toFixed(2)) },
          node: process.version,
        },
        files: files.length,
        fileBytes: FILE_BYTES,
        pixels: [...new Set(dimensions)],
        requestBodyMiB: mib(bodyBytes),
        baselineRssMiB: mib(baseline),
        peakRssMiB: Math.max(...runs.map((run) => run.peakRssMiB)),
        peakGrowthMiB: growth,
        medianUploadMs: uploadMs,
        medianCopyCheckMs: copyCheckMs,
        ratioToCopyCheck: Number(ratio.toFixed(2)),
        medianCopyFsyncMs: copyFsyncMs,
        ratioToCopyFsync,
        // The copy alone, without the disk's flush (the server syncs each photo before the credit is charged).
        medianCopyNoFsyncMs: copyMs,
        ratioToCopyNoFsync: median(runs.map((run) => run.ratioToCopyNoFsync)),
        runs,
      },
      null,
      2,
    ),
  );
  console.log(
    `memory: growth ${growth} MiB (target < ${GROWTH_TARGET_MIB}) ${memoryPass ? 'PASS' : 'FAIL'}; ` +
      `time: ${ratio.toFixed(2)}x a copy with fsync and the check's decode (target < ${RATIO_TARGET}x) ` +
      `${timePass ? 'PASS' : 'FAIL'}, ${ratioToCopyFsync.toFixed(2)}x the copy with fsync alone`,
  );
  if (!memoryPass || !timePass) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  stopSampling();
  if (server) await stopServer(server);
  fs.rmSync(work, { recursive: true, force: true });
  clearTimeout(limit);
}
process.exitCode = exitCode;
