import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CLAIM_IDLE_MINUTES } from '../shared/grading.js';
import type { PublicConfig } from '../shared/public-config.js';

// The one place process.env is read: everything else receives a typed Config.
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const configSchema = z.object({
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
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  supportEmail: string;
  mailFrom: string;
  smtpUrl: string | undefined;
  howItWorksVideoUrl: string;
  graderApplyUrl: string;
  webDistDir: string | undefined;
  payments: PaymentsConfig;
  storage: StorageConfig;
  /** A grader's claim on a submission lapses after this long. */
  claimIdleMinutes: number;
  /** An upload is dropped when a window this long brings it too few bytes (see UPLOAD_MIN_BYTES). */
  uploadStallMs: number;
  /** Evaluation mode: demo accounts are created at start (by default when nothing is configured). */
  seedDemo: boolean;
  session: {
    idleMs: number;
    absoluteMs: number;
    /** `__Host-` cookies must be Secure, which needs HTTPS: production and https PUBLIC_URLs get them. */
    cookieName: string;
    secure: boolean;
  };
};

export type PaymentsConfig =
  | {
      kind: 'stripe';
      secretKey: string;
      webhookSecret: string;
      priceIds: { single: string; five: string };
      /** Another Stripe API address (a local stand-in in tests). */
      apiBase: string | undefined;
    }
  | { kind: 'test'; webhookSecret: string };

export type StorageConfig =
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Another S3-compatible service (MinIO, R2, a local stand-in in tests). */
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    }
  | { kind: 'disk'; root: string };


export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required in production (without it e-mail would only go to a local outbox)',
    );
  }
  const payments = paymentsConfig(c);
  if (c.NODE_ENV === 'production' && c.SEED_DEMO === 'true') {
    throw new ConfigError('Invalid configuration:\n  SEED_DEMO: demo accounts are never created in production');
  }
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
    payments,
    storage: storageConfig(c),
    claimIdleMinutes: c.CLAIM_IDLE_MINUTES,
    uploadStallMs: c.UPLOAD_STALL_SECONDS * 1000,
    seedDemo: c.SEED_DEMO ? c.SEED_DEMO === 'true' : c.NODE_ENV !== 'production' && !c.DATABASE_URL,
    session: {
      idleMs: c.SESSION_IDLE_HOURS * 3600 * 1000,
      absoluteMs: c.SESSION_MAX_DAYS * 24 * 3600 * 1000,
      cookieName: secure ? '__Host-session' : 'session',
      secure,
    },
  };
}

function paymentsConfig(c: z.infer<typeof configSchema>): PaymentsConfig {
  if (!c.STRIPE_SECRET_KEY) {
    if (c.NODE_ENV === 'production') {
      throw new ConfigError(
        'Invalid configuration:\n  STRIPE_SECRET_KEY: required in production (the local test checkout would give credits away)',
      );
    }
    // The local test checkout signs its events with a secret of this process alone: it delivers them to itself,
    // and a secret anyone could read (it was a constant) let anyone sign a webhook that granted credits.
    return { kind: 'test', webhookSecret: `whsec_local_${crypto.randomBytes(32).toString('hex')}` };
  }
  const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID_SINGLE', 'STRIPE_PRICE_ID_FIVE'] as const).filter(
    (name) => !c[name],
  );
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.map((name) => `${name}: required with STRIPE_SECRET_KEY`).join('\n  ')}`,
    );
  }
  return {
    kind: 'stripe',
    secretKey: c.STRIPE_SECRET_KEY,
    webhookSecret: c.STRIPE_WEBHOOK_SECRET!,
    priceIds: { single: c.STRIPE_PRICE_ID_SINGLE!, five: c.STRIPE_PRICE_ID_FIVE! },
    apiBase: c.STRIPE_API_BASE,
  };
}

function storageConfig(c: z.infer<typeof configSchema>): StorageConfig {
  if (!c.S3_BUCKET) return { kind: 'disk', root: path.join(path.resolve(c.DATA_DIR), 'uploads') };
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither');
  }
  return {
    kind: 's3',
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
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
