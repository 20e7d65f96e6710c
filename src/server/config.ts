import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CLAIM_IDLE_MINUTES } from '../shared/grading.js';
import type { PublicConfig } from '../shared/public-config.js';

// The one place process.env is read: everything else receives a typed Config.
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_EMAIL: z.email().default('support@gradewise.test'),
  MAIL_FROM: optionalString,
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  HOW_IT_WORKS_VIDEO_URL: z.string().min(1).default('/media/how-it-works.webm'),
  GRADER_APPLY_URL: z.string().min(1).default('mailto:graders@gradewise.test?subject=Grader%20application'),
  WEB_DIST_DIR: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID_SINGLE: optionalString,
  STRIPE_PRICE_ID_FIVE: optionalString,
  STRIPE_API_BASE: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  CLAIM_IDLE_MINUTES: z.coerce.number().positive().default(DEFAULT_CLAIM_IDLE_MINUTES),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(72),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  UPLOAD_STALL_SECONDS: z.coerce.number().positive().default(30),
  OFFICIAL_RESULT_REMINDER_WEEKS: z.coerce.number().positive().default(6),
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(300),
  JOB_RETRY_SECONDS: z.coerce.number().int().min(0).default(30),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^(\d+|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/,
        'a number of proxies, or their addresses (comma-separated)',
      )
      .optional(),
  ),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
});

type Env = z.output<typeof envSchema>;
type Problem = { setting: string; message: string };

/**
 * The settings as the service uses them, taken from the environment by one zod schema: the shapes of the
 * environment and of Config are both its own, written once.
 */
const configSchema = envSchema.transform((c, ctx) => {
  const problems = [...productionProblems(c), ...stripeProblems(c), ...s3Problems(c)];
  for (const problem of problems)
    ctx.issues.push({ code: 'custom', message: problem.message, path: [problem.setting], input: c });
  if (problems.length > 0) return z.NEVER;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const secure = c.NODE_ENV === 'production' || publicUrl.startsWith('https:');
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    publicUrl,
    logLevel: c.LOG_LEVEL,
    supportEmail: c.SUPPORT_EMAIL,
    mailFrom: c.MAIL_FROM ?? `Gradewise <${c.SUPPORT_EMAIL}>`,
    smtpUrl: c.SMTP_URL,
    howItWorksVideoUrl: c.HOW_IT_WORKS_VIDEO_URL,
    graderApplyUrl: c.GRADER_APPLY_URL,
    webDistDir: c.WEB_DIST_DIR,
    payments: paymentsConfig(c),
    storage: storageConfig(c),
    /** A grader's claim on a submission lapses after this long. */
    claimIdleMinutes: c.CLAIM_IDLE_MINUTES,
    /** An upload is dropped when a window this long brings it too few bytes (see UPLOAD_MIN_BYTES). */
    uploadStallMs: c.UPLOAD_STALL_SECONDS * 1000,
    /** A completed order without an official result is reminded once, this long after its estimate. */
    reminderAfterMs: c.OFFICIAL_RESULT_REMINDER_WEEKS * 7 * 24 * 3600 * 1000,
    jobs: {
      /**
       * A job still running this long is taken for lost (its process died, or hangs) and run again, by whichever
       * process polls first: well above the longest real job (a card's renderings take seconds).
       */
      timeoutSeconds: c.JOB_TIMEOUT_SECONDS,
      /** A failed job's first retry waits this long, each later one about twice as long as the one before. */
      retrySeconds: c.JOB_RETRY_SECONDS,
    },
    /**
     * The proxies in front of the app (how many, or their addresses): the client's address is then read from
     * X-Forwarded-For, so that rate limits count people, not the load balancer. Unset: nothing is trusted.
     */
    trustProxy: trustOf(c.TRUST_PROXY),
    /** A scraper sending this as a bearer token may read /metrics from another machine. */
    metricsToken: c.METRICS_TOKEN,
    /** Evaluation mode: demo accounts are created at start (by default when nothing is configured). */
    seedDemo: c.SEED_DEMO ? c.SEED_DEMO === 'true' : c.NODE_ENV !== 'production' && !c.DATABASE_URL,
    session: {
      idleMs: c.SESSION_IDLE_HOURS * 3600 * 1000,
      absoluteMs: c.SESSION_MAX_DAYS * 24 * 3600 * 1000,
      /** `__Host-` cookies must be Secure, which needs HTTPS: production and https PUBLIC_URLs get them. */
      cookieName: secure ? '__Host-session' : 'session',
      secure,
    },
  };
});

/**
 * The proxies to trust, as Fastify takes them: a count becomes "the first n hops" (what proxy-addr does with a
 * number, which Fastify's types do not accept), addresses stay a list, and unset trusts none.
 */
function trustOf(setting: string | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  return setting.split(',').map((address) => address.trim());
}

export type Config = z.output<typeof configSchema>;
export type PaymentsConfig = Config['payments'];
export type StorageConfig = Config['storage'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

function productionProblems(c: Env): Problem[] {
  if (c.NODE_ENV !== 'production') return [];
  const problems: Problem[] = [];
  if (!c.SMTP_URL)
    problems.push({
      setting: 'SMTP_URL',
      message: 'required in production (without it e-mail would only go to a local outbox)',
    });
  if (!c.STRIPE_SECRET_KEY)
    problems.push({
      setting: 'STRIPE_SECRET_KEY',
      message: 'required in production (the local test checkout would give credits away)',
    });
  if (c.SEED_DEMO === 'true')
    problems.push({ setting: 'SEED_DEMO', message: 'demo accounts are never created in production' });
  return problems;
}

function stripeProblems(c: Env): Problem[] {
  if (!c.STRIPE_SECRET_KEY) return [];
  return (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID_SINGLE', 'STRIPE_PRICE_ID_FIVE'] as const)
    .filter((name) => !c[name])
    .map((name) => ({ setting: name, message: 'required with STRIPE_SECRET_KEY' }));
}

function s3Problems(c: Env): Problem[] {
  if (!c.S3_BUCKET || Boolean(c.S3_ACCESS_KEY_ID) === Boolean(c.S3_SECRET_ACCESS_KEY)) return [];
  return [{ setting: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY', message: 'set both, or neither' }];
}

/** Stripe when its keys are set (checked by stripeProblems); otherwise the local test checkout. */
function paymentsConfig(c: Env) {
  if (!c.STRIPE_SECRET_KEY) {
    // The local test checkout signs its events with a secret of this process alone: it delivers them to itself,
    // and a secret anyone could read (it was a constant) let anyone sign a webhook that granted credits.
    return { kind: 'test' as const, webhookSecret: `whsec_local_${crypto.randomBytes(32).toString('hex')}` };
  }
  return {
    kind: 'stripe' as const,
    secretKey: c.STRIPE_SECRET_KEY,
    webhookSecret: c.STRIPE_WEBHOOK_SECRET ?? '',
    priceIds: { single: c.STRIPE_PRICE_ID_SINGLE ?? '', five: c.STRIPE_PRICE_ID_FIVE ?? '' },
    /** Another Stripe API address (a local stand-in in tests). */
    apiBase: c.STRIPE_API_BASE,
  };
}

function storageConfig(c: Env) {
  if (!c.S3_BUCKET) return { kind: 'disk' as const, root: path.join(path.resolve(c.DATA_DIR), 'uploads') };
  return {
    kind: 's3' as const,
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    /** Another S3-compatible service (MinIO, R2, a local stand-in in tests). */
    endpoint: c.S3_ENDPOINT,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    forcePathStyle: c.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** The part of the configuration the browser may see. */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    howItWorksVideoUrl: config.howItWorksVideoUrl,
    graderApplyUrl: config.graderApplyUrl,
    supportEmail: config.supportEmail,
  };
}
