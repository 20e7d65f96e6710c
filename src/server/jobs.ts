import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { ExecuteSql } from './db/client.js';

export type JobHandler<T> = (data: T) => Promise<void>;

export type QueueOptions = {
  /**
   * How many jobs of the queue one process works at once (fetched together in one poll). 1 unless the feature
   * says otherwise: mail is mostly waiting on the mail server, image work is memory-heavy.
   */
  concurrency?: number;
};

/** Background work with retries (e-mail, image renderings, analysis), kept in the same database. */
export type Jobs = {
  /**
   * Creates the queue if needed and starts working it in this process. Each queue has its own worker, so a
   * backlog in one queue never delays the jobs of another.
   */
  define<T extends object>(queue: string, handler: JobHandler<T>, options?: QueueOptions): Promise<void>;
  send<T extends object>(queue: string, data: T): Promise<void>;
  /** Runs `handler` on a cron schedule; with several processes, one of them runs each tick. */
  every(queue: string, cron: string, handler: () => Promise<void>): Promise<void>;
  /** Jobs waiting in each queue this process defined (for /metrics). */
  sizes(): Promise<Record<string, number>>;
  stop(): Promise<void>;
};

/**
 * The job data's field that carries the id of the request it came from, where its sender puts it (a card's upload
 * passes it to its renderings, and they to its measurement): the job's log line then shares the request's id.
 */
const REQUEST_ID = 'requestId';

export async function startJobs(options: {
  executeSql: ExecuteSql;
  log: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
  /** Told of each job that failed (it is retried until its limit), for /metrics. */
  onFailed?: (queue: string) => void;
  /** JOB_TIMEOUT_SECONDS and JOB_RETRY_SECONDS (see Config). */
  timeoutSeconds?: number;
  retrySeconds?: number;
}): Promise<Jobs> {
  const timeoutSeconds = options.timeoutSeconds ?? 300;
  const retry = { retryLimit: 5, retryDelay: options.retrySeconds ?? 30, retryBackoff: true };
  // A job still running when stop() gives up waiting reports back later, when the database may be closed:
  // from then on its bookkeeping is dropped (the job is not marked done, so the queue runs it again later).
  let stopped = false;
  let stopping = false;
  let underWay = 0; // pg-boss queries and job batches in progress, which stop() lets finish
  const tracked = async <T>(work: () => Promise<T>): Promise<T> => {
    underWay += 1;
    try {
      return await work();
    } finally {
      underWay -= 1;
    }
  };
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        stopped ? Promise.resolve({ rows: [] }) : tracked(() => options.executeSql(text, values)),
    },
    schema: 'pgboss',
    // The sweep that finds timed-out jobs (those of a process that died mid-job) runs once across all processes per
    // interval: a lost job is run again between one and two timeouts after it started.
    maintenanceIntervalSeconds: Math.min(120, timeoutSeconds),
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const workers = new Map<string, string>(); // queue -> this process's worker
  const wake = (queue: string) => {
    const workerId = stopping ? undefined : workers.get(queue);
    if (workerId) boss.notifyWorker(workerId);
  };

  // createQueue leaves a queue that exists as it was: the update gives it this start's settings, and its new jobs
  // take them (a job keeps the timeout it was sent with).
  const createOrUpdateQueue = async (queue: string, queueOptions: Omit<PgBoss.Queue, 'name'>) => {
    await boss.createQueue(queue, { name: queue, ...queueOptions });
    await boss.updateQueue(queue, { name: queue, ...queueOptions });
  };

  /**
   * Works one job and logs one line for it (queue, time, outcome) under the id of the request it came from (its own
   * id when none was given), as a request's own line has it.
   */
  const traced = async <T>(queue: string, job: PgBoss.Job<unknown>, handler: JobHandler<T>) => {
    const data = job.data as T & { [REQUEST_ID]?: string; submissionId?: string };
    const reqId = data[REQUEST_ID] ?? job.id;
    // A card's jobs name it too, so that a grep for the card finds the work of every request it passed through.
    const about = typeof data.submissionId === 'string' ? { submissionId: data.submissionId } : {};
    const started = performance.now();
    try {
      await handler(data);
      options.log.info({ reqId, queue, jobId: job.id, ...about, ms: Math.round(performance.now() - started) }, 'job');
    } catch (error) {
      options.log.warn({ reqId, queue, jobId: job.id, ...about, err: error }, 'job failed');
      throw error;
    }
  };

  return {
    define: async (queue, handler, queueOptions = {}) => {
      const concurrency = queueOptions.concurrency ?? 1;
      await createOrUpdateQueue(queue, { ...retry, expireInSeconds: timeoutSeconds });
      const workBatch = async (jobs: PgBoss.Job<unknown>[]) => {
        const outcomes = await Promise.allSettled(jobs.map((job) => traced(queue, job, handler)));
        // pg-boss completes the whole batch when this returns: a job that failed is failed alone first, so that
        // only it is retried and the others' e-mails do not go twice. Should that bookkeeping throw, pg-boss fails
        // the whole batch: a message may then go twice, but none is lost.
        await Promise.all(
          outcomes.flatMap((outcome, i) => {
            if (outcome.status !== 'rejected') return [];
            options.onFailed?.(queue);
            return [boss.fail(queue, jobs[i]!.id, outcome.reason)];
          }),
        );
        // A poll that found work looks again at once: a backlog drains without a polling interval per batch.
        wake(queue);
      };
      const workOptions = { pollingIntervalSeconds, batchSize: concurrency };
      workers.set(queue, await boss.work(queue, workOptions, (jobs) => tracked(() => workBatch(jobs))));
    },
    every: async (queue, cron, handler) => {
      await createOrUpdateQueue(queue, { policy: 'singleton', expireInSeconds: timeoutSeconds });
      await boss.schedule(queue, cron);
      await boss.work(queue, { pollingIntervalSeconds }, async () => handler());
    },
    sizes: async () => {
      const sizes: Record<string, number> = {};
      for (const queue of workers.keys()) sizes[queue] = await boss.getQueueSize(queue);
      return sizes;
    },
    send: async (queue, data) => {
      const id = await boss.send(queue, data);
      if (!id) throw new Error(`job queue ${queue} refused the job`);
      // This process works the queue: start now rather than at the next poll (other processes still poll).
      wake(queue);
    },
    // Waits for running jobs (up to 30 s) so none reports back after the database has closed.
    stop: async () => {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      // pg-boss waits for the batches it has handed out, not for one whose fetch was under way: that one arrives
      // a moment later (a queue with work fetches again at once). Let it run and report back as well.
      const deadline = Date.now() + 30_000;
      do {
        await new Promise((resolve) => setTimeout(resolve, 20));
      } while (underWay > 0 && Date.now() < deadline);
      stopped = true;
    },
  };
}
