import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { batchedLogOutput } from './log-output.js';
import { createDetectorPool } from './adapters/images/detector-pool.js';
import { createMailer } from './adapters/mail/mailer.js';
import { createPayments } from './adapters/payments/create.js';
import { createStorage } from './adapters/storage/create.js';
import { buildApp, outboxDir, type AppDeps } from './app.js';
import { startEventHub } from './events.js';
import { publicConfigOf, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedDemoAccounts } from './features/admin/demo.js';
import { sweepOrphans } from './features/submissions/orphans.js';
import { loadWebApp } from './features/web/render.js';
import { startJobs } from './jobs.js';
import { countedMailer, createMetrics } from './metrics.js';
import { registerJobs } from './register-jobs.js';

// dist/node/server/startup.js -> dist/
const defaultDistDir = fileURLToPath(new URL('../../', import.meta.url));

/** A running service's parts: its app (ready, not yet listening) and what tests and operators look into. */
export type Service = Omit<AppDeps, 'web' | 'logger'> & {
  app: FastifyInstance;
  /** The demo logins seeded in evaluation mode (none otherwise), for the start banner. */
  demoLogins: string[];
};

export type StartOptions = {
  /** Serve the built pages; in development Vite serves them and the API alone runs here. */
  web: boolean;
  /** A database opened and migrated by the caller (tests: a fresh one per file); by default the configured one. */
  database?: DatabaseHandle;
  log?: FastifyBaseLogger;
  /** How often idle queues are polled (tests poll faster). */
  pollingIntervalSeconds?: number;
};

/**
 * Everything a running service needs, from configuration to a ready (not yet listening) app. main.ts listens;
 * the tests call this too (tests/helpers/app.ts), so they run the service exactly as wired here. Closing the app
 * stops the jobs, the event hub and the database, in that order.
 */
export async function startService(config: Config, options: StartOptions): Promise<Service> {
  // Cookies carry session ids: never write them to the log.
  const log =
    options.log ??
    pino({ level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] }, batchedLogOutput());
  const database = options.database ?? (await openConfiguredDatabase(config));
  // Local evaluation mode: nothing configured, so offer ready-made logins for both sides of the product.
  const demoLogins = config.seedDemo ? await seedDemoAccounts(database.db) : [];
  const metrics = createMetrics();
  // pg-boss makes its schema at its first start, and two processes starting together on an empty database both
  // tried: they take turns (scale-out.test.ts).
  const jobs = await database.exclusive('gradewise job queues', () =>
    startJobs({
      executeSql: database.executeSql,
      log,
      onFailed: (queue) => metrics.jobFailures.inc({ queue }),
      ...config.jobs,
      ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
    }),
  );
  const payments = createPayments(config, database.db);
  const storage = createStorage(config.storage);
  const events = await startEventHub(database);
  const mailer = countedMailer(
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: outboxDir(config) }),
    metrics,
  );
  // Image work that is plain JavaScript runs in worker threads, never on the thread that answers requests.
  const detector = createDetectorPool();
  // pg-boss makes each queue's tables when it is first defined: two processes starting together deadlocked doing so
  // (scale-out.test.ts), so they take turns, as with the migrations.
  await database.exclusive('gradewise job queues', () =>
    registerJobs({ config, db: database.db, jobs, mailer, storage, detector, log }),
  );
  const web = options.web
    ? await loadWebApp({
        distDir: config.webDistDir ? path.resolve(config.webDistDir) : defaultDistDir,
        publicUrl: config.publicUrl,
        publicConfig: publicConfigOf(config),
      })
    : undefined;
  const app = await buildApp({
    config,
    database,
    jobs,
    mailer,
    payments,
    events,
    storage,
    metrics,
    logger: log,
    ...(web ? { web } : {}),
  });
  // What a crash left behind goes at start (then hourly, submissions/jobs.ts); once listening, so no request
  // waits for it.
  let startupSweep: Promise<unknown> = Promise.resolve();
  app.addHook('onListen', async () => {
    startupSweep = sweepOrphans({ db: database.db, storage, dataDir: config.dataDir, log }).catch((error: unknown) =>
      log.error({ err: error }, 'sweeping files left behind failed'),
    );
  });
  // Stop taking jobs before the database goes away.
  app.addHook('onClose', async () => {
    await startupSweep;
    await jobs.stop();
    await detector.close();
    await events.close();
    await database.close();
  });
  await app.ready();
  log.info({ engine: database.engine, mail: mailer.kind }, 'service ready');
  return { app, config, database, jobs, mailer, payments, events, storage, metrics, demoLogins };
}

async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  return database;
}

/**
 * What evaluation mode means, in plain words, at start: payments are simulated and mail stays in a local outbox,
 * both open only to a browser on this machine; the demo logins; and what to set to run for real.
 */
export function evaluationBanner(config: Config, outbox: boolean, demoLogins: string[]): string | null {
  const testCheckout = config.payments.kind === 'test';
  if (!testCheckout && !outbox && demoLogins.length === 0) return null;
  const lines = [`Gradewise is running: open ${config.publicUrl}`, '', 'EVALUATION MODE (not for real customers):'];
  if (testCheckout)
    lines.push('  - Payments are simulated: the test checkout grants credits without payment (set STRIPE_SECRET_KEY).');
  if (outbox) lines.push(`  - E-mail is not sent: it is kept in ${config.publicUrl}/dev/outbox (set SMTP_URL).`);
  if (testCheckout || outbox)
    lines.push('  - The test checkout and the outbox answer only to a browser on this machine.');
  if (demoLogins.length > 0) lines.push('', 'Demo logins:', ...demoLogins.map((login) => `  ${login}`));
  lines.push('', 'To run for real: NODE_ENV=production with SMTP_URL and the STRIPE_* settings (see README).');
  return `\n${lines.join('\n')}\n`;
}
