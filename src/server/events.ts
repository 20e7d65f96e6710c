import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from './db/client.js';

// Live updates cross processes through PostgreSQL: NOTIFY in the transaction that changes something a user
// watches, LISTEN in every process that holds a browser's event stream.
const USER_CHANNEL = 'gradewise_user';

/** What changed for a user: their balance, or one of their submissions. */
export type UserTopic = 'credits' | 'submissions';
const TOPICS: readonly UserTopic[] = ['credits', 'submissions'];

/** What changed: a user's topic, an account (`id` the user's) or a card in the graders' queue (`id` the card's). */
export type Change = { topic: UserTopic | 'account' | 'queue'; id: string };

// The changes this process makes are told to its own kept reads at once, before the commit (see onChange): the
// notice comes back through LISTEN only a moment after the commit, and a request in between must not be answered
// from memory. Module-wide, as the notify functions are called with a transaction alone; an extra forget (another
// app in the same process, as in the tests) costs one read.
const localChanges = new Set<(change: Change) => void>();

async function notify(tx: Executor, change: Change): Promise<void> {
  for (const listener of localChanges) listener(change);
  await tx.execute(sql`select pg_notify(${USER_CHANNEL}, ${`${change.topic}:${change.id}`})`);
}

/** Call inside the transaction that made the change; the notice goes out when it commits. */
export const notifyUser = (tx: Executor, userId: string, topic: UserTopic) => notify(tx, { topic, id: userId });

export const notifyCreditsChanged = (tx: Executor, userId: string) => notifyUser(tx, userId, 'credits');

/**
 * The account itself changed (role, verification, password, removal) or one of its sessions ended: every process
 * forgets what it kept of the account's sessions (kept-reads.ts). Not a browser's topic.
 */
export const notifyAccountChanged = (tx: Executor, userId: string) => notify(tx, { topic: 'account', id: userId });

/** This submission changed in the graders' queue (it arrived, was claimed, released, completed or cancelled). */
export const notifyQueue = (tx: Executor, submissionId: string) => notify(tx, { topic: 'queue', id: submissionId });

export type EventHub = {
  /** Calls `listener` whenever something of the user's changes, in this process or another; returns the unsubscribe. */
  onUserEvent(userId: string, listener: (topic: UserTopic) => void): () => void;
  /** Calls `listener` with the account's id whenever an account or its sessions change; returns the unsubscribe. */
  onAccountEvent(listener: (userId: string) => void): () => void;
  /** Calls `listener` with the submission's id whenever it changes in the graders' queue; returns the unsubscribe. */
  onQueueEvent(listener: (submissionId: string) => void): () => void;
  /**
   * Calls `listener` for every change, for forgetting kept reads (kept-reads.ts): with `early` true as soon as this
   * process makes it, before its commit, and with `early` false when its notice arrives (from this process or
   * another). Returns the unsubscribe.
   */
  onChange(listener: (change: Change, early: boolean) => void): () => void;
  close(): Promise<void>;
};

export async function startEventHub(database: DatabaseHandle): Promise<EventHub> {
  const listeners = new Map<string, Set<(topic: UserTopic) => void>>();
  const queueListeners = new Set<(submissionId: string) => void>();
  const accountListeners = new Set<(userId: string) => void>();
  const changeListeners = new Set<(change: Change, early: boolean) => void>();
  const early = (change: Change) => {
    for (const listener of changeListeners) listener(change, true);
  };
  localChanges.add(early);
  const stopListening = await database.listen(USER_CHANNEL, (payload) => {
    const [topic, id] = payload.split(':') as [Change['topic'], string];
    // First: a live stream told of the change below reads it again, and must not be answered from memory.
    for (const listener of changeListeners) listener({ topic, id }, false);
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
    onChange: (listener) => {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    close: async () => {
      localChanges.delete(early);
      await stopListening();
    },
  };
}
