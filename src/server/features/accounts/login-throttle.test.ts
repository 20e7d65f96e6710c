import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts, loginThrottledText } from '../../../shared/accounts.js';
import { apiClient, createTestApp, type TestApp } from '../../../../tests/helpers/app.js';
import { HttpError } from '../../http/errors.js';
import { recordFailedLogin, refuseThrottledLogin } from './login-throttle.js';

let t: TestApp;
let ipCounter = 0;
const newIp = () => `10.31.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

let userCounter = 0;
async function signUp() {
  userCounter += 1;
  const password = 'ledger of rare holo cards';
  const account = { username: `owner_${1000 + userCounter}`, email: `owner${userCounter}@example.com`, password };
  const response = await apiClient(t, newIp()).post('/api/auth/signup', {
    ...account,
    firstName: 'Olive',
    lastName: 'Owner',
    confirmPassword: password,
    acceptTerms: true,
  });
  expect(response.statusCode).toBe(200);
  return account;
}

const logIn = (ip: string, identifier: string, password: string) =>
  apiClient(t, ip).post('/api/auth/login', { identifier, password });

// Limits count in fixed windows: a test that needs several attempts in one window starts early enough in it.
async function awayFromWindowEdge(windowMs = 60_000) {
  const into = Date.now() % windowMs;
  if (into > windowMs - 15_000) await new Promise((resolve) => setTimeout(resolve, windowMs - into + 50));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('failed logins', () => {
  it('slow down the stranger’s client, never the owner elsewhere', { timeout: 90_000 }, async () => {
    const owner = await signUp();
    await awayFromWindowEdge();
    const stranger = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await logIn(stranger, owner.email, 'guess number one')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    // The stranger's client waits, even with the right password; the owner from their own client gets in.
    const refused = await logIn(stranger, owner.username, owner.password);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json().error.message).toBe(loginThrottledText(retryAfter));
    // Under a minute left in the window reads in seconds; a full minute (the window just begun) as "1 minute".
    expect(refused.json().error.message).toMatch(
      /^Too many failed logins from this device\. Please wait (\d+ seconds?|1 minute) /,
    );

    const ownLogin = await logIn(newIp(), owner.email, owner.password);
    expect(ownLogin.statusCode).toBe(200);
    // And the stranger's address is not barred from other accounts.
    const other = await signUp();
    expect((await logIn(stranger, other.username, other.password)).statusCode).toBe(200);
  });

  it('are forgiven for the client once it logs in', { timeout: 90_000 }, async () => {
    const owner = await signUp();
    await awayFromWindowEdge();
    const ip = newIp();
    for (let i = 0; i < 4; i += 1) expect((await logIn(ip, owner.email, 'a typo somewhere')).statusCode).toBe(401);
    expect((await logIn(ip, owner.email, owner.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await logIn(ip, owner.email, 'a typo somewhere')).statusCode).toBe(401);
    expect((await logIn(ip, owner.email, 'a typo somewhere')).statusCode).toBe(429);
  });

  it('on an unknown e-mail are throttled alike, so a 429 tells nothing', { timeout: 90_000 }, async () => {
    await awayFromWindowEdge();
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await logIn(ip, 'nobody-here@example.com', 'guess number one')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('wait longer as they go on: twenty in an hour bar the client until the hour ends', async () => {
    const hour = Date.UTC(2030, 0, 1, 10);
    const at = (minutes: number) => new Date(hour + minutes * 60_000);
    // Four failures a minute stay under the first step; the twentieth reaches the second.
    for (let i = 0; i < 20; i += 1)
      await recordFailedLogin(t.database.db, 'user-x', '10.32.0.1', at(Math.floor(i / 4)));
    const refused = await refuseThrottledLogin(t.database.db, 'user-x', '10.32.0.1', at(4)).catch((error) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 429, headers: { 'Retry-After': String(56 * 60) } });
    expect(refused.message).toBe(loginThrottledText(56 * 60));
    expect(refused.message).toContain('Please wait 56 minutes');
    // Another client of the account has nothing against it; in the next hour this one starts afresh.
    await expect(refuseThrottledLogin(t.database.db, 'user-x', '10.32.0.2', at(4))).resolves.toBe(false);
    await expect(refuseThrottledLogin(t.database.db, 'user-x', '10.32.0.1', at(60))).resolves.toBe(false);
    await expect(refuseThrottledLogin(t.database.db, 'user-x', '10.32.0.1', at(3))).rejects.toThrow(HttpError);
  });

  it('still count against the address across accounts (password spraying)', { timeout: 90_000 }, async () => {
    await awayFromWindowEdge(15 * 60_000);
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1)
      statuses.push((await logIn(ip, `sprayed_${i}@example.com`, 'Summer2025!')).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const limited = await logIn(ip, 'sprayed_31@example.com', 'Summer2025!');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(accountTexts.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
