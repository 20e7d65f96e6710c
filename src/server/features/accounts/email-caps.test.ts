import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts } from '../../../shared/accounts.js';
import { apiClient, createTestApp, eventually, type TestApp } from '../../../../tests/helpers/app.js';
import { readOutbox } from '../../adapters/mail/outbox.js';
import { outboxDir } from '../../app.js';
import { users } from '../../db/schema.js';
import { ACCOUNT_EMAIL_CAPS, ACCOUNT_EMAIL_QUEUE } from './service.js';

let t: TestApp;
let ipCounter = 0;
const newIp = () => `10.51.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const newClient = () => apiClient(t, newIp());

let userCounter = 0;
function person() {
  userCounter += 1;
  return {
    firstName: 'Cap',
    lastName: 'Tester',
    username: `capped_${1000 + userCounter}`,
    email: `capped${userCounter}@example.com`,
    password: 'a sensible pass phrase',
    confirmPassword: 'a sensible pass phrase',
    acceptTerms: true,
  };
}

// The caps count in fixed hourly windows: a test starts well inside one, so that its attempts share it.
async function awayFromHourEdge() {
  const hourMs = 3_600_000;
  const into = Date.now() % hourMs;
  if (into > hourMs - 60_000) await new Promise((resolve) => setTimeout(resolve, hourMs - into + 50));
}

/** Account e-mails queued for a user, whatever became of them: the caps act before anything is queued. */
async function queuedFor(email: string): Promise<number> {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const { rows } = await t.database.executeSql(
    `select count(*)::int as count from pgboss.job where name = $1 and data->>'userId' = $2`,
    [ACCOUNT_EMAIL_QUEUE, user!.id],
  );
  return Number(rows[0]!.count);
}
const deliveredTo = async (email: string) =>
  (await readOutbox(outboxDir(t.config))).filter((message) => message.to === email).length;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account e-mail caps', () => {
  it('send one address at most six account e-mails an hour, whatever asks for them', async () => {
    await awayFromHourEdge();
    expect(ACCOUNT_EMAIL_CAPS.perAddress.max).toBe(6);
    const p = person();
    const owner = newClient();
    expect((await owner.post('/api/auth/signup', p)).statusCode).toBe(200); // 1
    for (const identifier of [p.email, p.email, p.email, p.username, p.username]) {
      expect((await newClient().post('/api/auth/forgot-password', { identifier })).statusCode).toBe(200); // 2..6
    }

    // The owner, signed in, is told to wait, as for any other limit.
    const resend = await owner.post('/api/auth/verify-email/resend');
    expect(resend.statusCode).toBe(429);
    expect(resend.json().error.message).toBe(accountTexts.tooManyRequests);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
    // A stranger asking for a reset gets the answer an unknown address gets: a 429 would say the account exists.
    const capped = await newClient().post('/api/auth/forgot-password', { identifier: p.username });
    const unknown = await newClient().post('/api/auth/forgot-password', { identifier: 'nobody@example.com' });
    expect(capped.statusCode).toBe(200);
    expect(capped.body).toBe(unknown.body);
    // Logging in still works; only the verification e-mail it would send again is held back.
    const login = await newClient().post('/api/auth/login', { identifier: p.username, password: p.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().next).toBe('/verify-email');

    expect(await queuedFor(p.email)).toBe(6);
    await eventually(async () => (await deliveredTo(p.email)) === 6);
  }, 120_000);

  it('let one client cause at most thirty account e-mails an hour; others are not held back', async () => {
    await awayFromHourEdge();
    expect(ACCOUNT_EMAIL_CAPS.perIp.max).toBe(30);
    const ip = newIp();
    const accounts = [];
    for (let i = 0; i < 10; i += 1) {
      const client = apiClient(t, ip);
      const p = person();
      expect((await client.post('/api/auth/signup', p)).statusCode).toBe(200);
      accounts.push({ client, p });
    }
    for (const { client } of accounts) {
      for (let i = 0; i < 2; i += 1) expect((await client.post('/api/auth/verify-email/resend')).statusCode).toBe(200);
    }

    const resend = await accounts[0]!.client.post('/api/auth/verify-email/resend');
    expect(resend.statusCode).toBe(429);
    expect(resend.json().error.message).toBe(accountTexts.tooManyRequests);
    // A sign-up whose e-mail cannot be sent is refused whole: no account is left behind.
    const late = person();
    const signup = await apiClient(t, ip).post('/api/auth/signup', late);
    expect(signup.statusCode).toBe(429);
    expect(signup.json().error.message).toBe(accountTexts.tooManyRequests);
    expect(await t.database.db.select().from(users).where(eq(users.email, late.email))).toHaveLength(0);
    const { p: loggingIn } = accounts[2]!;
    const login = await apiClient(t, ip).post('/api/auth/login', {
      identifier: loggingIn.email,
      password: loggingIn.password,
    });
    expect(login.statusCode).toBe(200);
    const forgot = await apiClient(t, ip).post('/api/auth/forgot-password', { identifier: accounts[3]!.p.email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().message).toBe(accountTexts.forgotSent);

    // The same account from another network: its e-mail goes out.
    const elsewhere = apiClient(t, newIp());
    elsewhere.setCookie(accounts[1]!.client.cookie());
    expect((await elsewhere.post('/api/auth/verify-email/resend')).statusCode).toBe(200);

    const queued = await Promise.all(accounts.map(({ p }) => queuedFor(p.email)));
    expect(queued).toEqual([3, 4, 3, 3, 3, 3, 3, 3, 3, 3]);
  }, 120_000);
});
