// Requests per second of the product's routes as a share of bare Fastify's, through real sockets, with both
// measured in the same run on this machine (it is shared and noisy, so only the ratio means anything).
//
// The real server (dist/, as `npm start` runs it, with its logging) is started on a seeded database of its own:
// PGlite on disk (the default) and/or PostgreSQL. Seed: 100,000 submissions of two years (3,000 waiting), the
// benchmarked collector owning 200 of them. autocannon runs in this process, each server in its own; every
// round measures the yardstick first and then each route, and the figures are the median over the rounds.
// Then one grader opens the queue 200 times in a row: the p50 and p95 a single user meets.
//
// Run after `npm run build`:
//   npx tsx scripts/bench/throughput.ts [--engine pglite|postgres|both] [--seconds 10] [--connections 100]
//                                       [--rounds 3] [--quick] [--check] [--json]
// --quick: 3 s per route, 2 rounds, 20,000 submissions (the CI regression check, with --check's loose floors).
// --compare <main.js>: another build's server measured beside this one on a copy of the same data, each route on one
// and then the other in every round (a before/after in one run), e.g.
//   git worktree add ../before <commit> && (cd ../before && npm ci && npm run build)
//   npx tsx scripts/bench/throughput.ts --compare ../before/dist/node/server/main.js
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { load, median, percentile, sequential, type LoadResult } from './lib/load.js';
import {
  prepareData,
  serverEntry,
  startBareFastify,
  startProduct,
  type BenchData,
  type Engine,
} from './lib/product-server.js';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '100' },
    rounds: { type: 'string' },
    quick: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    compare: { type: 'string' },
  },
});
const seconds = Number(args.seconds ?? (args.quick ? 3 : 10));
const rounds = Number(args.rounds ?? (args.quick ? 2 : 3));
const connections = Number(args.connections);
const seed = args.quick ? { history: 20_000, ownOrders: 200 } : { history: 100_000, ownOrders: 200 };
const engines: Engine[] = args.engine === 'both' ? ['pglite', 'postgres'] : [args.engine as Engine];

type Route = {
  name: string;
  path: string | (() => string);
  as?: 'collector' | 'grader';
  status?: number;
  /** The share of bare Fastify's requests/s the issue asks for (PostgreSQL; PGlite is reported beside it). */
  target: number;
  /** The floor --check enforces: far under the target, a regression alarm, not the goal. */
  floor: number;
};

let unknown = 0;
const ROUTES: Route[] = [
  { name: '/healthz', path: '/healthz', target: 0.5, floor: 0.15 },
  { name: '/ (landing page)', path: '/', target: 0.5, floor: 0.1 },
  { name: 'a blog article', path: '/blog/autographs-and-memorabilia-cards-explained', target: 0.5, floor: 0.1 },
  { name: 'an unknown URL (404)', path: () => `/no-such-page-${(unknown += 1)}`, status: 404, target: 0.5, floor: 0.1 },
  // The signed-in reads are kept in memory for a few seconds (src/server/kept-reads.ts), so the one user measured
  // here is answered from memory after the first request: what repeated reads cost (a page's header, the live
  // refreshes, many graders on one queue). A first read after a change costs a query: on 28 November, before they
  // were kept, the session read was 18-22% of bare Fastify on PostgreSQL and 7% on PGlite, the orders 10% and 4%, the
  // queue 4% and 1.3%; kept, 38-43%, 33-42% and 22-34% on either engine.
  { name: 'GET /api/auth/session (signed in)', path: '/api/auth/session', as: 'collector', target: 0.3, floor: 0.1 },
  {
    name: "GET /api/submissions (a collector's orders)",
    path: '/api/submissions',
    as: 'collector',
    target: 0.3,
    floor: 0.1,
  },
  {
    name: "GET /api/grading/queue (a grader's queue)",
    path: '/api/grading/queue',
    as: 'grader',
    target: 0.3,
    floor: 0.07,
  },
];
const QUEUE_LATENCY_TARGET_MS = 20;
/** Bare Fastify answering a page's worth of bytes: what a page's size alone costs, measured beside the yardstick. */
const BARE_PAGE: Route = { name: 'bare Fastify, a page', path: '/page', target: 0, floor: 0 };

type RouteFigures = { name: string; share: number; rps: number; p99Ms: number; bytes: number; wrong: number };
type EngineFigures = {
  engine: Engine;
  /** The engine, and "(before)" for the server given with --compare. */
  label: string;
  bareRps: number;
  /** Bare Fastify sending a page's bytes, as a share of its own small answer (see bare-fastify.mjs). */
  barePageShare: number;
  barePageBytes: number;
  routes: RouteFigures[];
  queueP50Ms: number;
  queueP95Ms: number;
};

const log = (line: string) => {
  if (!args.json) console.error(line);
};

type Build = { entry: string; label: string; data: BenchData };

async function measureEngine(engine: Engine): Promise<EngineFigures[]> {
  log(`[${engine}] seeding ${seed.history.toLocaleString('en')} submissions...`);
  const data = await prepareData(engine, seed);
  const copies: string[] = [];
  try {
    const builds: Build[] = [{ entry: serverEntry, label: engine, data }];
    if (args.compare) {
      // The other build on a copy of the same data, running beside this one (PGlite has one process per directory).
      const copy = await fs.mkdtemp(path.join(os.tmpdir(), `gradewise-bench-${engine}-before-`));
      copies.push(copy);
      await fs.cp(data.env.DATA_DIR!, copy, { recursive: true });
      builds.unshift({
        entry: args.compare,
        label: `${engine} (before)`,
        data: { ...data, env: { ...data.env, DATA_DIR: copy } },
      });
    }
    return await measureBuilds(engine, builds);
  } finally {
    for (const copy of copies) await fs.rm(copy, { recursive: true, force: true });
    await data.remove();
  }
}

/**
 * Every build's server started at once, and in each round each route measured on one build right after the other
 * (which goes first alternates by round): the machine's drift over minutes then falls on both alike, where measuring
 * one build's rounds before the other's put a quarter's difference between two identical builds.
 */
async function measureBuilds(engine: Engine, builds: Build[]): Promise<EngineFigures[]> {
  const bare = await startBareFastify();
  const servers: Awaited<ReturnType<typeof startProduct>>[] = [];
  try {
    for (const build of builds) servers.push(await startProduct(build.data, build.entry));
    const cookieOf = (data: BenchData, route: Route) =>
      route.as === 'collector' ? data.collectorCookie : route.as === 'grader' ? data.graderCookie : undefined;
    const run = (
      base: string,
      route: Route | null,
      data: BenchData,
      size = { connections, seconds },
    ): Promise<LoadResult> => {
      const cookie = route ? cookieOf(data, route) : undefined;
      return load(base, {
        ...size,
        path: route?.path ?? '/',
        ...(cookie ? { headers: { cookie } } : {}),
        ...(route?.status ? { status: route.status } : {}),
      });
    };
    // Warm everything up (JIT, render cache, database caches) before anything counts.
    await run(bare.url, null, builds[0]!.data);
    for (const [i, server] of servers.entries())
      for (const route of ROUTES) await run(server.url, route, builds[i]!.data, { connections: 10, seconds: 1 });

    const perRound = builds.map(() => [] as { bare: LoadResult; barePage: LoadResult; routes: LoadResult[] }[]);
    for (let round = 1; round <= rounds; round += 1) {
      const bareResult = await run(bare.url, null, builds[0]!.data);
      const barePage = await run(bare.url, BARE_PAGE, builds[0]!.data);
      const routeResults = builds.map(() => [] as LoadResult[]);
      const order = builds.map((_, i) => i);
      if (round % 2 === 0) order.reverse();
      for (const route of ROUTES) {
        for (const i of order) {
          routeResults[i]!.push(await run(servers[i]!.url, route, builds[i]!.data));
          log(
            `[${builds[i]!.label}] round ${round}/${rounds}: ${route.name} ${Math.round(routeResults[i]!.at(-1)!.rps)} req/s`,
          );
        }
      }
      for (const i of order) perRound[i]!.push({ bare: bareResult, barePage, routes: routeResults[i]! });
    }
    const figures: EngineFigures[] = [];
    for (const [i, build] of builds.entries()) {
      const latencies = await sequential(`${servers[i]!.url}/api/grading/queue`, 200, {
        cookie: build.data.graderCookie,
      });
      const measured = perRound[i]!;
      figures.push({
        engine,
        label: build.label,
        bareRps: median(measured.map((r) => r.bare.rps)),
        barePageShare: median(measured.map((r) => r.barePage.rps / r.bare.rps)),
        barePageBytes: median(measured.map((r) => r.barePage.bytesPerResponse)),
        routes: ROUTES.map((route, r) => ({
          name: route.name,
          share: median(measured.map((m) => m.routes[r]!.rps / m.bare.rps)),
          rps: median(measured.map((m) => m.routes[r]!.rps)),
          p99Ms: median(measured.map((m) => m.routes[r]!.p99Ms)),
          bytes: median(measured.map((m) => m.routes[r]!.bytesPerResponse)),
          wrong: measured.reduce((sum, m) => sum + m.routes[r]!.wrong, 0),
        })),
        queueP50Ms: percentile(latencies, 0.5),
        queueP95Ms: percentile(latencies, 0.95),
      });
    }
    return figures;
  } finally {
    for (const server of servers) await server.stop();
    await bare.stop();
  }
}

const results: EngineFigures[] = [];
for (const engine of engines) results.push(...(await measureEngine(engine)));

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const failures: string[] = [];
for (const figures of results) {
  for (const [i, route] of ROUTES.entries()) {
    const measured = figures.routes[i]!;
    if (measured.wrong > 0) failures.push(`${figures.label} ${route.name}: ${measured.wrong} wrong answers or errors`);
    if (args.check && measured.share < route.floor)
      failures.push(
        `${figures.label} ${route.name}: ${pct(measured.share)} of bare Fastify, the floor is ${pct(route.floor)}`,
      );
  }
}

if (args.json) {
  console.log(JSON.stringify({ connections, seconds, rounds, seed, results }, null, 2));
} else {
  console.log(
    `\nThroughput at ${connections} connections, ${seconds} s per route, median of ${rounds} rounds; ` +
      `${seed.history.toLocaleString('en')} submissions, the collector owns ${seed.ownOrders}\n`,
  );
  const header = ['route', ...results.flatMap((r) => [`${r.label} share`, 'req/s', 'p99 ms']), 'target', 'KB'];
  const rows = ROUTES.map((route, i) => [
    route.name,
    ...results.flatMap((r) => [
      pct(r.routes[i]!.share),
      String(Math.round(r.routes[i]!.rps)),
      r.routes[i]!.p99Ms.toFixed(0),
    ]),
    `>= ${pct(route.target)}`,
    (results[0]!.routes[i]!.bytes / 1024).toFixed(1),
  ]);
  rows.unshift([
    'bare Fastify (yardstick)',
    ...results.flatMap((r) => ['100%', String(Math.round(r.bareRps)), '-']),
    '',
    '',
  ]);
  rows.splice(1, 0, [
    "bare Fastify sending a page's bytes",
    ...results.flatMap((r) => [pct(r.barePageShare), String(Math.round(r.barePageShare * r.bareRps)), '-']),
    '',
    (results[0]!.barePageBytes / 1024).toFixed(1),
  ]);
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((row) => row[c]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
  console.log('');
  for (const r of results)
    console.log(
      `${r.label}: one grader opening the queue 200 times: p50 ${r.queueP50Ms.toFixed(1)} ms, p95 ${r.queueP95Ms.toFixed(1)} ms (target under ${QUEUE_LATENCY_TARGET_MS})`,
    );
}
for (const failure of failures) console.error(`FAIL ${failure}`);
process.exitCode = failures.length > 0 ? 1 : 0;
