import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts } from '../../../shared/accounts.js';
import { apiClient, createTestApp, type TestApp } from '../../../../tests/helpers/app.js';
import { users } from '../../db/schema.js';

// PGlite runs one query at a time, so a race needs the real server: this file runs with DATABASE_URL set.
describe.runIf(process.env.DATABASE_URL)('ten sign-ups racing for one username, on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets exactly one through', async () => {
    const attempts = Array.from({ length: 10 }, (_, i) =>
      apiClient(t, `10.77.0.${i + 1}`).post('/api/auth/signup', {
        firstName: 'Race',
        lastName: `Runner ${i}`,
        username: 'SameName_1',
        email: `racer${i}@example.com`,
        password: 'a fair race to the finish',
        confirmPassword: 'a fair race to the finish',
        acceptTerms: true,
      }),
    );
    const responses = await Promise.all(attempts);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.message).toBe(accountTexts.usernameTaken);
    }
    expect(await t.database.db.select().from(users).where(eq(users.username, 'samename_1'))).toHaveLength(1);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });
});
