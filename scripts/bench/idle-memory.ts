// What the server holds when nobody uses it: its resident memory (RSS) a few seconds after start, on a new embedded
// database (PGlite, created at start as `npm start` does on a fresh clone) and on PostgreSQL, and how long the start
// took, at the first start and at a restart on the same data. Each from a fresh data folder, the built server in its own process as `npm start` runs it.
// Run after `npm run build`: npx tsx scripts/bench/idle-memory.ts
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startProcess, serverEntry } from './lib/product-server.js';

const SETTLE_MS = 5000;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function rssMiB(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function startAndSettle(env: Record<string, string>) {
  const started = performance.now();
  const server = await startProcess([serverEntry], env);
  const startSeconds = (performance.now() - started) / 1000;
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { startSeconds, idleMiB: await rssMiB(server.pid) };
  } finally {
    await server.stop();
  }
}

async function measure(engine: 'pglite' | 'postgres') {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `gradewise-idle-${engine}-`));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  const admin = new pg.Client({ connectionString: serverUrl });
  const name = `gradewise_idle_${process.pid}`;
  if (engine === 'postgres') {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  try {
    // The first start makes the database; a restart finds it.
    const first = await startAndSettle(env);
    const restart = await startAndSettle(env);
    return { engine, first, restart };
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

for (const engine of ['pglite', 'postgres'] as const) {
  const { first, restart } = await measure(engine);
  console.log(
    `${engine.padEnd(8)} first start: ready in ${first.startSeconds.toFixed(1)} s, idle RSS ${first.idleMiB.toFixed(0)} MiB; ` +
      `restart: ready in ${restart.startSeconds.toFixed(1)} s, idle RSS ${restart.idleMiB.toFixed(0)} MiB`,
  );
}
