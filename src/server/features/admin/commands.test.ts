import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/helpers/database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { creditLedger, users } from '../../db/schema.js';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo.js';
import { verifyPassword } from '../accounts/passwords.js';
import { AdminError, grantCredits, setRole } from './commands.js';

describe('operators’ commands', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.insert(users).values({
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada_1815',
      email: 'ada@example.com',
      passwordHash: 'x',
    });
  });
  afterAll(() => handle.close());

  const balance = async () => (await handle.db.select().from(users).where(eq(users.username, 'ada_1815')))[0]!.credits;
  const ledgerSum = async () => {
    const [row] = await handle.db.select({ total: sum(creditLedger.delta) }).from(creditLedger);
    return Number(row!.total ?? 0);
  };

  it('sets a role by username or e-mail, and refuses an unknown role or person', async () => {
    expect(await setRole(handle.db, 'ADA@example.com', 'grader')).toContain('is now grader');
    expect((await handle.db.select().from(users))[0]!.role).toBe('grader');
    await expect(setRole(handle.db, 'ada_1815', 'boss')).rejects.toThrow(AdminError);
    await expect(setRole(handle.db, 'nobody', 'user')).rejects.toThrow(/No account/);
  });

  it('grants credits with a ledger row, and never lets a balance go below zero', async () => {
    expect(await grantCredits(handle.db, 'ada_1815', 3, 'Goodwill after a slow review')).toContain('balance 3');
    expect(await grantCredits(handle.db, 'ada_1815', -1, 'Correction')).toContain('balance 2');
    await expect(grantCredits(handle.db, 'ada_1815', -5, 'Too much')).rejects.toThrow(/below zero/);
    await expect(grantCredits(handle.db, 'ada_1815', 2, ' ')).rejects.toThrow(/reason/);
    expect(await balance()).toBe(2);
    expect(await ledgerSum()).toBe(2);
    const rows = await handle.db.select().from(creditLedger);
    expect(rows.map((r) => [r.kind, r.delta, r.reason])).toEqual([
      ['admin', 3, 'Goodwill after a slow review'],
      ['admin', -1, 'Correction'],
    ]);
  });

  it('seeds the demo accounts once, verified, with working passwords', async () => {
    const first = await seedDemoAccounts(handle.db);
    const second = await seedDemoAccounts(handle.db);
    expect(second).toEqual(first);
    const [collector] = await handle.db.select().from(users).where(eq(users.username, 'demo_collector'));
    const [grader] = await handle.db.select().from(users).where(eq(users.username, 'demo_grader'));
    expect(collector!.verifiedAt).not.toBeNull();
    expect(collector!.credits).toBe(5);
    expect(grader!.role).toBe('grader');
    expect(await verifyPassword(collector!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });
});
