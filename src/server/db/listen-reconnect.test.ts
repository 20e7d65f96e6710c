import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/database.js';
import { notifyUser, startEventHub, type EventHub } from '../events.js';
import type { DatabaseHandle } from './client.js';

const ROUNDS = 5;
const POOL_MAX = 10; // openPostgres's pool size

/** Polls until `check` holds; the deadline is generous because only the outcome is under test, not the speed. */
async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

// A failover or restart ends every connection at once; the server must do it for real, so this runs with DATABASE_URL.
describe.skipIf(!process.env.DATABASE_URL)('live events when the database drops every connection', () => {
  let database: DatabaseHandle;
  let databaseName: string;
  let admin: pg.Client;
  let hub: EventHub;
  const deliveries = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase();
    const { rows } = await database.executeSql('select current_database() as name');
    databaseName = String(rows[0]!.name);
    // Connected to the server's own database, so terminating this test database's backends spares it.
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    hub = await startEventHub(database);
  });
  afterAll(async () => {
    await hub?.close();
    await admin?.end();
    await database?.close();
  });

  /** Sends one event the app's way; each has its own user id, so its listener's calls count its deliveries. */
  const send = async (): Promise<string> => {
    const userId = crypto.randomUUID();
    deliveries.set(userId, 0);
    hub.onUserEvent(userId, () => deliveries.set(userId, (deliveries.get(userId) ?? 0) + 1));
    await notifyUser(database.db, userId, 'credits');
    return userId;
  };
  const delivered = (userId: string) => deliveries.get(userId) ?? 0;

  const terminateBackends = () =>
    // The timeout makes the call wait until each backend has exited, so none lingers in the counts below.
    admin.query(
      'select pg_terminate_backend(pid, 10000) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
  const connectionCounts = async () => {
    const { rows } = await admin.query<{ total: number; listening: number }>(
      `select count(*)::int as total, (count(*) filter (where query ilike 'listen %'))::int as listening
       from pg_stat_activity where datname = $1`,
      [databaseName],
    );
    return rows[0]!;
  };

  it('reconnects once after each drop: connections stay bounded and every event arrives once', async () => {
    const rounds: { round: number; total: number; listening: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      await terminateBackends();

      // Events sent while the listener is away are lost (NOTIFY is not queued); keep sending until one arrives.
      const probes: string[] = [];
      await eventually(`the listener to reconnect (round ${round})`, async () => {
        const probe = await send().catch(() => undefined); // the pool may still hand out a dropped connection
        if (probe) probes.push(probe);
        return probes.some((id) => delivered(id) > 0);
      });

      const events = [await send(), await send(), await send()];
      await eventually(`round ${round}'s events`, async () => events.every((id) => delivered(id) > 0));
      const counts = await connectionCounts();
      rounds.push({ round, ...counts });

      expect({ round, deliveries: events.map(delivered) }).toEqual({ round, deliveries: [1, 1, 1] });
      expect(probes.map(delivered).filter((n) => n > 1)).toEqual([]);
      expect({ round, listening: counts.listening }).toEqual({ round, listening: 1 });
      expect(counts.total).toBeLessThanOrEqual(POOL_MAX + 3);
    }

    // One more event, so a late duplicate of an earlier one has had time to show.
    const last = await send();
    await eventually('the last event', async () => delivered(last) > 0);
    expect([...deliveries.values()].filter((n) => n > 1)).toEqual([]);
    expect(rounds.map((r) => r.listening)).toEqual(Array(ROUNDS).fill(1));
  }, 300_000);
});
