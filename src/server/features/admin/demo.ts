import type { Database } from '../../db/client.js';
import { hashPassword } from '../accounts/passwords.js';
import { insertVerifiedUser } from '../accounts/people.js';
import { findByIdentifier } from '../accounts/service.js';
import { applyCreditChange } from '../credits/ledger.js';

export const DEMO_PASSWORD = 'try the demo card';

const ROLE_NAMES = { user: 'collector', grader: 'grader   ', admin: 'staff    ' } as const;

const DEMO_ACCOUNTS = [
  {
    username: 'demo_collector',
    email: 'collector@demo.gradewise.test',
    firstName: 'Demo',
    lastName: 'Collector',
    role: 'user' as const,
    credits: 5,
  },
  {
    username: 'demo_grader',
    email: 'grader@demo.gradewise.test',
    firstName: 'Demo',
    lastName: 'Grader',
    role: 'grader' as const,
    credits: 0,
  },
  // A second grader, so two graders can be tried (and tested) on one submission at once.
  {
    username: 'demo_grader2',
    email: 'grader2@demo.gradewise.test',
    firstName: 'Second',
    lastName: 'Grader',
    role: 'grader' as const,
    credits: 0,
  },
  // Staff: checks the official results collectors report (and, as an admin, can also grade).
  {
    username: 'demo_admin',
    email: 'admin@demo.gradewise.test',
    firstName: 'Demo',
    lastName: 'Staff',
    role: 'admin' as const,
    credits: 0,
  },
];

/**
 * Local evaluation mode (nothing configured): a verified collector with a few credits and a grader, so a
 * newcomer can try both sides at once. Never called in production. Returns the logins to print.
 */
export async function seedDemoAccounts(db: Database): Promise<string[]> {
  const lines: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (!(await findByIdentifier(db, account.username))) {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await db.transaction(async (tx) => {
        const { credits, ...fields } = account;
        const userId = await insertVerifiedUser(tx, { ...fields, passwordHash });
        if (credits > 0) {
          await applyCreditChange(tx, {
            userId,
            delta: credits,
            kind: 'admin',
            source: `seed:${account.username}`,
            reason: 'Demo credits',
          });
        }
      });
    }
    lines.push(`${ROLE_NAMES[account.role]}  ${account.username} / ${DEMO_PASSWORD}`);
  }
  return lines;
}
