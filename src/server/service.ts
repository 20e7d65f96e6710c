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
  const app = await buildApp({ config, database, jobs, mailer, payments, events, storage, logger: log, ...(web ? { web } : {}) });
  // Stop taking jobs before the database goes away.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await events.close();
    await database.close();
  });
  log.info({ engine: database.engine, mail: mailer.kind }, 'service ready');
  if (demoLogins.length > 0) {
    console.log(`\nDemo logins (local evaluation mode; e-mails go to ${config.publicUrl}/dev/outbox):\n  ${demoLogins.join('\n  ')}\n`);
  }
  return app;
}
