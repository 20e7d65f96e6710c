// Login latency and throughput of one process, in-process through app.inject: Fastify's routing and hooks, the
// session, argon2id and the database, but no socket (argon2id is most of a login; throughput.ts measures over
// sockets). On PGlite by default or on PostgreSQL with DATABASE_URL. Run: npx tsx scripts/bench/login.ts
import { performance } from 'node:perf_hooks';
import { apiClient, createTestApp } from '../../tests/helpers/app.js';

const ACCOUNTS = 40;
const LOGINS_PER_ACCOUNT = 5; // successful logins: only failures count against an (account, client) pair
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);

const t = await createTestApp();
try {
  const password = 'a benchmark pass phrase';
  for (let i = 0; i < ACCOUNTS; i += 1) {
    await apiClient(t, `10.60.${i}.1`).post('/api/auth/signup', {
      firstName: 'Bench',
      lastName: `User ${i}`,
      username: `bench_${i}`,
      email: `bench${i}@example.com`,
      password,
      confirmPassword: password,
      acceptTerms: true,
    });
  }
  const jobs = Array.from({ length: ACCOUNTS * LOGINS_PER_ACCOUNT }, (_, n) => n);
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let n = jobs.shift(); n !== undefined; n = jobs.shift()) {
        // A distinct address for each login keeps the per-address limit out of the measurement.
        const client = apiClient(t, `10.61.${Math.floor(n / 250)}.${(n % 250) + 1}`);
        const begin = performance.now();
        const response = await client.post('/api/auth/login', { identifier: `bench_${n % ACCOUNTS}`, password });
        latencies.push(performance.now() - begin);
        if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    JSON.stringify(
      {
        engine: t.database.engine,
        logins: latencies.length,
        concurrency: CONCURRENCY,
        p50Ms: Number(at(0.5)),
        p95Ms: Number(at(0.95)),
        loginsPerSecond: Number((latencies.length / seconds).toFixed(1)),
      },
      null,
      2,
    ),
  );
} finally {
  await t.close();
}
