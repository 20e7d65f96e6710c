import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createMailer, type Mailer } from '../../src/server/adapters/mail/mailer.js';
import { buildApp, outboxDir } from '../../src/server/app.js';
import { parseConfig, type Config } from '../../src/server/config.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { startJobs, type Jobs } from '../../src/server/jobs.js';
import { createTestDatabase } from './database.js';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  jobs: Jobs;
  mailer: Mailer;
  close: () => Promise<void>;
};

/** The real app on a fresh database and data folder, with the embedded adapters; no port is opened. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-test-'));
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database = await createTestDatabase();
  const jobs = await startJobs({
    executeSql: database.executeSql,
    log: pino({ level: 'silent' }),
    pollingIntervalSeconds: 0.5,
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: outboxDir(config) });
  const app = await buildApp({ config, database, jobs, mailer });
  await app.ready();
  return {
    app,
    config,
    database,
    jobs,
    mailer,
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
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
