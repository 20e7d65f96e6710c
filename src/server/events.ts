import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from './db/client.js';

// Live updates cross processes through PostgreSQL: NOTIFY in the transaction that changes something a user
// watches, LISTEN in every process that holds a browser's event stream.
const USER_CHANNEL = 'gradewise_user';

/** What changed for a user: their balance, or one of their submissions. */
export type UserTopic = 'credits' | 'submissions';
const TOPICS: readonly UserTopic[] = ['credits', 'submissions'];

/** Call inside the transaction that made the change; the notice goes out when it commits. */
export async function notifyUser(tx: Executor, userId: string, topic: UserTopic): Promise<void> {
  await tx.execute(sql`select pg_notify(${USER_CHANNEL}, ${`${topic}:${userId}`})`);
}

export const notifyCreditsChanged = (tx: Executor, userId: string) => notifyUser(tx, userId, 'credits');

/**
 * The account itself changed (role, verification, password, removal) or one of its sessions ended: every process
 * forgets what it kept of the account's sessions (accounts/session-cache.ts). Not a browser's topic.
 */
export async function notifyAccountChanged(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${USER_CHANNEL}, ${`account:${userId}`})`);
}

/** This submission changed in the graders' queue (it arrived, was claimed, released, completed or cancelled). */
export async function notifyQueue(tx: Executor, submissionId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${USER_CHANNEL}, ${`queue:${submissionId}`})`);
}

export type EventHub = {
  /** Calls `listener` whenever something of the user's changes, in this process or another; returns the unsubscribe. */
  onUserEvent(userId: string, listener: (topic: UserTopic) => void): () => void;
  /** Calls `listener` with the account's id whenever an account or its sessions change; returns the unsubscribe. */
  onAccountEvent(listener: (userId: string) => void): () => void;
  /** Calls `listener` with the submission's id whenever it changes in the graders' queue; returns the unsubscribe. */
  onQueueEvent(listener: (submissionId: string) => void): () => void;
  close(): Promise<void>;
};

export async function startEventHub(database: DatabaseHandle): Promise<EventHub> {
  const listeners = new Map<string, Set<(topic: UserTopic) => void>>();
  const queueListeners = new Set<(submissionId: string) => void>();
  const accountListeners = new Set<(userId: string) => void>();
  const stop = await database.listen(USER_CHANNEL, (payload) => {
    const [topic, id] = payload.split(':') as [UserTopic | 'account' | 'queue', string];
    if (topic === 'queue') {
      for (const listener of queueListeners) listener(id);
      return;
    }
    const userId = id;
    if (topic === 'account') {
      for (const listener of accountListeners) listener(userId);
      return;
    }
    if (!TOPICS.includes(topic)) return;
    for (const listener of listeners.get(userId) ?? []) listener(topic);
  });
  return {
    onUserEvent: (userId, listener) => {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    onAccountEvent: (listener) => {
      accountListeners.add(listener);
      return () => accountListeners.delete(listener);
    },
    onQueueEvent: (listener) => {
      queueListeners.add(listener);
      return () => queueListeners.delete(listener);
    },
    close: stop,
  };
}
