import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, type Role } from '../../db/schema.js';
import { notifyAccountChanged } from '../../events.js';

/**
 * What other features may know of an account, and the writes they may ask for: the users table is this
 * feature's (credits keeps the balance column beside its ledger; see docs/decisions/005).
 */

/** A grader as others see them: first name and last initial, never the e-mail. */
export const displayName = (user: { firstName: string; lastName: string }) =>
  user.lastName ? `${user.firstName} ${user.lastName.slice(0, 1)}.` : user.firstName;

/** The display names of these accounts, by id (one query however many). */
export async function displayNamesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, displayName(row)]));
}

/** Where to write to an account, and the name to greet it by; undefined for a removed account. */
export async function mailContactOf(db: Executor, userId: string) {
  const [contact] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return contact;
}

/** The balance as it stands now (credits/ledger.ts changes it; a request's user never carries it). */
export const currentCredits = async (db: Executor, userId: string): Promise<number> =>
  (await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]?.credits ?? 0;

export async function changeRole(db: Executor, userId: string, role: Role): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await notifyAccountChanged(tx, userId);
  });
}

/** An account that needs no e-mail check (the local demo logins); returns its id. */
export async function insertVerifiedUser(
  db: Executor,
  fields: { username: string; email: string; firstName: string; lastName: string; role: Role; passwordHash: string },
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ ...fields, verifiedAt: new Date() })
    .returning({ id: users.id });
  return user!.id;
}
