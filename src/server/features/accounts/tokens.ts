import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { verifications, type VerificationType } from '../../db/schema.js';

/** A random 256-bit token for a cookie or a link, and the SHA-256 we store in its place. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const TOKEN_LIFETIME_MS: Record<VerificationType, number> = {
  email: 24 * 3600 * 1000,
  password_reset: 3600 * 1000,
};

export async function issueVerificationToken(db: Executor, userId: string, type: VerificationType): Promise<string> {
  const token = newToken();
  await db.insert(verifications).values({
    userId,
    type,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[type]),
  });
  return token;
}

export type ConsumeResult = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Uses a token once: a single conditional update, so two clicks at the same moment cannot both win. */
export async function consumeVerificationToken(
  db: Executor,
  token: string,
  type: VerificationType,
): Promise<ConsumeResult> {
  const tokenHash = hashToken(token);
  const [used] = await db
    .update(verifications)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verifications.tokenHash, tokenHash),
        eq(verifications.type, type),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ userId: verifications.userId });
  if (used) return { ok: true, userId: used.userId };
  const [found] = await db
    .select({ usedAt: verifications.usedAt })
    .from(verifications)
    .where(and(eq(verifications.tokenHash, tokenHash), eq(verifications.type, type)));
  return { ok: false, reason: found && !found.usedAt ? 'expired' : 'invalid' };
}

/** Whose token this is, used or not: lets a check that needs the account run before the token is spent. */
export async function findTokenOwner(db: Executor, token: string, type: VerificationType): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: verifications.userId })
    .from(verifications)
    .where(and(eq(verifications.tokenHash, hashToken(token)), eq(verifications.type, type)));
  return row?.userId;
}

/** Spends every link of this kind the user still holds, so an older e-mail cannot be used after a newer one. */
export async function useUpTokens(db: Executor, userId: string, type: VerificationType): Promise<void> {
  const now = new Date();
  await db
    .update(verifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(verifications.userId, userId),
        eq(verifications.type, type),
        isNull(verifications.usedAt),
        // An expired link keeps saying that it expired.
        gt(verifications.expiresAt, now),
      ),
    );
}
