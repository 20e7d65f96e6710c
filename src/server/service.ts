import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createMailer } from './adapters/mail/mailer.js';
import { createPayments } from './adapters/payments/create.js';
import { createStorage } from './adapters/storage/create.js';
import { buildApp, outboxDir } from './app.js';
import { startEventHub } from './events.js';
import { publicConfigOf, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedDemoAccounts } from './features/accounts/demo.js';
import { sweepOrphans } from './features/submissions/orphans.js';
import { loadWebApp } from './features/web/render.js';
import { startJobs } from './jobs.js';

// dist/node/server/service.js -> dist/
const defaultDistDir = fileURLToPath(new URL('../../', import.meta.url));

/** Everything a running service needs, from configuration to a ready (not yet listening) app. */
export async function startService(config: Config, options: { web: boolean }): Promise<FastifyInstance> {
  // Cookies carry session ids: never write them to the log.
  const log = pino({ level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  // Local evaluation mode: nothing configured, so offer ready-made logins for both sides of the product.
  const demoLogins = config.seedDemo ? await seedDemoAccounts(database.db) : [];
  const jobs = await startJobs({ executeSql: database.executeSql, log });
  const payments = createPayments(config, database.db);
  const storage = createStorage(config.storage);
  const events = await startEventHub(database);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: outboxDir(config) });
  // In development Vite serves the pages; the API alone runs here.
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
    logger: log,
    ...(web ? { web } : {}),
  });
  // What a crash left behind goes at start (then hourly, app.ts); once listening, so no request waits for it.
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
    await events.close();
    await database.close();
  });
  log.info({ engine: database.engine, mail: mailer.kind }, 'service ready');
  const banner = evaluationBanner(config, mailer.kind === 'outbox', demoLogins);
  if (banner) console.log(banner);
  return app;
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
