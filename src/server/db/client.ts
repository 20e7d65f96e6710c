import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Data-access functions take either the database or an open transaction. */
export type Executor = Database | Transaction;

/** Raw SQL for libraries that bring their own queries (pg-boss). */
export type SqlResult = { rows: Record<string, unknown>[] };
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlResult>;

export type DatabaseHandle = {
  engine: 'pglite' | 'postgres';
  db: Database;
  executeSql: ExecuteSql;
  ping: () => Promise<void>;
  /** LISTEN on a channel; NOTIFY arrives at commit, from any process on the same database. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other process runs work under the same name (a PostgreSQL advisory lock held on a
   * connection of its own): the migrations at start, when several processes start together.
   */
  exclusive: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  /** The connections of this process: open, idle, and queries waiting for one (for /metrics). */
  poolUse: () => { total: number; idle: number; waiting: number };
  close: () => Promise<void>;
};

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory when dataDir is null). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    engine: 'postgres',
    db: drizzlePg(pool, { schema }),
    executeSql: (text, values) => pool.query(text, values),
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    exclusive: async (name, work) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [name]);
        return await work();
      } finally {
        // Ending the connection releases the lock, whatever happened.
        await client.end();
      }
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

// A failover or restart drops every connection at once; waiting longer after each failed attempt spares the
// server a reconnect storm, and the wait starts short again once a connection holds.
const RECONNECT_FIRST_DELAY_MS = 250;
const RECONNECT_MAX_DELAY_MS = 10_000;
const ignoreError = () => {};

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to other queries), replaced if dropped.
 * At most one client exists at a time: a lost one is closed before its single replacement is scheduled, so
 * connections cannot pile up and each notification is delivered once.
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void) {
  let stopped = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = RECONNECT_FIRST_DELAY_MS;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) onPayload(message.payload ?? '');
  };

  const retire = async (client: pg.Client) => {
    client.off('notification', onNotification);
    client.removeAllListeners('error');
    client.removeAllListeners('end');
    // A dead socket can still report an error after we stop caring; unhandled, it would crash the process.
    client.on('error', ignoreError);
    if (current === client) current = null;
    await client.end().catch(ignoreError);
  };

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect().catch(() => scheduleReconnect());
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_DELAY_MS);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    current = client;
    // Subscribed before LISTEN so nothing sent right after it is missed; retire() unsubscribes.
    client.on('notification', onNotification);
    // Errors while opening surface as the rejected connect() or LISTEN below.
    client.on('error', ignoreError);
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void retire(client);
      throw error;
    }
    if (stopped || current !== client) {
      await retire(client);
      return;
    }
    delay = RECONNECT_FIRST_DELAY_MS;
    // 'error' and 'end' both fire for one drop: the flag makes it one reconnect.
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      void retire(client);
      scheduleReconnect();
    };
    client.removeListener('error', ignoreError);
    client.on('error', onLost);
    client.on('end', onLost);
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    if (current) await retire(current);
  };
}

/** PGlite admits one process per data folder; a second one would corrupt it, so it is refused clearly. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function lockFolder(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, 'gradewise.lock');
  const holder = Number(await fs.readFile(file, 'utf8').catch(() => '0'));
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new DatabaseBusyError(
      `The embedded database in ${dir} is in use by process ${holder} (the running service?). ` +
        'Stop it first: PGlite admits one process at a time. With DATABASE_URL (PostgreSQL) both can run together.',
    );
  }
  await fs.writeFile(file, String(process.pid));
  return () => fs.rm(file, { force: true });
}

/**
 * A new embedded database is made (initdb, inside WebAssembly) by a short-lived process of its own: the memory
 * initdb takes, about half a gigabyte, is never given back by a WebAssembly instance, and the service would keep it
 * for its whole life (830 MiB resident when idle on a fresh data folder, against 280 MiB once made).
 */
async function createPgliteInChildProcess(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const pglite = JSON.stringify(import.meta.resolve('@electric-sql/pglite'));
  const script = `const { PGlite } = await import(${pglite}); await (await PGlite.create(${JSON.stringify(dir)})).close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script]);
}

/**
 * PostgreSQL's usual 128 MB of shared buffers are taken from WebAssembly memory when the database opens and never
 * given back: 32 MB leaves the idle service about 100 MiB smaller (a table page not in the buffers is read from the
 * data folder's files, which the operating system caches anyway).
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let client: PGlite;
  let unlock = async () => {};
  if (dataDir) {
    const dir = path.join(dataDir, 'db');
    await fs.mkdir(dir, { recursive: true });
    unlock = await lockFolder(dir);
    await createPgliteInChildProcess(dir);
    client = await PGlite.create(dir, { startParams: PGLITE_START });
  } else {
    client = await PGlite.create({ startParams: PGLITE_START });
  }
  return {
    engine: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Database,
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement; pg-boss also sends multi-statement scripts without values.
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    ping: async () => {
      await client.query('select 1');
    },
    // PGlite delivers notifications only once listen() has resolved, which awaiting here guarantees.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    // One process only: a PGlite database is open in one process at a time (its lock file).
    exclusive: (_name, work) => work(),
    // One connection, in this process: PGlite runs each query in turn.
    poolUse: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}
