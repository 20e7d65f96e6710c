// Logins as a user meets them: the built server in its own process (as `npm start` runs it, with its logging) on a
// database on disk (PGlite, or PostgreSQL with --engine postgres), POST /api/auth/login over a real socket. argon2id
// is most of a login, so the yardstick is argon2id itself: the same password check, in this process, timed in the
// same run. Each login comes from its own loopback address (127.61.x.y), as separate people would, so that the
// per-address limit (30 in 15 minutes) counts nothing here.
// Prints, for one user at a time and for 8 at once: logins per second, p50 and p95, and each as a ratio to the
// password check alone. Run after `npm run build`: npx tsx scripts/bench/login.ts [--engine pglite|postgres]
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { hashPassword, verifyPassword } from '../../src/server/features/accounts/passwords.js';
import { median, percentile } from './lib/load.js';
import { prepareData, startProduct, type Engine } from './lib/product-server.js';

const { values: args } = parseArgs({
  options: { engine: { type: 'string', default: 'pglite' }, logins: { type: 'string', default: '160' } },
});
const engine = args.engine as Engine;
const LOGINS = Number(args.logins);
const CONCURRENCY = 8;
const ACCOUNTS = 50; // seedHistory's collectors: bench_0 .. bench_49
const PASSWORD = 'a benchmark pass phrase';

let nextAddress = 0;
/** One login over a new connection from an address of its own; resolves with its time in ms. */
function logIn(url: string, username: string): Promise<number> {
  const n = nextAddress++;
  const localAddress = `127.61.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
  const body = JSON.stringify({ identifier: username, password: PASSWORD });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/auth/login`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: url },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`login failed: ${response.statusCode} ${text.slice(0, 300)}`)),
        );
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

/** `count` runs of `work`, `concurrency` at a time: each one's ms and the whole's rate per second. */
async function measure(count: number, concurrency: number, work: (n: number) => Promise<number>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let n = next++; n < count; n = next++) times.push(await work(n));
    }),
  );
  const perSecond = count / ((performance.now() - started) / 1000);
  times.sort((a, b) => a - b);
  return { perSecond, p50: median(times), p95: percentile(times, 0.95) };
}

const passwordHash = await hashPassword(PASSWORD);
const data = await prepareData(
  engine,
  { history: 0, ownOrders: 0 },
  { also: (executeSql) => executeSql(`update users set password_hash = '${passwordHash}'`).then(() => undefined) },
);
const server = await startProduct(data);
try {
  const check = async () => {
    const started = performance.now();
    if (!(await verifyPassword(passwordHash, PASSWORD))) throw new Error('the password check failed');
    return performance.now() - started;
  };
  const login = (n: number) => logIn(server.url, `bench_${n % ACCOUNTS}`);
  await measure(CONCURRENCY, CONCURRENCY, login); // warms the server up (and this process's check)
  await measure(CONCURRENCY, CONCURRENCY, () => check());
  const rows = [];
  for (const concurrency of [1, CONCURRENCY]) {
    // The yardstick first and last, so a machine that grows busier during the run moves both alike.
    const before = await measure(LOGINS / 4, concurrency, () => check());
    const logins = await measure(LOGINS, concurrency, login);
    const after = await measure(LOGINS / 4, concurrency, () => check());
    const yardstick = {
      perSecond: (before.perSecond + after.perSecond) / 2,
      p50: (before.p50 + after.p50) / 2,
      p95: (before.p95 + after.p95) / 2,
    };
    rows.push({
      concurrency,
      loginsPerSecond: Number(logins.perSecond.toFixed(1)),
      p50Ms: Number(logins.p50.toFixed(1)),
      p95Ms: Number(logins.p95.toFixed(1)),
      passwordChecksPerSecond: Number(yardstick.perSecond.toFixed(1)),
      checkP50Ms: Number(yardstick.p50.toFixed(1)),
      // A login over HTTP against the password check alone: 1.0 would be a login that costs nothing else.
      rateShareOfCheck: Number((logins.perSecond / yardstick.perSecond).toFixed(2)),
      p50RatioToCheck: Number((logins.p50 / yardstick.p50).toFixed(2)),
    });
  }
  console.log(JSON.stringify({ engine, logins: LOGINS, rows }, null, 2));
  for (const row of rows)
    console.log(
      `${row.concurrency} at once: ${row.loginsPerSecond} logins/s (${row.rateShareOfCheck}x the password check's rate), ` +
        `p50 ${row.p50Ms} ms (${row.p50RatioToCheck}x a check), p95 ${row.p95Ms} ms`,
    );
} finally {
  await server.stop();
  await data.remove();
}
