import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from './db/client.js';
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
 * The log newest first, or one target's entries; each with its actor as "First Last (username)". `after` is the
 * id of the last entry already shown: the entries older than it (by time, then id, so that entries written in the
 * same instant are neither skipped nor shown twice).
 */
export async function auditEntries(
  db: Executor,
  { target, after, limit = 200 }: { target?: { type: AuditTarget; id: string }; after?: string; limit?: number } = {},
) {
  const rows = await db
    .select({ entry: auditLog, first: actor.firstName, last: actor.lastName, username: actor.username })
    .from(auditLog)
    .innerJoin(actor, eq(actor.id, auditLog.actorId))
    .where(
      and(
        target ? and(eq(auditLog.targetType, target.type), eq(auditLog.targetId, target.id)) : undefined,
        after
          ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (select c.created_at, c.id from audit_log c where c.id = ${after})`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ entry, first, last, username }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor: `${first} ${last} (${username})`,
    action: entry.action,
    target: `${entry.targetType} ${entry.targetLabel}`,
    reason: entry.reason,
  }));
}
