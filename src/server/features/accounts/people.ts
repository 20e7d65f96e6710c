import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { users, type Role } from '../../db/schema.js';
import { notifyAccountChanged } from '../../events.js';
import { endAllSessions } from './sessions.js';

/**
 * What other features may know of an account, and the writes they may ask for: the users table is this
 * feature's (credits keeps the balance column beside its ledger; see docs/decisions/005).
 */

type FullName = { firstName: string; lastName: string };

/**
 * The `n`th name (from 1) a grader may be shown by: the first name and one more letter of the last name each time,
 * then the whole of it, then numbered: "Ann L.", "Ann Le.", "Ann Lee", "Ann Lee 2". Migration 0011 named the
 * graders before it by the same rule.
 */
export function graderNameChoice({ firstName, lastName }: FullName, n: number): string {
  const [first, last] = [firstName.trim(), [...lastName.trim()]];
  const whole = `${first} ${last.join('')}`.trim();
  const wholeAt = Math.max(last.length, 1);
  if (n < last.length) return `${first} ${last.slice(0, n).join('')}.`;
  return n === wholeAt ? whole : `${whole} ${n - wholeAt + 1}`;
}

/** The shortest name of the rule that no other grader has, compared without case. */
export function freeGraderName(person: FullName, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const name = graderNameChoice(person, n);
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/**
 * Writes an account with the first free grader name: `write` runs in a savepoint, and is tried again with the next
 * free name when a grader named at the same moment took it (the unique index decides).
 */
async function withGraderName<T>(
  db: Executor,
  person: FullName,
  write: (tx: Executor, name: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const named = await tx.select({ name: users.graderName }).from(users).where(isNotNull(users.graderName));
        return write(tx, freeGraderName(person, new Set(named.map((row) => row.name!.toLowerCase()))));
      });
    } catch (error) {
      if (attempt < 5 && uniqueViolation(error) === 'users_grader_name_unique') continue;
      throw error;
    }
  }
}

/** A grader as others see them: the name given with the role (never the e-mail); first name and initial before. */
export const displayName = (user: FullName & { graderName: string | null }) =>
  user.graderName ?? (user.lastName ? `${user.firstName} ${user.lastName.slice(0, 1)}.` : user.firstName);

/** The display names of these accounts, by id (one query however many). */
export async function displayNamesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, graderName: users.graderName })
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
// Every signed-in page asks for the balance (the session's answer carries it): built once, then only executed.
const creditsRead = preparedPerDatabase((db) =>
  db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('current_credits'),
);

export const currentCredits = async (db: Database, userId: string): Promise<number> =>
  (await creditsRead(db).execute({ userId }))[0]?.credits ?? 0;

/** Grader and admin accounts get their grader name with the role, once; it stays if the role goes. */
export async function changeRole(db: Executor, userId: string, role: Role): Promise<void> {
  await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, graderName: users.graderName })
      .from(users)
      .where(eq(users.id, userId));
    if (!person) return;
    if (role !== 'user' && person.graderName === null) {
      await withGraderName(tx, person, async (named, graderName) => {
        await named.update(users).set({ graderName }).where(eq(users.id, userId));
      });
    }
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await notifyAccountChanged(tx, userId);
  });
}

/**
 * Disables an account (its sessions end at once, here and in every process, and logging in is refused) or enables
 * it again. Returns false when it already was so.
 */
export async function setDisabled(db: Executor, userId: string, disabled: boolean): Promise<boolean> {
  const [changed] = await db
    .update(users)
    .set({ disabledAt: disabled ? new Date() : null })
    .where(and(eq(users.id, userId), disabled ? isNull(users.disabledAt) : isNotNull(users.disabledAt)))
    .returning({ id: users.id });
  if (!changed) return false;
  if (disabled) await endAllSessions(db, userId);
  else await notifyAccountChanged(db, userId);
  return true;
}

/** An account that needs no e-mail check (the local demo logins); returns its id. */
export async function insertVerifiedUser(
  db: Executor,
  fields: { username: string; email: string; firstName: string; lastName: string; role: Role; passwordHash: string },
): Promise<string> {
  const insert = async (tx: Executor, graderName: string | null) => {
    const [user] = await tx
      .insert(users)
      .values({ ...fields, graderName, verifiedAt: new Date() })
      .returning({ id: users.id });
    return user!.id;
  };
  return fields.role === 'user' ? insert(db, null) : withGraderName(db, fields, insert);
}
