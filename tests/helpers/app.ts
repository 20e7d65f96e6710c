import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { readOutbox } from '../../src/server/adapters/mail/outbox.js';
import { outboxDir } from '../../src/server/app.js';
import { parseConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { startService, type Service } from '../../src/server/startup.js';
import { createTestDatabase } from './database.js';

export type TestApp = Service & { close: () => Promise<void> };

/**
 * The real service, wired exactly as `npm start` wires it (startup.ts), on a fresh database and data folder with
 * the embedded adapters; no port is opened. Closing it closes the app, which stops its jobs and database.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { log?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-test-'));
  // No demo accounts unless a test asks for them: each test starts from an empty database.
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false', ...env });
  const service = await startService(config, {
    web: false,
    database: await createTestDatabase(),
    log: options.log ?? pino({ level: 'silent' }),
    pollingIntervalSeconds: 0.5,
  });
  return {
    ...service,
    close: async () => {
      await service.app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app process on the test app's own PostgreSQL database, as the README's scale-out runs them (PostgreSQL
 * only: PGlite admits one process). Close its app when done.
 */
export async function secondProcess(t: TestApp): Promise<Service> {
  const name = await t.database.executeSql('select current_database() as name');
  const databaseUrl = new URL(process.env.DATABASE_URL!);
  databaseUrl.pathname = `/${String(name.rows[0]!.name)}`;
  return startService(t.config, {
    web: false,
    database: await openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: null }),
    log: pino({ level: 'silent' }),
  });
}

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A browser-like API client for one test app: same-origin headers, its own IP, and a cookie jar. */
export function apiClient(t: TestApp, ip = '127.0.0.1') {
  let cookie: string | undefined;
  const request = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
    const set = response.cookies.find((c) => c.name === t.config.session.cookieName);
    if (set) cookie = set.value ? `${set.name}=${set.value}` : undefined;
    return response;
  };
  return {
    get: (url: string) => request('GET', url),
    post: (url: string, payload: object = {}) => request('POST', url, payload),
    cookie: () => cookie,
    setCookie: (value: string | undefined) => {
      cookie = value;
    },
  };
}

/** The newest e-mail to `to` in the outbox whose text holds a link containing `path`, once the job sent it. */
export async function linkFromOutbox(t: TestApp, to: string, pathPart: string, after = ''): Promise<string> {
  return eventually(async () => {
    const messages = await readOutbox(outboxDir(t.config));
    for (const message of messages) {
      if (message.to !== to || message.name <= after) continue;
      const url = message.text.match(/https?:\/\/\S+/g)?.find((link) => link.includes(pathPart));
      if (url) return url;
    }
    return undefined;
  });
}
