import { loginThrottledText } from '../../../shared/accounts.js';
import type { Executor } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';
import { forgetRateLimits, hitRateLimit, hitsIn, type Limit } from '../../http/rate-limit.js';

/**
 * Failed logins count against the pair (account, client address), never against the account alone: a stranger
 * who guesses wrong slows down only their own client, and the owner elsewhere still gets in. The wait grows with
 * the failures, from under a minute to the end of the hour, as NIST SP 800-63B (5.2.2) suggests instead of a
 * lockout. The counts live in the shared rate-limit table, so every process sees them.
 */
export const LOGIN_FAILURE_STEPS: readonly (Limit & { name: string })[] = [
  { name: 'minute', max: 5, windowSeconds: 60 },
  { name: 'hour', max: 20, windowSeconds: 3600 },
];

const keyOf = (step: { name: string }, subject: string, ip: string) => `login:failed:${step.name}:${subject}:${ip}`;
// The same fixed windows as hitRateLimit, which does the counting.
const windowOf = (step: Limit, now: Date) => {
  const windowMs = step.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), secondsLeft: Math.ceil((start + windowMs - now.getTime()) / 1000) };
};

/**
 * A 429 saying when to try again, before any password is checked, once this client has failed too often.
 * Otherwise tells whether any failure of this client still counts.
 */
export async function refuseThrottledLogin(
  db: Executor,
  subject: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const steps = LOGIN_FAILURE_STEPS.map((step) => ({
    ...step,
    key: keyOf(step, subject, ip),
    window: windowOf(step, now),
  }));
  const rows = await hitsIn(
    db,
    steps.map((step) => ({ key: step.key, windowStart: step.window.start })),
  );
  let retryAfter = 0;
  for (const step of steps) {
    const hits = rows.find((row) => row.key === step.key)?.hits ?? 0;
    if (hits >= step.max) retryAfter = Math.max(retryAfter, step.window.secondsLeft);
  }
  if (retryAfter > 0) {
    throw new HttpError(429, 'login_throttled', loginThrottledText(retryAfter), { 'Retry-After': String(retryAfter) });
  }
  return rows.some((row) => row.hits > 0);
}

export async function recordFailedLogin(db: Executor, subject: string, ip: string, now = new Date()): Promise<void> {
  for (const step of LOGIN_FAILURE_STEPS) {
    // Only counted here; refuseThrottledLogin decides, so a failure itself still answers 401.
    await hitRateLimit(db, keyOf(step, subject, ip), { ...step, max: Number.MAX_SAFE_INTEGER }, now);
  }
}

/** After a successful login the client's earlier failures on that account no longer count (800-63B again). */
export async function forgetFailedLogins(db: Executor, subject: string, ip: string): Promise<void> {
  const keys = LOGIN_FAILURE_STEPS.map((step) => keyOf(step, subject, ip));
  await forgetRateLimits(db, keys);
}
