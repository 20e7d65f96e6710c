// The graders' queue query (listQueue) with 100,000 submissions in the database. Target: p50 and p95 under 20 ms.
// A fresh database (in-memory PGlite by default; a new PostgreSQL database on that server with DATABASE_URL, dropped
// afterwards) is filled with one INSERT ... SELECT generate_series, analysed, then the query runs 10 times to warm up
// and 50 times timed. EXPLAIN ANALYZE of the exact SQL drizzle sends shows the plan. Exits 1 on a missed target.
//
// The mix: 93% COMPLETE and 4% CANCELLED (the history), 2% OPEN and 1% PENDING (a backlog of 3,000 waiting, half of
// the claims lapsed). The waiting ones are spread evenly through two years of history, the worst case for the heap
// (each on its own page) rather than the usual one, where the waiting submissions are the newest.
//
// Run: npx tsx scripts/bench/queue.ts                     (PGlite)
//      DATABASE_URL=postgres://... npx tsx scripts/bench/queue.ts   (PostgreSQL)
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/pg-proxy';
import type { Database } from '../../src/server/db/client.js';
import * as schema from '../../src/server/db/schema.js';
import { listQueue, type GradingDeps } from '../../src/server/features/grading/service.js';
import type { Jobs } from '../../src/server/jobs.js';
import { DEFAULT_CLAIM_IDLE_MINUTES } from '../../src/shared/grading.js';
import { createTestDatabase } from '../../tests/helpers/database.js';

const SUBMISSIONS = 100_000;
const WARM_UP = 10;
const RUNS = 50;
const TARGET_MS = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const round = (value: number) => Number(value.toFixed(2));

// listQueue sends no jobs; anything that tried would be a mistake here.
const noJobs: Jobs = {
  define: () => Promise.reject(new Error('no jobs in the benchmark')),
  send: () => Promise.reject(new Error('no jobs in the benchmark')),
  every: () => Promise.reject(new Error('no jobs in the benchmark')),
  stop: () => Promise.resolve(),
};

const database = await createTestDatabase();
try {
  const collectors = Array.from({ length: 5 }, () => crypto.randomUUID());
  const graders = Array.from({ length: 3 }, () => crypto.randomUUID());
  const people = [...collectors.map((id) => [id, 'user']), ...graders.map((id) => [id, 'grader'])];
  await database.executeSql(
    `insert into users (id, first_name, last_name, username, email, password_hash, role, verified_at) values ${people
      .map(
        ([id, role], i) =>
          `('${id}', 'Bench', 'Person ${i}', 'bench_${i}', 'bench${i}@example.com', 'x', '${role}', now())`,
      )
      .join(', ')}`,
  );
  const uuidArray = (ids: string[]) => `array[${ids.map((id) => `'${id}'::uuid`).join(', ')}]`;

  const filling = performance.now();
  await database.executeSql(`
    insert into submissions
      (public_id, user_id, card_name, card_number, status, in_progress_by, claimed_at, idempotency_key, created_at)
    select
      'GW-B' || lpad(g::text, 7, '0'),
      (${uuidArray(collectors)})[1 + g % 5],
      'Bench card ' || g,
      (1 + g % 150) || '/150',
      case when g % 50 = 0 then 'OPEN' when g % 100 = 1 then 'PENDING' when g % 25 = 2 then 'CANCELLED' else 'COMPLETE' end,
      case when g % 100 = 1 then (${uuidArray(graders)})[1 + g % 3] end,
      case when g % 100 = 1 then now() - make_interval(mins => g % 120) end,
      'bench-' || g,
      now() - make_interval(mins => (${SUBMISSIONS} - g) * 10)
    from generate_series(1, ${SUBMISSIONS}) as g`);
  await database.executeSql('analyze submissions');
  await database.executeSql('analyze users');
  const fillMs = performance.now() - filling;
  const mix = await database.executeSql(
    'select status, count(*)::int as n from submissions group by status order by status',
  );

  const deps: GradingDeps = { db: database.db, jobs: noJobs, claimIdleMs: DEFAULT_CLAIM_IDLE_MINUTES * 60_000 };
  const me = { id: graders[0]! };

  // The SQL listQueue sends, caught by a database that only records it, so the plan is of the real query.
  const sent: { sql: string; params: unknown[] }[] = [];
  const recorder = drizzle(
    async (sql, params) => {
      sent.push({ sql, params });
      return { rows: [] };
    },
    { schema },
  ) as unknown as Database;
  await listQueue({ ...deps, db: recorder }, me);
  if (sent.length !== 1) throw new Error(`expected listQueue to send one query, it sent ${sent.length}`);
  const plan = await database.executeSql(`explain (analyze, buffers) ${sent[0]!.sql}`, sent[0]!.params);
  const planText = plan.rows.map((row) => String(Object.values(row)[0])).join('\n');

  /** Warm-up, then RUNS timed calls; the sorted durations in ms. */
  async function timed(call: () => Promise<unknown>): Promise<number[]> {
    for (let i = 0; i < WARM_UP; i += 1) await call();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      await call();
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b);
  }
  const entries = (await listQueue(deps, me)).length;
  const times = await timed(() => listQueue(deps, me));
  // The same SQL without drizzle's mapping: what the database and its driver take on their own.
  const raw = await timed(() => database.executeSql(sent[0]!.sql, sent[0]!.params));
  const result = {
    engine: database.engine,
    submissions: SUBMISSIONS,
    mix: Object.fromEntries(mix.rows.map((row) => [row.status, row.n])),
    fillSeconds: round(fillMs / 1000),
    queueEntriesReturned: entries,
    runs: RUNS,
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    maxMs: round(times.at(-1)!),
    rawSqlP50Ms: round(percentile(raw, 0.5)),
    rawSqlP95Ms: round(percentile(raw, 0.95)),
    targetMs: TARGET_MS,
    usesStatusIndex: planText.includes('submissions_status'),
  };
  console.log(`${sent[0]!.sql}\n\n${planText}\n`);
  console.log(JSON.stringify(result, null, 2));
  if (!result.usesStatusIndex) console.error('the plan does not use the submissions_status index');
  if (result.p95Ms >= TARGET_MS) console.error(`missed: p95 ${result.p95Ms} ms is not under ${TARGET_MS} ms`);
  process.exitCode = result.p95Ms < TARGET_MS && result.usesStatusIndex ? 0 : 1;
} finally {
  await database.close();
}
