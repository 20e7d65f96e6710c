import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../tests/helpers/app.js';
import { createTestDatabase } from '../../tests/helpers/database.js';
import type { DatabaseHandle } from './db/client.js';
import { startJobs, type Jobs } from './jobs.js';

// Far longer than any test here may take: a queue that waited one polling interval would fail its test.
const POLLING_INTERVAL_SECONDS = 600;

let database: DatabaseHandle;
let jobs: Jobs;
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobs({
    executeSql: database.executeSql,
    log: pino({ level: 'silent' }),
    pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
  });
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

/** A handler that counts how many of its jobs run at once; the first waits for `firstMayFinish`. */
function countingHandler(firstMayFinish: Promise<void>) {
  const seen = { done: 0, running: 0, mostAtOnce: 0 };
  const handler = async ({ n }: { n: number }) => {
    seen.running += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
    if (n === 0) await firstMayFinish;
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen.running -= 1;
    seen.done += 1;
  };
  return { seen, handler };
}

const states = async (queue: string) =>
  (
    await database.executeSql(`select data->>'n' as n, state from pgboss.job where name = $1 order by 1`, [queue])
  ).rows.map((row) => `${String(row.n)}:${String(row.state)}`);

describe('a queue with work', () => {
  it('runs up to its concurrency at once and drains without waiting a polling interval', async () => {
    let release = () => {};
    const { seen, handler } = countingHandler(new Promise<void>((resolve) => (release = resolve)));
    await jobs.define('test-mail', handler, { concurrency: 5 });
    // The worker is idle until the next poll, ten minutes away: the first job starts because it was sent here.
    for (let n = 0; n < 20; n += 1) await jobs.send('test-mail', { n });
    release();
    await eventually(async () => seen.done === 20, 25_000);
    expect(seen.mostAtOnce).toBe(5);
  });

  it('runs one job at a time unless told otherwise', async () => {
    const { seen, handler } = countingHandler(Promise.resolve());
    await jobs.define('test-rendering', handler);
    for (let n = 0; n < 6; n += 1) await jobs.send('test-rendering', { n });
    await eventually(async () => seen.done === 6, 25_000);
    expect(seen.mostAtOnce).toBe(1);
  });

  it('retries only the job that failed, not the others worked with it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await jobs.define(
      'test-failing',
      async ({ n }: { n: number }) => {
        if (n === 0) await held; // the others are sent meanwhile, so that some are fetched together
        if (n === 2) throw new Error('mail server said no');
      },
      { concurrency: 5 },
    );
    for (let n = 0; n < 4; n += 1) await jobs.send('test-failing', { n });
    release();
    const settled = await eventually(async () => {
      const now = await states('test-failing');
      return now.every((s) => s.endsWith(':completed') || s.endsWith(':retry')) && now;
    });
    expect(settled).toEqual(['0:completed', '1:completed', '2:retry', '3:completed']);
  });

  it('stopped while a fetch is under way, lets the job it brings run and report back', async () => {
    let fetchStarted = () => {};
    const fetching = new Promise<void>((resolve) => (fetchStarted = resolve));
    const own = await startJobs({
      // The fetch for this queue takes a while, so that stop() comes while it is under way.
      executeSql: async (text, values) => {
        if (text.includes('SKIP LOCKED') && values?.[0] === 'test-stopping') {
          fetchStarted();
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return database.executeSql(text, values);
      },
      log: pino({ level: 'silent' }),
      pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
    });
    let ran = false;
    await own.define('test-stopping', async () => {
      ran = true;
    });
    await fetching; // the first poll, on an empty queue
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = new Promise<void>((resolve) => (fetchStarted = resolve));
    await own.send('test-stopping', { n: 0 });
    await again;
    await own.stop();
    expect(ran).toBe(true);
    expect(await states('test-stopping')).toEqual(['0:completed']);
  });
});

describe('a job whose process died', () => {
  it("has the timeout and retry delay of this start's settings, on a queue made by an earlier start too", async () => {
    const started = (timeoutSeconds: number, retrySeconds: number) =>
      startJobs({
        executeSql: database.executeSql,
        log: pino({ level: 'silent' }),
        pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
        timeoutSeconds,
        retrySeconds,
      });
    const settingsOf = async () =>
      (
        await database.executeSql(
          `select expire_seconds as "expireSeconds", retry_delay as "retryDelay" from pgboss.queue where name = 'test-settings'`,
        )
      ).rows[0];
    const first = await started(300, 30);
    await first.define('test-settings', async () => {});
    await first.stop();
    expect(await settingsOf()).toEqual({ expireSeconds: 300, retryDelay: 30 });

    const second = await started(20, 1);
    await second.define('test-settings', async () => {});
    await second.stop();
    expect(await settingsOf()).toEqual({ expireSeconds: 20, retryDelay: 1 });
  });
});
