import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { hashToken, newToken } from './tokens.js';

export type SessionPolicy = { idleMs: number; absoluteMs: number };

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
export async function findSessionUser(db: Executor, token: string, policy: SessionPolicy) {
  const now = Date.now();
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - policy.idleMs)),
      ),
    );
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

export async function endSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function endAllSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
