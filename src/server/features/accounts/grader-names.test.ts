// Two graders are never shown by one name: each gets the first name and as much of the last name as tells them apart.
import fs from 'node:fs/promises';
import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/helpers/database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { setRole } from '../admin/commands.js';
import { changeRole, displayNamesOf, freeGraderName, graderNameChoice, insertVerifiedUser } from './people.js';

describe('the grader-name rule', () => {
  it('adds a letter of the last name at a time, then the whole name, then a number', () => {
    const ann = { firstName: 'Ann', lastName: 'Lee' };
    expect([1, 2, 3, 4, 5].map((n) => graderNameChoice(ann, n))).toEqual([
      'Ann L.',
      'Ann Le.',
      'Ann Lee',
      'Ann Lee 2',
      'Ann Lee 3',
    ]);
    expect([1, 2].map((n) => graderNameChoice({ firstName: 'Cher', lastName: '' }, n))).toEqual(['Cher', 'Cher 2']);
    expect(graderNameChoice({ firstName: ' Ann ', lastName: ' Lee ' }, 1)).toBe('Ann L.');
    expect(freeGraderName(ann, new Set(['ann l.', 'ann le.']))).toBe('Ann Lee');
  });
});

describe('grader names on the database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  let count = 0;
  const person = (firstName: string, lastName: string) => {
    count += 1;
    return { firstName, lastName, username: `person_${count}`, email: `person${count}@example.com`, passwordHash: 'x' };
  };
  const nameOf = async (id: string) => (await displayNamesOf(handle.db, [id])).get(id);

  it('gives two graders who share a first name and last initial different names, and keeps the first one’s', async () => {
    const [demo] = await handle.db.insert(users).values(person('Demo', 'Grader')).returning();
    const [other] = await handle.db.insert(users).values(person('demo', 'Gardener')).returning();
    // Before the role, a collector's name is never shown to anyone; both would read "Demo G.".
    await setRole(handle.db, demo!.username, 'grader');
    await setRole(handle.db, other!.username, 'admin');
    expect([await nameOf(demo!.id), await nameOf(other!.id)]).toEqual(['Demo G.', 'demo Ga.']);

    // The name stays when the role goes and comes back; a third one needs more letters still.
    await changeRole(handle.db, demo!.id, 'user');
    await changeRole(handle.db, demo!.id, 'grader');
    const third = await insertVerifiedUser(handle.db, { ...person('Demo', 'Gardner'), role: 'grader' });
    expect([await nameOf(demo!.id), await nameOf(third)]).toEqual(['Demo G.', 'Demo Gar.']);
  });

  it('refuses a grader without a name, or a name another grader has in any case', async () => {
    const [plain] = await handle.db.insert(users).values(person('Plain', 'Person')).returning();
    await expect(handle.db.update(users).set({ role: 'grader' }).where(eq(users.id, plain!.id))).rejects.toThrow();
    await expect(
      handle.db.update(users).set({ graderName: 'DEMO G.' }).where(eq(users.id, plain!.id)),
    ).rejects.toThrow();
  });

  it('names the graders from before migration 0011 by the same rule, the longest-serving first', async () => {
    const people = [person('Ann', 'Lee'), person('Ann', 'Lam'), person('Ann', 'Lee'), person('Bo', '')];
    const ids: string[] = [];
    for (const [i, fields] of people.entries()) {
      const [row] = await handle.db
        .insert(users)
        .values({ ...fields, createdAt: new Date(Date.UTC(2020, 0, 1 + i)) })
        .returning();
      ids.push(row!.id);
    }
    // As they stood before the migration: graders without a grader name.
    await handle.executeSql('alter table users drop constraint users_staff_named');
    await handle.executeSql("update users set grader_name = null, role = 'user'");
    await handle.executeSql(`update users set role = 'grader' where id = any($1::uuid[])`, [ids]);
    const migration = await fs.readFile(new URL('../../db/migrations/0011_grader_names.sql', import.meta.url), 'utf8');
    await handle.executeSql(migration.split('--> statement-breakpoint').find((part) => part.includes('DO $$'))!);
    await handle.executeSql("update users set grader_name = 'x' || id where role = 'user'");
    await handle.executeSql(
      "alter table users add constraint users_staff_named check (role = 'user' or grader_name is not null)",
    );

    const named = await handle.db
      .select({ name: users.graderName })
      .from(users)
      .where(ne(users.role, 'user'))
      .orderBy(asc(users.createdAt));
    expect(named.map((row) => row.name)).toEqual(['Ann L.', 'Ann La.', 'Ann Le.', 'Bo']);
    // The rule in TypeScript gives the same names.
    const taken = new Set<string>();
    for (const fields of people) taken.add(freeGraderName(fields, taken).toLowerCase());
    expect([...taken]).toEqual(named.map((row) => row.name!.toLowerCase()));
  });
});
