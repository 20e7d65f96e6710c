import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.js';
import { changeRole } from '../../src/server/features/accounts/people.js';
import { apiClient, type TestApp } from './app.js';

let counter = 0;

/**
 * A verified, signed-in user and their API client, made through the real sign-up route; a grader is made one as an
 * operator would, which gives them their grader name.
 */
export async function signedInUser(
  t: TestApp,
  role: 'user' | 'grader' = 'user',
  name?: { firstName: string; lastName: string },
) {
  counter += 1;
  const id = `${process.pid % 1000}_${counter}`;
  const client = apiClient(t, `10.${100 + (counter % 100)}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`);
  const response = await client.post('/api/auth/signup', {
    firstName: name?.firstName ?? 'Test',
    lastName: name?.lastName ?? `User ${id}`,
    username: `user_${id}`,
    email: `user${id}@example.com`,
    password: 'a sensible pass phrase',
    confirmPassword: 'a sensible pass phrase',
    acceptTerms: true,
  });
  const userId = response.json().user.id as string;
  await t.database.db.update(users).set({ verifiedAt: new Date() }).where(eq(users.id, userId));
  if (role !== 'user') await changeRole(t.database.db, userId, role);
  return { client, userId };
}

export async function creditsOf(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row!.credits;
}
