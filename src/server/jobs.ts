import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { ExecuteSql } from './db/client.js';

export type JobHandler<T> = (data: T) => Promise<void>;

/** Background work with retries (e-mail, image renderings, analysis), kept in the same database. */
export type Jobs = {
  /** Creates the queue if needed and starts working it in this process. */
  define<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  send<T extends object>(queue: string, data: T): Promise<void>;
  /** Runs `handler` on a cron schedule; with several processes, one of them runs each tick. */
  every(queue: string, cron: string, handler: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
};

export async function startJobs(options: {
  executeSql: ExecuteSql;
  log: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
}): Promise<Jobs> {
  // A job still running when stop() gives up waiting reports back later, when the database may be closed:
  // from then on its bookkeeping is dropped (the job is not marked done, so the queue runs it again later).
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => (stopped ? Promise.resolve({ rows: [] }) : options.executeSql(text, values)),
    },
    schema: 'pgboss',
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  return {
    define: async (queue, handler) => {
      await boss.createQueue(queue, { name: queue, retryLimit: 5, retryDelay: 30, retryBackoff: true });
      await boss.work(queue, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await handler(job.data as Parameters<typeof handler>[0]);
      });
    },
    every: async (queue, cron, handler) => {
      await boss.createQueue(queue, { name: queue, policy: 'singleton' });
      await boss.schedule(queue, cron);
      await boss.work(queue, { pollingIntervalSeconds }, async () => handler());
    },
    send: async (queue, data) => {
      const id = await boss.send(queue, data);
      if (!id) throw new Error(`job queue ${queue} refused the job`);
    },
    // Waits for running jobs (up to 30 s) so none reports back after the database has closed.
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      stopped = true;
    },
  };
}
