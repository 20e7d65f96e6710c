// How long a sign-up's verification e-mail takes to reach the outbox when 50 messages are already queued, with the
// production polling interval (2 s), on PGlite in memory and the outbox adapter. Two backlogs:
//   account  50 password-reset e-mails on the account queue (what forgot-password and resend requests fill)
//   contact  50 contact-form messages, bulk mail on a queue of its own
// MAIL_MS=200 makes every hand-over take that long, like a real SMTP server; BACKLOG=n changes the 50.
//
// Run: npx tsx scripts/bench/mail-queue.ts               the code in this checkout
//      npx tsx scripts/bench/mail-queue.ts --before      and, in the same run, the mail path as committed at HEAD
//      npx tsx scripts/bench/mail-queue.ts --before REF  ... as at REF
// --before copies src/ to a temporary folder and puts there `git show REF:file` for the files of the mail path
// (the job worker, the mail adapter, the mail features); git itself is only read. A REF from before the jobs
// were registered apart from the routes (register-jobs.ts) has other files on the mail path and cannot be compared.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as AppModule from '../../src/server/app.js';
import type * as RegisterJobsModule from '../../src/server/register-jobs.js';
import type * as ConfigModule from '../../src/server/config.js';
import type * as DbModule from '../../src/server/db/client.js';
import type * as MigrateModule from '../../src/server/db/migrate.js';
import type * as MetricsModule from '../../src/server/metrics.js';
import type * as EventsModule from '../../src/server/events.js';
import type * as JobsModule from '../../src/server/jobs.js';
import type * as MailerModule from '../../src/server/adapters/mail/mailer.js';
import type * as OutboxModule from '../../src/server/adapters/mail/outbox.js';
import type * as PaymentsModule from '../../src/server/adapters/payments/create.js';
import type * as StorageModule from '../../src/server/adapters/storage/create.js';

const BACKLOG = Number(process.env.BACKLOG ?? 50);
const MAIL_MS = Number(process.env.MAIL_MS ?? 0);
const SCENARIOS = ['account', 'contact'] as const;
type Scenario = (typeof SCENARIOS)[number];
type Result = { scenario: Scenario; seconds: number; signupSeconds: number; backlogSentBefore: number };

const checkout = fileURLToPath(new URL('../../', import.meta.url));
const MAIL_PATH = [
  'src/server/jobs.ts',
  'src/server/adapters/mail/mailer.ts',
  'src/server/features/accounts/service.ts',
  'src/server/features/accounts/jobs.ts',
  'src/server/features/accounts/emails.ts',
  'src/server/features/contact/jobs.ts',
  'src/server/features/contact/service.ts',
  'src/server/features/grading/jobs.ts',
  'src/server/register-jobs.ts',
];

/** One scenario on a fresh app built from the code under `root`. */
async function measure(root: string, scenario: Scenario): Promise<Result> {
  const load = <T>(file: string) => import(pathToFileURL(path.join(root, 'src/server', file)).href) as Promise<T>;
  const { parseConfig } = await load<typeof ConfigModule>('config.ts');
  const { openDatabase } = await load<typeof DbModule>('db/client.ts');
  const { migrate } = await load<typeof MigrateModule>('db/migrate.ts');
  const { startJobs } = await load<typeof JobsModule>('jobs.ts');
  const { createMailer } = await load<typeof MailerModule>('adapters/mail/mailer.ts');
  const { readOutbox } = await load<typeof OutboxModule>('adapters/mail/outbox.ts');
  const { createPayments } = await load<typeof PaymentsModule>('adapters/payments/create.ts');
  const { createStorage } = await load<typeof StorageModule>('adapters/storage/create.ts');
  const { startEventHub } = await load<typeof EventsModule>('events.ts');
  const { buildApp, outboxDir } = await load<typeof AppModule>('app.ts');
  const { registerJobs } = await load<typeof RegisterJobsModule>('register-jobs.ts');

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-mail-bench-'));
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = await openDatabase({ dataDir: null });
  await migrate(database);
  const log = (await import('pino')).pino({ level: 'silent' });
  const jobs = await startJobs({ executeSql: database.executeSql, log });
  const outbox = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: outboxDir(config) });
  const mailer = {
    ...outbox,
    send: async (message: MailerModule.MailMessage) => {
      if (MAIL_MS > 0) await new Promise((resolve) => setTimeout(resolve, MAIL_MS));
      await outbox.send(message);
    },
  };
  const events = await startEventHub(database);
  const storage = createStorage(config.storage);
  // No photo is measured here (and an older checkout's registerJobs takes no detector).
  const detector = { detect: () => Promise.reject(new Error('no photo is measured here')), close: async () => {} };
  await registerJobs({ config, db: database.db, jobs, mailer, storage, detector, log });
  // An older checkout has no metrics module; its buildApp takes none.
  const metricsModule = await load<typeof MetricsModule>('metrics.js').catch(() => null);
  const app = await buildApp({
    ...(metricsModule ? { metrics: metricsModule.createMetrics() } : ({} as { metrics: MetricsModule.Metrics })),
    config,
    database,
    jobs,
    mailer,
    payments: createPayments(config, database.db),
    events,
    storage,
  });
  await app.ready();
  const post = (url: string, payload: object, ip: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { origin: config.publicUrl } });

  try {
    if (scenario === 'account') {
      const { rows } = await database.executeSql(
        `insert into users (first_name, last_name, username, email, password_hash)
         select 'Queued', 'Person', 'queued_' || g, 'queued' || g || '@example.com', 'x'
         from generate_series(1, ${BACKLOG}) g returning id`,
      );
      for (const row of rows) await jobs.send('account-email', { userId: row.id, kind: 'reset' });
    } else {
      for (let i = 0; i < BACKLOG; i += 1) {
        // Five per address, as the contact form's limit allows.
        const sent = await post(
          '/api/contact',
          { name: 'Bulk Sender', email: 'bulk@example.com', message: `Message ${i}` },
          `10.70.0.${Math.floor(i / 5) + 1}`,
        );
        if (sent.statusCode !== 200) throw new Error(`contact refused: ${sent.statusCode} ${sent.body}`);
      }
    }

    const started = performance.now();
    const signup = await post(
      '/api/auth/signup',
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: 'waiting_ada',
        email: 'waiting.ada@example.com',
        password: 'analytical engine 1843',
        confirmPassword: 'analytical engine 1843',
        acceptTerms: true,
      },
      '10.71.0.1',
    );
    if (signup.statusCode !== 200) throw new Error(`sign-up refused: ${signup.statusCode} ${signup.body}`);
    const signupSeconds = (performance.now() - started) / 1000;
    for (;;) {
      const messages = await readOutbox(outboxDir(config));
      if (messages.some((message) => message.to === 'waiting.ada@example.com')) {
        const seconds = (performance.now() - started) / 1000;
        return { scenario, seconds, signupSeconds, backlogSentBefore: messages.length - 1 };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await app.close();
    await jobs.stop();
    await events.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** A copy of src/ whose mail path is as at `ref`; node_modules and package.json are the checkout's. */
async function copyAt(ref: string): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-mail-before-'));
  await fs.cp(path.join(checkout, 'src'), path.join(root, 'src'), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json'])
    await fs.copyFile(path.join(checkout, file), path.join(root, file));
  await fs.symlink(path.join(checkout, 'node_modules'), path.join(root, 'node_modules'));
  for (const file of MAIL_PATH) {
    const text = execFileSync('git', ['show', `${ref}:${file}`], { cwd: checkout, maxBuffer: 16 * 1024 * 1024 });
    await fs.writeFile(path.join(root, file), text);
  }
  return root;
}

/** Runs the scenarios in a child process (a fresh module graph per code version) and returns its results. */
function runChild(root: string): Result[] {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--root', root, '--json'],
    { cwd: checkout, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
  );
  if (child.status !== 0) throw new Error(`benchmark of ${root} failed (exit ${child.status})`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Result[];
}

const describe = (label: string, results: Result[]) =>
  results.map(
    (r) =>
      `${label.padEnd(7)} ${r.scenario.padEnd(8)} verification e-mail in the outbox ${r.seconds.toFixed(2)} s after` +
      ` the sign-up request (which took ${r.signupSeconds.toFixed(2)} s);` +
      ` ${r.backlogSentBefore} of the ${BACKLOG} queued sent before it`,
  );

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
if (rootArg >= 0) {
  const results: Result[] = [];
  for (const scenario of SCENARIOS) results.push(await measure(args[rootArg + 1]!, scenario));
  console.log(args.includes('--json') ? JSON.stringify(results) : describe('', results).join('\n'));
} else {
  console.log(`Backlog ${BACKLOG} messages, ${MAIL_MS} ms per hand-over, polling every 2 s, PGlite, outbox.`);
  const beforeArg = args.indexOf('--before');
  if (beforeArg >= 0) {
    const ref = args[beforeArg + 1] ?? 'HEAD';
    const root = await copyAt(ref);
    try {
      console.log(describe('before', runChild(root)).join('\n'));
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  }
  console.log(describe('after', runChild(checkout)).join('\n'));
}
