import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseConfig } from '../../../src/server/config.js';
import { openDatabase, type ExecuteSql } from '../../../src/server/db/client.js';
import { migrate } from '../../../src/server/db/migrate.js';
import { createSession } from '../../../src/server/features/accounts/sessions.js';
import { seedHistory } from './seed.js';

const root = path.resolve(import.meta.dirname, '../../..');
export const serverEntry = path.join(root, 'dist/node/server/main.js');

export type Engine = 'pglite' | 'postgres';

/** A seeded data directory (and, on PostgreSQL, a database of its own) that the real server is started on. */
export type BenchData = {
  engine: Engine;
  env: Record<string, string>;
  /** Session cookies ("name=token") of the seeded collector and grader. */
  collectorCookie: string;
  graderCookie: string;
  remove(): Promise<void>;
};

/** A free TCP port on loopback (closed again before the server takes it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Migrates and seeds the engine's database as the server will find it: PGlite on disk in a new data directory
 * (the default), or a new PostgreSQL database on `serverUrl`, dropped by remove(). `also` runs last on the same
 * database (PGlite on disk has one process at a time: nothing can be written once the server holds it).
 */
export async function prepareData(
  engine: Engine,
  seed: { history: number; ownOrders: number },
  options: { serverUrl?: string; also?: (executeSql: ExecuteSql) => Promise<void> } = {},
): Promise<BenchData> {
  const serverUrl = options.serverUrl ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `gradewise-bench-${engine}-`));
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
  let databaseName: string | null = null;
  if (engine === 'postgres') {
    databaseName = `gradewise_bench_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await adminQuery(serverUrl, `create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  const config = parseConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let cookies: [string, string];
  try {
    await migrate(database);
    const people = await seedHistory(database.executeSql, seed);
    const cookie = async (userId: string) =>
      `${config.session.cookieName}=${await createSession(database.db, userId, config.session)}`;
    cookies = [await cookie(people.collectorId), await cookie(people.graderId)];
    await options.also?.(database.executeSql);
  } finally {
    await database.close();
  }
  return {
    engine,
    env,
    collectorCookie: cookies[0],
    graderCookie: cookies[1],
    remove: async () => {
      await fs.rm(dataDir, { recursive: true, force: true });
      if (databaseName) await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export type RunningServer = { url: string; pid: number; stop(): Promise<void> };

/**
 * Starts a Node process as `npm start` does (the built server, its logging, its allocator setting), output to
 * nowhere, and waits until it answers `readyPath`.
 */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPath = '/healthz',
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    // The public address is the one requested, or every request would be sent there by a redirect.
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(url + readyPath, { redirect: 'manual' }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 600) throw new Error(`${args.join(' ')} was not ready after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The product's server (this build's, or another's main.js) on seeded data. */
export const startProduct = (data: BenchData, entry = serverEntry) => startProcess([entry], data.env);

/** Fastify answering {"hello":"world"}, the yardstick every route is measured against. */
export const startBareFastify = () => startProcess([path.join(import.meta.dirname, 'bare-fastify.mjs')], {}, '/');
