import type { FastifyInstance } from 'fastify';
import type { Change, EventHub } from './events.js';

/**
 * Database reads kept in memory for a few seconds, so that the signed-in reads a page makes again and again (who
 * the session is, the balance, the orders, the graders' queue) do not each ask the database: one query per request
 * held them at a tenth to a quarter of bare Fastify's requests per second (decision 008).
 *
 * Each read is kept under a group: the user it belongs to, or one group for a read every grader shares. A change
 * forgets its group at once in the process that makes it and, through PostgreSQL's NOTIFY, in every other
 * (events.ts, onChange). A read that began before a forget may hold what the change replaced and is not kept;
 * `lifetimeMs` bounds what a lost notice (a dropped LISTEN connection) could leave.
 */
export type KeptReads<V> = {
  /** The value kept under `key`, if read less than the lifetime ago. */
  get(key: string, now: number): V | undefined;
  /** A ticket taken before reading the database; store() with it keeps the read only if nothing was forgotten since. */
  ticket(): number;
  /** Returns `value` itself: the object later get()s return, so that a change written to it is kept too. */
  store(key: string, group: string, value: V, ticket: number, now: number): V;
  /**
   * The kept value, or what `read()` gives, kept under `group`. Requests that find nothing kept while a read of the
   * same key is under way (and nothing was forgotten since it began) wait for that read instead of making their own.
   */
  through(key: string, group: string, read: () => Promise<V>): Promise<V>;
  /** Something of the group changed (in another process, or committed here): read it again next time. */
  forget(group: string): void;
  /**
   * This process is making `change` to the group and has not committed it: a read now would still find the old
   * value, so nothing of the group is kept until release() with the same change, or `holdMs` at most (a change
   * rolled back sends no notice).
   */
  hold(group: string, change: string, holdMs: number): void;
  /** The change held for has committed (its notice came back): forget the group, and keep reads again. */
  release(group: string, change: string): void;
  forgetAll(): void;
  /** How many reads are kept now. */
  size(): number;
};

type Entry<V> = { value: V; group: string; storedAt: number };

export function createKeptReads<V>({
  lifetimeMs,
  maxEntries = 10_000,
}: {
  lifetimeMs: number;
  maxEntries?: number;
}): KeptReads<V> {
  const entries = new Map<string, Entry<V>>();
  const keysOf = new Map<string, Set<string>>();
  const reading = new Map<string, { ticket: number; value: Promise<V> }>();
  // Bumped by every forget: a read that began before it may hold what was just changed, and is not kept.
  let generation = 0;
  // Per group, the changes of this process on their way to the commit, each with the time its hold ends.
  const held = new Map<string, Map<string, number>>();

  const isHeld = (group: string, now: number) => {
    const changes = held.get(group);
    if (!changes) return false;
    for (const [change, until] of changes) if (until <= now) changes.delete(change);
    if (changes.size === 0) held.delete(group);
    return changes.size > 0;
  };
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOf.get(entry.group);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.group);
  };

  const kept: KeptReads<V> = {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now - entry.storedAt < lifetimeMs) return entry.value;
      drop(key);
      return undefined;
    },
    ticket: () => generation,
    store(key, group, value, ticket, now) {
      if (ticket !== generation || isHeld(group, now)) return value;
      drop(key);
      // Map keeps insertion order, and a key stored again goes to the end: the first entries are the oldest. Those
      // past their lifetime go now, so that memory holds only what was read lately; the oldest goes when full.
      for (const [oldest, entry] of entries) {
        if (now - entry.storedAt < lifetimeMs && entries.size < maxEntries) break;
        drop(oldest);
      }
      entries.set(key, { value, group, storedAt: now });
      const keys = keysOf.get(group) ?? new Set();
      keys.add(key);
      keysOf.set(group, keys);
      return value;
    },
    async through(key, group, read) {
      const now = Date.now();
      const found = kept.get(key, now);
      if (found !== undefined) return found;
      const ticket = generation;
      const under = reading.get(key);
      if (under && under.ticket === ticket && !isHeld(group, now)) return under.value;
      const value = read();
      reading.set(key, { ticket, value });
      try {
        return kept.store(key, group, await value, ticket, now);
      } finally {
        if (reading.get(key)?.value === value) reading.delete(key);
      }
    },
    forget(group) {
      generation += 1;
      for (const key of keysOf.get(group) ?? []) entries.delete(key);
      keysOf.delete(group);
    },
    hold(group, change, holdMs) {
      kept.forget(group);
      const changes = held.get(group) ?? new Map<string, number>();
      changes.set(change, Date.now() + holdMs);
      held.set(group, changes);
      // Holds of groups no longer read would pile up; expired ones are dropped once there are many.
      if (held.size > maxEntries) for (const other of [...held.keys()]) isHeld(other, Date.now());
    },
    release(group, change) {
      const changes = held.get(group);
      changes?.delete(change);
      if (changes?.size === 0) held.delete(group);
      kept.forget(group);
    },
    forgetAll() {
      generation += 1;
      entries.clear();
      keysOf.clear();
    },
    size: () => entries.size,
  };
  return kept;
}

/**
 * A change this process makes is told to its kept reads before its commit; until its notice comes back (a moment
 * after the commit) nothing of the group is kept, for this long at most (a change rolled back sends no notice).
 */
const OWN_CHANGE_HOLD_MS = 1_000;

/** How long a kept read of the signed-in pages may be served: what a lost notice could leave at worst. */
const SIGNED_IN_READ_MS = 5_000;
/** Reads kept at most per kind: 2,000 orders pages of 7 KB are 15 MB. */
const SIGNED_IN_READS_KEPT = 2_000;

/**
 * Reads kept for a few seconds and forgotten by the changes `groupOf` maps to their group (null: a change that
 * does not touch them), here at once and in every process when the change's notice arrives.
 */
export function keptReadsOn<V>(
  app: FastifyInstance,
  events: EventHub,
  groupOf: (change: Change) => string | null,
): KeptReads<V> {
  const kept = createKeptReads<V>({ lifetimeMs: SIGNED_IN_READ_MS, maxEntries: SIGNED_IN_READS_KEPT });
  const stop = events.onChange((change, early) => {
    const group = groupOf(change);
    if (group === null) return;
    const name = `${change.topic}:${change.id}`;
    if (early) kept.hold(group, name, OWN_CHANGE_HOLD_MS);
    else kept.release(group, name);
  });
  app.addHook('onClose', async () => stop());
  return kept;
}
