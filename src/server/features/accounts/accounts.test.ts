import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTexts } from '../../../shared/accounts.js';
import { apiClient, createTestApp, linkFromOutbox, type TestApp } from '../../../../tests/helpers/app.js';
import { readOutbox } from '../../adapters/mail/outbox.js';
import { outboxDir } from '../../app.js';
import { sessions, users, verifications } from '../../db/schema.js';
import { changeRole } from './people.js';

let t: TestApp;
let ipCounter = 0;
// Each test uses its own addresses, so that the (real) rate limits only bite where a test wants them to.
const newClient = () => apiClient(t, `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`);

let userCounter = 0;
function person() {
  userCounter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `Ada_${1000 + userCounter}`,
    email: `ada${userCounter}@Example.com`,
    password: 'analytical engine 1843',
    confirmPassword: 'analytical engine 1843',
    acceptTerms: true,
  };
}

async function signUpVerified(client = newClient()) {
  const p = person();
  await client.post('/api/auth/signup', p);
  const link = await linkFromOutbox(t, p.email.toLowerCase(), '/api/auth/verify-email');
  await client.get(new URL(link).pathname + new URL(link).search);
  return { client, p };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates an unverified account, signs in, and e-mails a verification link', async () => {
    const client = newClient();
    const p = person();
    const response = await client.post('/api/auth/signup', p);
    expect(response.statusCode).toBe(200);
    expect(response.json().next).toBe('/verify-email');
    expect(response.json().user).toMatchObject({ username: p.username.toLowerCase(), verified: false, credits: 0 });

    const cookie = response.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(32);

    const session = await client.get('/api/auth/session');
    expect(session.json().user.email).toBe(p.email.toLowerCase());
    const link = await linkFromOutbox(t, p.email.toLowerCase(), '/api/auth/verify-email?token=');
    expect(link.startsWith(t.config.publicUrl)).toBe(true);
  });

  it('stores no session token and no link token in plain text', async () => {
    const client = newClient();
    const p = person();
    await client.post('/api/auth/signup', p);
    const token = client.cookie()!.split('=')[1]!;
    const stored = await t.database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    const link = await linkFromOutbox(t, p.email.toLowerCase(), 'verify-email');
    const linkToken = new URL(link).searchParams.get('token')!;
    const rows = await t.database.db.select().from(verifications);
    expect(rows.some((row) => row.tokenHash === linkToken)).toBe(false);
  });

  it('refuses a taken e-mail and a taken username, whatever their case', async () => {
    const p = person();
    await newClient().post('/api/auth/signup', p);
    const sameEmail = await newClient().post('/api/auth/signup', { ...person(), email: p.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.message).toBe(accountTexts.emailTaken);
    const sameName = await newClient().post('/api/auth/signup', { ...person(), username: p.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.message).toBe(accountTexts.usernameTaken);
  });

  const both = (password: string) => ({ password, confirmPassword: password });
  it.each([
    [both('password123'), accountTexts.passwordCommon],
    [both('aaaaaaaa'), accountTexts.passwordRepeated],
    [both('        '), accountTexts.passwordRepeated],
    [both('gradewise'), accountTexts.passwordLikeAccount],
    [both('Summer2025!'), accountTexts.passwordLikeCommon],
    [{ username: 'Tim_Smith', ...both('tim_smith') }, accountTexts.passwordPersonal],
    [{ email: 'collector77@example.com', ...both('COLLECTOR77@example.com') }, accountTexts.passwordPersonal],
    [{ email: 'holofoil@example.com', ...both('my holofoil rocks') }, accountTexts.passwordPersonal],
    [{ confirmPassword: 'something else' }, accountTexts.passwordsDiffer],
    [{ acceptTerms: false }, accountTexts.termsRequired],
    [{ username: 'ab' }, accountTexts.usernameShort],
    [{ username: 'has space' }, accountTexts.usernameChars],
  ])('refuses %j with its message and creates nothing', async (change, message) => {
    const before = (await t.database.db.select().from(users)).length;
    const response = await newClient().post('/api/auth/signup', { ...person(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await t.database.db.select().from(users)).toHaveLength(before);
  });

  it('leaves nothing behind when the verification e-mail cannot be queued', async () => {
    const before = (await t.database.db.select().from(users)).length;
    const spy = vi.spyOn(t.jobs, 'send').mockRejectedValueOnce(new Error('queue down'));
    const response = await newClient().post('/api/auth/signup', person());
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(await t.database.db.select().from(users)).toHaveLength(before);
  });
});

describe('e-mail verification links', () => {
  it('verify once, then say the link is used up', async () => {
    const client = newClient();
    const p = person();
    await client.post('/api/auth/signup', p);
    const link = new URL(await linkFromOutbox(t, p.email.toLowerCase(), 'verify-email'));
    const first = await client.get(link.pathname + link.search);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/verify-confirm');
    expect((await client.get('/api/auth/session')).json().user.verified).toBe(true);
    const again = await client.get(link.pathname + link.search);
    expect(again.headers.location).toBe('/verify-confirm?link=invalid');
  });

  it('say an expired link has expired', async () => {
    const client = newClient();
    const p = person();
    await client.post('/api/auth/signup', p);
    const link = new URL(await linkFromOutbox(t, p.email.toLowerCase(), 'verify-email'));
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await client.get(link.pathname + link.search);
    expect(response.headers.location).toBe('/verify-confirm?link=expired');
    expect((await client.get('/api/auth/session')).json().user.verified).toBe(false);
  });

  it('used twice at the same moment, succeed exactly once', async () => {
    const client = newClient();
    const p = person();
    await client.post('/api/auth/signup', p);
    const link = new URL(await linkFromOutbox(t, p.email.toLowerCase(), 'verify-email'));
    const results = await Promise.all([
      client.get(link.pathname + link.search),
      client.get(link.pathname + link.search),
    ]);
    expect(results.map((r) => r.headers.location).sort()).toEqual(['/verify-confirm', '/verify-confirm?link=invalid']);
  });
});

describe('login and logout', () => {
  it('logs in by username or e-mail in any case, with a new session each time', async () => {
    const { client, p } = await signUpVerified();
    const before = client.cookie();
    const byName = await client.post('/api/auth/login', { identifier: p.username.toUpperCase(), password: p.password });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().next).toBe('/user-dashboard');
    expect(client.cookie()).not.toBe(before);

    const stale = newClient();
    stale.setCookie(before);
    expect((await stale.get('/api/auth/session')).json().user).toBeNull();

    const byEmail = await newClient().post('/api/auth/login', { identifier: p.email, password: p.password });
    expect(byEmail.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const { p } = await signUpVerified();
    const wrong = await newClient().post('/api/auth/login', { identifier: p.email, password: 'not the password' });
    const unknown = await newClient().post('/api/auth/login', {
      identifier: 'nobody@example.com',
      password: 'whatever it is',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().error.message).toBe(accountTexts.invalidCredentials);
  });

  it('says an unknown username is unknown, and asks for an identifier', async () => {
    const unknown = await newClient().post('/api/auth/login', {
      identifier: 'nobody_here',
      password: 'whatever it is',
    });
    expect(unknown.json().error.message).toBe(accountTexts.loginUsernameUnknown);
    const empty = await newClient().post('/api/auth/login', { identifier: ' ', password: 'x' });
    expect(empty.json().error.message).toBe(accountTexts.identifierRequired);
  });

  it('refuses a disabled account, and ends its sessions', async () => {
    const { client, p } = await signUpVerified();
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, p.email.toLowerCase()));
    expect((await client.get('/api/auth/session')).json().user).toBeNull();
    const response = await newClient().post('/api/auth/login', { identifier: p.email, password: p.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(accountTexts.accountDisabled);
  });

  it('sends an unverified user to verify, with a fresh e-mail', async () => {
    const p = person();
    const email = p.email.toLowerCase();
    await newClient().post('/api/auth/signup', p);
    await linkFromOutbox(t, email, 'verify-email');
    const count = async () => (await readOutbox(outboxDir(t.config))).filter((m) => m.to === email).length;
    expect(await count()).toBe(1);
    const response = await newClient().post('/api/auth/login', { identifier: p.username, password: p.password });
    expect(response.json().next).toBe('/verify-email');
    await expect.poll(count, { timeout: 10_000 }).toBe(2);
  });

  it('sends graders to their dashboard', async () => {
    const { p } = await signUpVerified();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, p.email.toLowerCase()));
    await changeRole(t.database.db, user!.id, 'grader');
    const response = await newClient().post('/api/auth/login', { identifier: p.email, password: p.password });
    expect(response.json().next).toBe('/grader-dashboard');
  });

  it('logout ends the session on the server', async () => {
    const { client } = await signUpVerified();
    const cookie = client.cookie();
    const out = await client.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    const replay = newClient();
    replay.setCookie(cookie);
    expect((await replay.get('/api/auth/session')).json().user).toBeNull();
  });

  // Time passes on the server's clock (Date only: timers and the database run as usual), so the sessions kept in
  // memory age exactly as the stored ones do.
  it('ends a session left idle too long, and one past its absolute lifetime', async () => {
    const { idleMs, absoluteMs } = t.config.session;
    const idle = (await signUpVerified()).client;
    const old = (await signUpVerified()).client;
    expect((await idle.get('/api/auth/session')).json().user).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      // The active one is used a little within every idle period; it ends at its absolute lifetime all the same.
      const step = idleMs * 0.8;
      for (let elapsed = step; elapsed < absoluteMs; elapsed += step) {
        vi.setSystemTime(Date.now() + step);
        expect((await old.get('/api/auth/session')).json().user).not.toBeNull();
      }
      expect((await idle.get('/api/auth/session')).json().user).toBeNull();
      vi.setSystemTime(Date.now() + step);
      expect((await old.get('/api/auth/session')).json().user).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  // Throttling of one client's failures: login-throttle.test.ts.
  it('lets the owner in after strangers failed on the account from many addresses', async () => {
    const { p } = await signUpVerified();
    for (let i = 0; i < 11; i += 1) {
      expect(
        (await newClient().post('/api/auth/login', { identifier: p.email, password: 'wrong one' })).statusCode,
      ).toBe(401);
    }
    const owner = await newClient().post('/api/auth/login', { identifier: p.email, password: p.password });
    expect(owner.statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers known and unknown e-mails identically', async () => {
    const { p } = await signUpVerified();
    const known = await newClient().post('/api/auth/forgot-password', { identifier: p.email });
    const unknown = await newClient().post('/api/auth/forgot-password', { identifier: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe(accountTexts.forgotSent);
  });

  it('uses the spec’s messages for an unknown username and an empty field', async () => {
    const unknown = await newClient().post('/api/auth/forgot-password', { identifier: 'nobody_here' });
    expect(unknown.json().error.message).toBe(accountTexts.forgotUsernameUnknown);
    const empty = await newClient().post('/api/auth/forgot-password', { identifier: '' });
    expect(empty.json().error.message).toBe(accountTexts.forgotRequired);
  });

  it('resets the password, ends every session, signs in fresh, and works once', async () => {
    const { client: oldDevice, p } = await signUpVerified();
    await newClient().post('/api/auth/forgot-password', { identifier: p.username });
    const link = new URL(await linkFromOutbox(t, p.email.toLowerCase(), '/reset-password?token='));
    const token = link.searchParams.get('token')!;
    const fresh = newClient();
    const newPassword = 'difference engine 1822';
    const response = await fresh.post('/api/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect((await fresh.get('/api/auth/session')).json().user.email).toBe(p.email.toLowerCase());
    expect((await oldDevice.get('/api/auth/session')).json().user).toBeNull();

    const oldLogin = await newClient().post('/api/auth/login', { identifier: p.email, password: p.password });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await newClient().post('/api/auth/login', { identifier: p.email, password: newPassword });
    expect(newLogin.statusCode).toBe(200);

    const reuse = await newClient().post('/api/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.message).toBe(accountTexts.linkInvalid);
  });

  const resetToken = async (email: string, after = '') =>
    new URL(await linkFromOutbox(t, email, '/reset-password?token=', after)).searchParams.get('token')!;
  const newPassword = (token: string, password: string) =>
    newClient().post('/api/auth/reset-password', { token, password, confirmPassword: password });

  it('spends an older link once a newer one has set the password', async () => {
    const { p } = await signUpVerified();
    const email = p.email.toLowerCase();
    await newClient().post('/api/auth/forgot-password', { identifier: p.email });
    const older = await resetToken(email);
    const olderMail = (await readOutbox(outboxDir(t.config))).find(
      (m) => m.to === email && m.text.includes('/reset-password?token='),
    )!;
    await newClient().post('/api/auth/forgot-password', { identifier: p.username });
    const newer = await resetToken(email, olderMail.name);
    expect(newer).not.toBe(older);

    expect((await newPassword(newer, 'difference engine 1822')).statusCode).toBe(200);
    const stale = await newPassword(older, 'a stolen old link here');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe(accountTexts.linkInvalid);
    expect((await newPassword(newer, 'difference engine 1822')).json().error.message).toBe(accountTexts.linkInvalid);
    const login = await newClient().post('/api/auth/login', {
      identifier: p.email,
      password: 'difference engine 1822',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a weak new password, saying why, and keeps the link usable', async () => {
    const { p } = await signUpVerified();
    await newClient().post('/api/auth/forgot-password', { identifier: p.email });
    const token = await resetToken(p.email.toLowerCase());
    for (const [password, message] of [
      [`${p.username}!`, accountTexts.passwordPersonal],
      [p.email.toLowerCase(), accountTexts.passwordPersonal],
      ['        ', accountTexts.passwordRepeated],
      ['gradewise', accountTexts.passwordLikeAccount],
      ['Summer2025!', accountTexts.passwordLikeCommon],
    ]) {
      const weak = await newPassword(token, password!);
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error.message).toBe(message);
    }
    expect((await newPassword(token, 'difference engine 1822')).statusCode).toBe(200);
  });
});

describe('the cookie over HTTPS', () => {
  it('is Secure and __Host- prefixed', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://gradewise.example' });
    try {
      const response = await apiClient(secure, '10.200.0.1').post('/api/auth/signup', person());
      const cookie = response.cookies.find((c) => c.name === '__Host-session')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.domain).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});
