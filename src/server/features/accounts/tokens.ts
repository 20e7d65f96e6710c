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
export async function consumeVerificationToken(db: Executor, token: string, type: VerificationType): Promise<ConsumeResult> {
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
