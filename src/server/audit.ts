import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from './db/client.js';
import { pageOf, pastCursor } from './db/paging.js';
import { auditLog, users } from './db/schema.js';

export type AuditTarget = (typeof auditLog.$inferInsert)['targetType'];

export type AuditEntry = {
  /** The staff member who acted. */
  actorId: string;
  action: string;
  target: { type: AuditTarget; id: string; label: string };
  reason: string;
  details?: Record<string, unknown>;
};

/**
 * Writes one staff action to the audit log. Call it inside the transaction of the change it records, so that the
 * change and its record are kept together or not at all. Any feature that lets staff act calls this (the official
 * results' checking as much as the console), so it lives beside the database, below every feature.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    reason: entry.reason,
    details: entry.details ?? {},
  });
}

const actor = alias(users, 'actor');

/**
 * A page of the log, newest first, or of one target's entries; each with its actor as "First Last (username)".
 * `after` is the id of the last entry already shown: the page holds the `limit` entries older than it.
 */
export async function auditEntries(
  db: Executor,
  { target, after, limit }: { target?: { type: AuditTarget; id: string } | undefined; after?: string; limit: number },
) {
  const rows = await db
    .select({ entry: auditLog, first: actor.firstName, last: actor.lastName, username: actor.username })
    .from(auditLog)
    .innerJoin(actor, eq(actor.id, auditLog.actorId))
    .where(
      and(
        target ? and(eq(auditLog.targetType, target.type), eq(auditLog.targetId, target.id)) : undefined,
        pastCursor({ time: auditLog.createdAt, id: auditLog.id }, after, 'newest first'),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const entries = rows.map(({ entry, first, last, username }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor: `${first} ${last} (${username})`,
    action: entry.action,
    target: `${entry.targetType} ${entry.targetLabel}`,
    reason: entry.reason,
  }));
  return pageOf(entries, limit);
}
