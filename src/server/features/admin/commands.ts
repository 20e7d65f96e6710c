import crypto from 'node:crypto';
import type { Database } from '../../db/client.js';
import { checkViolation } from '../../db/errors.js';
import { ROLES, type Role } from '../../db/schema.js';
import { changeRole, currentCredits } from '../accounts/people.js';
import { findByIdentifier } from '../accounts/service.js';
import { applyCreditChange } from '../credits/ledger.js';

/** Operators' commands (scripts/admin.ts); each returns the line to print, or throws with the reason. */
export class AdminError extends Error {}

async function mustFind(db: Database, identifier: string) {
  const user = await findByIdentifier(db, identifier);
  if (!user) throw new AdminError(`No account has the username or e-mail "${identifier}".`);
  return user;
}

export async function setRole(db: Database, identifier: string, role: string): Promise<string> {
  if (!ROLES.includes(role as Role)) throw new AdminError(`The role must be one of: ${ROLES.join(', ')}.`);
  const user = await mustFind(db, identifier);
  await changeRole(db, user.id, role as Role);
  return `${user.username} (${user.email}) is now ${role}.`;
}

export async function grantCredits(db: Database, identifier: string, amount: number, reason: string): Promise<string> {
  if (!Number.isInteger(amount) || amount === 0)
    throw new AdminError('The number of credits must be a whole number, not 0.');
  if (!reason.trim()) throw new AdminError('Give a reason: --reason "..." (it is kept in the ledger).');
  const user = await mustFind(db, identifier);
  try {
    await db.transaction((tx) =>
      applyCreditChange(tx, {
        userId: user.id,
        delta: amount,
        kind: 'admin',
        source: `admin:${crypto.randomUUID()}`,
        reason: reason.trim(),
      }),
    );
  } catch (error) {
    if (checkViolation(error, 'users_credits_not_negative')) {
      throw new AdminError(`${user.username} has ${user.credits} credit(s); a balance cannot go below zero.`);
    }
    throw error;
  }
  const balance = await currentCredits(db, user.id);
  return `${amount > 0 ? 'Granted' : 'Took'} ${Math.abs(amount)} credit(s) ${amount > 0 ? 'to' : 'from'} ${user.username}; balance ${balance}.`;
}
