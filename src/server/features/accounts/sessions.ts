import { eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { notifyAccountChanged } from '../../events.js';
import type { KeptReads } from '../../kept-reads.js';
import { hashToken, newToken } from './tokens.js';

// What a request knows of its signed-in user. Not the balance, which changes with every purchase and card and is
// read fresh where it counts, nor the password hash, which no request needs.
const { credits: _credits, passwordHash: _passwordHash, ...signedInColumns } = getTableColumns(users);
export type SignedInUser = Omit<typeof users.$inferSelect, 'credits' | 'passwordHash'>;

export type SessionPolicy = { idleMs: number; absoluteMs: number };

/** A session as last read from the database, kept by token hash under its user (auth.ts). */
export type CachedSession = { user: SignedInUser; lastSeenAt: number; expiresAt: number };
export type SessionCache = KeptReads<CachedSession>;

export async function createSession(db: Executor, userId: string, policy: SessionPolicy): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + policy.absoluteMs),
  });
  return token;
}

// Writing last_seen on every request would make each page view a write; once a minute is enough for idling.
const TOUCH_EVERY_MS = 60_000;

/** The user behind a session token, or null when it is unknown, idle too long or past its absolute end. */
export async function findSessionUser(
  db: Executor,
  token: string,
  policy: SessionPolicy,
  cache: SessionCache,
): Promise<SignedInUser | null> {
  const now = Date.now();
  const tokenHash = hashToken(token);
  let session = cache.get(tokenHash, now);
  if (!session) {
    const ticket = cache.ticket();
    const [row] = await db
      .select({ user: signedInColumns, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash));
    if (!row) return null;
    const read = { user: row.user, lastSeenAt: row.lastSeenAt.getTime(), expiresAt: row.expiresAt.getTime() };
    session = cache.store(tokenHash, row.user.id, read, ticket, now);
  }
  if (session.expiresAt <= now || session.lastSeenAt <= now - policy.idleMs) return null;
  if (now - session.lastSeenAt > TOUCH_EVERY_MS) {
    session.lastSeenAt = now;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return session.user;
}

/** Ends one session; returns whose it was (null for an unknown token), so that its cache can forget it. */
export async function endSession(db: Executor, token: string): Promise<string | null> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ userId: sessions.userId });
  if (ended) await notifyAccountChanged(db, ended.userId);
  return ended?.userId ?? null;
}

export async function endAllSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await notifyAccountChanged(db, userId);
}
