import crypto from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import * as api from '../shared/contract/service.js';
import type { Mailer } from './adapters/mail/mailer.js';
import type { Payments } from './adapters/payments/payments.js';
import type { Storage } from './adapters/storage/storage.js';
import { publicConfigOf, type Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { accountRoutes } from './features/accounts/routes.js';
import { registerSessions } from './features/accounts/auth.js';
import { contactRoutes } from './features/contact/routes.js';
import { PAYMENT_WEBHOOK_PATH } from './adapters/payments/payments.js';
import { creditRoutes } from './features/credits/routes.js';
import { eventRoutes } from './features/events/routes.js';
import { gradingRoutes } from './features/grading/routes.js';
import { recordRoutes } from './features/records/routes.js';
import { serveMetrics, type Metrics } from './metrics.js';
import { adminRoutes } from './features/admin/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { outboxRoutes } from './features/outbox/routes.js';
import { submissionRoutes } from './features/submissions/routes.js';
import type { WebApp } from './features/web/render.js';
import { testCheckoutRoutes } from './features/test-checkout/routes.js';
import { webRoutes } from './features/web/routes.js';
import { route } from './http/contract.js';
import { malformedRequest, registerErrorHandler } from './http/errors.js';
import { openApiDocument } from './http/openapi.js';
import { redirectLoopbackAliases } from './http/loopback-host.js';
import { OneLinePerRequest } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { noStoreForApi } from './http/no-store.js';
import { requireSameOrigin } from './http/same-origin.js';
import type { EventHub } from './events.js';
import type { Jobs } from './jobs.js';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  jobs: Jobs;
  mailer: Mailer;
  payments: Payments;
  events: EventHub;
  storage: Storage;
  metrics: Metrics;
  /** The built web app; API tests leave it out. */
  web?: WebApp;
  /** The process's logger, shared with start-up; tests let the app make its own. */
  logger?: FastifyBaseLogger;
};

/**
 * Builds the HTTP app from its dependencies; opens no port (main.ts listens, tests use inject). The queues its
 * routes send to are registered before it (register-jobs.ts, called by startup.ts).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Large enough for forms, small enough that a JSON body cannot tie up memory; uploads use multipart.
  const bodyLimit = 1024 * 1024;
  const options: FastifyServerOptions = {
    bodyLimit,
    frameworkErrors: malformedRequest,
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    // Unique across processes and restarts, so that one grep over every process's logs finds one request's life.
    genReqId: () => crypto.randomUUID(),
  };
  const app: FastifyInstance = deps.logger
    ? Fastify({ loggerInstance: deps.logger, ...options })
    : Fastify({ logger: { level: config.logLevel }, ...options });

  registerErrorHandler(app);
  // The answer names its request, for support and for a grep of the logs. (The id reaches a card's jobs in their
  // data, not through AsyncLocalStorage: on Node 20 that cost the cheapest routes 15-17% of their rate.)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  securityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // HSTS only means something over HTTPS; on plain http://localhost it would just confuse browsers.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  await app.register(fastifyCookie);
  // Limits are set per upload route (receiveUpload); the plugin only parses.
  await app.register(fastifyMultipart);
  // Stripe's webhook comes from Stripe, not from our pages; its signature proves it instead.
  requireSameOrigin(app, { publicUrl: config.publicUrl, exempt: [PAYMENT_WEBHOOK_PATH] });
  redirectLoopbackAliases(app, config.publicUrl);
  noStoreForApi(app);
  const sessions = registerSessions(app, { db: deps.database.db, config, events: deps.events });

  // Before the routes, so that every one of them is timed.
  serveMetrics(app, { metrics: deps.metrics, config, database: deps.database, jobs: deps.jobs });
  await app.register(healthRoutes, { ping: deps.database.ping });
  // Pages from the server embed this; the Vite dev server's pages ask for it.
  route(app, api.publicConfig)(async () => publicConfigOf(config));
  route(app, api.openApi)(async () => openApiDocument);
  const services = { db: deps.database.db, jobs: deps.jobs, mailer: deps.mailer, config };
  await app.register(accountRoutes, { ...services, sessions, events: deps.events });
  await app.register(contactRoutes, services);
  await app.register(creditRoutes, { ...services, payments: deps.payments });
  // The local stand-in for Stripe's hosted checkout (no Stripe keys, never in production).
  if (config.payments.kind === 'test')
    await app.register(testCheckoutRoutes, { db: deps.database.db, webhookSecret: config.payments.webhookSecret });
  await app.register(submissionRoutes, { ...services, storage: deps.storage, events: deps.events });
  await app.register(gradingRoutes, { ...services, events: deps.events });
  await app.register(recordRoutes, { db: deps.database.db, storage: deps.storage, config });
  await app.register(adminRoutes, { ...services, payments: deps.payments, sessions });
  await app.register(eventRoutes, {
    metrics: deps.metrics,
    db: deps.database.db,
    events: deps.events,
    claimIdleMs: config.claimIdleMinutes * 60_000,
  });
  if (config.env !== 'production' && deps.mailer.kind === 'outbox') {
    await app.register(outboxRoutes, { outboxDir: outboxDir(config) });
  }
  if (deps.web) await app.register(webRoutes, { web: deps.web, publicUrl: config.publicUrl, db: deps.database.db });

  return app;
}

export const outboxDir = (config: Config) => path.join(config.dataDir, 'outbox');

function contentSecurityPolicy(config: Config) {
  // The how-it-works video may live on another host (a CDN); allow exactly that origin.
  const videoOrigin = /^https?:\/\//.test(config.howItWorksVideoUrl) ? new URL(config.howItWorksVideoUrl).origin : null;
  return {
    defaultSrc: ["'self'"],
    // WebAssembly, for the browser's HEIC previews (heic-decode); no string eval is allowed.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: videoOrigin ? ["'self'", videoOrigin] : ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}
