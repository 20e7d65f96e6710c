import type { SignedInUser } from './sessions.js';

/** A session as last read from the database. */
export type CachedSession = { user: SignedInUser; lastSeenAt: number; expiresAt: number };

export type SessionCache = {
  /** The session behind a token's hash, if read less than the cache's lifetime ago. */
  get(tokenHash: string, now: number): CachedSession | undefined;
  /** A ticket taken before reading the database; store() with it keeps the read only if nothing was forgotten since. */
  ticket(): number;
  /** Returns the session as kept (the same object later get()s return, so a touch written to it stays). */
  store(tokenHash: string, session: CachedSession, ticket: number, now: number): CachedSession;
  /** The account changed or its sessions ended (here or in another process): read it again next time. */
  forgetUser(userId: string): void;
  forgetAll(): void;
};

/**
 * Who is behind a session token, kept for a few seconds so that the API calls of a signed-in page do not each ask
 * the database (the session lookup was three quarters of a signed-in read). Only what changes rarely is kept: the
 * balance is always read fresh. A change to an account or its sessions forgets it at once in the process that made
 * it and, through PostgreSQL's NOTIFY, in every other; `lifetimeMs` bounds what a lost notice could leave.
 */
export function createSessionCache({ lifetimeMs = 10_000, maxEntries = 10_000 } = {}): SessionCache {
  const entries = new Map<string, CachedSession & { storedAt: number }>();
  // Bumped by every forget: a read that began before it may hold what was just changed, and is not kept.
  let generation = 0;
  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.storedAt < lifetimeMs) return entry;
      entries.delete(tokenHash);
      return undefined;
    },
    ticket: () => generation,
    store(tokenHash, session, ticket, now) {
      if (ticket !== generation) return session;
      // Map keeps insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry = { ...session, storedAt: now };
      entries.set(tokenHash, entry);
      return entry;
    },
    forgetUser(userId) {
      generation += 1;
      for (const [tokenHash, entry] of entries) if (entry.user.id === userId) entries.delete(tokenHash);
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
  };
}
