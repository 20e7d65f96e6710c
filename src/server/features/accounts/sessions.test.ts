import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/helpers/accounts.js';
import {
  apiClient,
  createTestApp,
  eventually,
  linkFromOutbox,
  secondProcess,
  type TestApp,
} from '../../../../tests/helpers/app.js';
import { applyCreditChange } from '../credits/ledger.js';
import { changeRole } from './people.js';

// Requests find their session in memory for a few seconds (kept-reads.ts). These are the changes that must
// reach them anyway: at once in the process that made the change, through NOTIFY in any other, and well before
// the kept sessions' own lifetime (10 s) would have hidden a lost notice.
const NOTICE_WITHIN_MS = 3000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a signed-in user whose account changes', () => {
  it('sees the new balance at once, in the process that changed it', async () => {
    const { client, userId } = await signedInUser(t);
    expect((await client.get('/api/auth/session')).json().user.credits).toBe(0);
    await t.database.db.transaction((tx) =>
      applyCreditChange(tx, { userId, delta: 3, kind: 'admin', source: `grant-${userId}` }),
    );
    expect((await client.get('/api/auth/session')).json().user.credits).toBe(3);
  });

  it('gets a role given from the command line (another process) on the next requests', async () => {
    const { client, userId } = await signedInUser(t);
    expect((await client.get('/api/grading/queue')).statusCode).toBe(403);
    await changeRole(t.database.db, userId, 'grader');
    await eventually(async () => (await client.get('/api/grading/queue')).statusCode === 200, NOTICE_WITHIN_MS);
  });

  it('is verified the moment the e-mail link is followed', async () => {
    const client = apiClient(t, '10.77.0.1');
    const email = `fresh${process.pid}@example.com`;
    const signUp = await client.post('/api/auth/signup', {
      firstName: 'New',
      lastName: 'Person',
      username: `fresh_${process.pid}`,
      email,
      password: 'a sensible pass phrase',
      confirmPassword: 'a sensible pass phrase',
      acceptTerms: true,
    });
    expect(signUp.statusCode).toBe(200);
    expect((await client.get('/api/auth/session')).json().user.verified).toBe(false);
    const link = new URL(await linkFromOutbox(t, email, '/api/auth/verify-email'));
    await client.get(link.pathname + link.search);
    expect((await client.get('/api/auth/session')).json().user.verified).toBe(true);
  });

  it('is signed out everywhere by logging out: a copy of the cookie is refused at once', async () => {
    const { client } = await signedInUser(t);
    const cookie = client.cookie()!;
    expect((await client.get('/api/auth/session')).json().user).not.toBeNull();
    await client.post('/api/auth/logout');
    const copy = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(copy.json().user).toBeNull();
  });
});

// Two app processes on one PostgreSQL database, as the README's scale-out runs them.
describe.skipIf(!process.env.DATABASE_URL)('a session ended on one process', () => {
  it('is refused by the other within moments, though that one kept it', async () => {
    const other = await secondProcess(t);
    try {
      const { client } = await signedInUser(t);
      const cookie = client.cookie()!;
      const onOther = () => other.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      expect((await onOther()).json().user).not.toBeNull();
      await client.post('/api/auth/logout');
      await eventually(async () => (await onOther()).json().user === null, NOTICE_WITHIN_MS);
    } finally {
      await other.app.close();
    }
  });
});
