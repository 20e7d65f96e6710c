import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { accountTexts } from '../../shared/accounts.js';
import type { Executor } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { HttpError } from './errors.js';

export type Limit = { max: number; windowSeconds: number };

/**
 * Counts one attempt against `key` in a fixed window kept in the database, so every process shares it;
 * past the limit it throws a 429 that says when to try again.
 */
export async function hitRateLimit(db: Executor, key: string, limit: Limit, now = new Date()): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  if (row && row.hits > limit.max) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
    throw new HttpError(429, 'rate_limited', accountTexts.tooManyRequests, { 'Retry-After': String(retryAfter) });
  }
}

/** Forgets windows that ended long ago (run by a periodic job). */
export async function pruneRateLimits(db: Executor, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)));
}

/** The hits counted so far in each of these windows (key and window start); a window with none is absent. */
export async function hitsIn(
  db: Executor,
  windows: readonly { key: string; windowStart: Date }[],
): Promise<{ key: string; hits: number }[]> {
  if (windows.length === 0) return [];
  return db
    .select({ key: rateLimits.key, hits: rateLimits.hits })
    .from(rateLimits)
    .where(or(...windows.map((w) => and(eq(rateLimits.key, w.key), eq(rateLimits.windowStart, w.windowStart)))));
}

/** Forgets every window of these keys: what was counted against them no longer counts. */
export async function forgetRateLimits(db: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
}
