import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from './db/client.js';

// Live updates cross processes through PostgreSQL: NOTIFY in the transaction that changes a balance,
// LISTEN in every process that holds a browser's event stream.
const CREDITS_CHANNEL = 'gradewise_credits';

/** Call inside the transaction that changed the user's credits; the notice goes out when it commits. */
export async function notifyCreditsChanged(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CREDITS_CHANNEL}, ${userId})`);
}

export type EventHub = {
  /** Calls `listener` whenever the user's credits change, in this process or another; returns the unsubscribe. */
  onCreditsChanged(userId: string, listener: () => void): () => void;
  close(): Promise<void>;
};

export async function startEventHub(database: DatabaseHandle): Promise<EventHub> {
  const listeners = new Map<string, Set<() => void>>();
  const stop = await database.listen(CREDITS_CHANNEL, (userId) => {
    for (const listener of listeners.get(userId) ?? []) listener();
  });
  return {
    onCreditsChanged: (userId, listener) => {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    close: stop,
  };
}
