import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Mailer } from './adapters/mail/mailer.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { forbidden } from './http/errors.js';
import { LOOPBACK_PEER } from './http/this-machine.js';
import type { Jobs } from './jobs.js';

/**
 * The numbers an operator watches, in Prometheus's text format at /metrics (prom-client, decision 012): requests by
 * route, job queues, e-mail, submissions and the queue's wait, live streams, the database pool. Each process has its
 * own registry; Prometheus scrapes every process and sums them.
 */
export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metric = { registers: [registry] };
  return {
    registry,
    requests: new Counter({
      ...metric,
      name: 'gradewise_http_requests_total',
      help: 'HTTP requests answered, by method, route (its pattern, not the address) and status code',
      labelNames: ['method', 'route', 'status'] as const,
    }),
    latency: new Histogram({
      ...metric,
      name: 'gradewise_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    jobFailures: new Counter({
      ...metric,
      name: 'gradewise_job_failures_total',
      help: 'Background jobs that failed (each is retried until its limit), by queue',
      labelNames: ['queue'] as const,
    }),
    mailSent: new Counter({
      ...metric,
      name: 'gradewise_emails_sent_total',
      help: 'E-mails handed to the mail server',
    }),
    mailFailed: new Counter({
      ...metric,
      name: 'gradewise_emails_failed_total',
      help: 'E-mails the mail server did not take (the job retries them)',
    }),
    eventStreams: new Gauge({
      ...metric,
      name: 'gradewise_event_streams',
      help: 'Live update streams (server-sent events) open on this process',
    }),
  };
}

/** The mailer, counting what it sends and what fails. */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    kind: mailer.kind,
    send: async (message) => {
      try {
        await mailer.send(message);
        metrics.mailSent.inc();
      } catch (error) {
        metrics.mailFailed.inc();
        throw error;
      }
    },
  };
}

/**
 * Times every request by its route, adds the gauges read at each scrape (from the database: submissions by status
 * and the longest wait; the job queues' depth; the pool), and serves /metrics to this machine, or to a scraper that
 * sends the configured token.
 */
export function serveMetrics(
  app: FastifyInstance,
  deps: { metrics: Metrics; config: Config; database: DatabaseHandle; jobs: Jobs },
) {
  const { metrics, database, jobs } = deps;
  // Each series' child is looked up once and kept: prom-client hashes a label object on every call, which cost
  // cheap routes about 7% of their throughput.
  const counted = new Map<string, { inc: () => void }>();
  const timed = new Map<string, { observe: (seconds: number) => void }>();
  // A callback hook, not an async one: a promise per request cost as much as the counting itself.
  app.addHook('onResponse', (request, reply, done) => {
    // Unknown addresses share one label, so a scan of random URLs cannot grow the series without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    const { method } = request;
    const status = reply.statusCode;
    const key = `${method} ${route}`;
    let timer = timed.get(key);
    if (!timer) timed.set(key, (timer = metrics.latency.labels(method, route)));
    timer.observe(reply.elapsedTime / 1000);
    let counter = counted.get(`${key} ${status}`);
    if (!counter) counted.set(`${key} ${status}`, (counter = metrics.requests.labels(method, route, String(status))));
    counter.inc();
    done();
  });

  const metric = { registers: [metrics.registry] };
  // The gauges read this app's database and jobs: an app built again on the same metrics (a test's) takes them over.
  for (const name of READ_AT_SCRAPE) metrics.registry.removeSingleMetric(name);
  new Gauge({
    ...metric,
    name: 'gradewise_submissions',
    help: 'Submissions by status',
    labelNames: ['status'] as const,
    async collect() {
      const { rows } = await database.executeSql('select status, count(*)::int as n from submissions group by status');
      this.reset();
      for (const row of rows) this.set({ status: String(row.status) }, Number(row.n));
    },
  });
  new Gauge({
    ...metric,
    name: 'gradewise_queue_oldest_wait_seconds',
    help: 'How long the oldest card waiting for a grader (or under review) has waited; 0 when none waits',
    async collect() {
      const { rows } = await database.executeSql(
        "select extract(epoch from now() - min(created_at))::float8 as wait from submissions where status in ('OPEN', 'PENDING')",
      );
      this.set(Number(rows[0]?.wait ?? 0) || 0);
    },
  });
  new Gauge({
    ...metric,
    name: 'gradewise_job_queue_depth',
    help: 'Jobs waiting in each background queue',
    labelNames: ['queue'] as const,
    async collect() {
      this.reset();
      for (const [queue, size] of Object.entries(await jobs.sizes())) this.set({ queue }, size);
    },
  });
  new Gauge({
    ...metric,
    name: 'gradewise_db_pool_connections',
    help: 'Database connections of this process, by state (PGlite has one, in the process)',
    labelNames: ['state'] as const,
    collect() {
      const use = database.poolUse();
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, use[state]);
    },
  });

  app.get('/metrics', async (request, reply) => {
    allowScraper(request, deps.config.metricsToken);
    reply.header('cache-control', 'no-store');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

const READ_AT_SCRAPE = [
  'gradewise_submissions',
  'gradewise_queue_oldest_wait_seconds',
  'gradewise_job_queue_depth',
  'gradewise_db_pool_connections',
];

export const METRICS_FORBIDDEN = 'Metrics answer only on this machine, or to a scraper with the metrics token.';

/** This machine's own requests, or a bearer token equal to METRICS_TOKEN (compared in constant time). */
function allowScraper(request: FastifyRequest, token: string | undefined) {
  const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token && sent) {
    const [a, b] = [Buffer.from(sent), Buffer.from(token)];
    if (a.length === b.length && crypto.timingSafeEqual(a, b)) return;
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!proxied && LOOPBACK_PEER.test(request.raw.socket.remoteAddress ?? '')) return;
  throw forbidden(METRICS_FORBIDDEN, 'metrics_forbidden');
}
