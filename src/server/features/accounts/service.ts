import { eq, sql } from 'drizzle-orm';
import { accountTexts, isEmailIdentifier } from '../../../shared/accounts.js';
import type { SessionUser } from '../../../shared/session-user.js';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { users } from '../../db/schema.js';
import { notifyAccountChanged } from '../../events.js';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../http/errors.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import type { Jobs } from '../../jobs.js';
import { passwordResetEmail, verificationEmail } from './emails.js';
import { forgetFailedLogins, recordFailedLogin, refuseThrottledLogin } from './login-throttle.js';
import { hashPassword, passwordWeakness, spendPasswordCheck, verifyPassword, type PasswordOwner } from './passwords.js';
import { createSession, endAllSessions, type SignedInUser } from './sessions.js';
import {
  consumeVerificationToken,
  findTokenOwner,
  issueVerificationToken,
  useUpTokens,
  type ConsumeResult,
} from './tokens.js';

export type AccountsDeps = { db: Database; jobs: Jobs; mailer: Mailer; config: Config };
export type UserRow = typeof users.$inferSelect;

export const ACCOUNT_EMAIL_QUEUE = 'account-email';
export type AccountEmailJob = { userId: string; kind: 'verify' | 'reset' };

const HOUR = 3600;
/**
 * Account e-mail one address and one client may cause in an hour, whatever asks for it (sign-up, resend, login,
 * forgot password): enough for a person who retries, too little to flood an inbox or fill the queue. Counted in
 * the database, so the caps hold across processes.
 */
export const ACCOUNT_EMAIL_CAPS = {
  perAddress: { max: 6, windowSeconds: HOUR },
  perIp: { max: 30, windowSeconds: HOUR },
};

/** Queues one account e-mail if neither cap is spent; past one, throws the usual 429 and queues nothing. */
async function queueAccountEmail(
  deps: AccountsDeps,
  user: Pick<UserRow, 'id' | 'email'>,
  kind: AccountEmailJob['kind'],
  clientIp: string,
): Promise<void> {
  await hitRateLimit(deps.db, `account-email:ip:${clientIp}`, ACCOUNT_EMAIL_CAPS.perIp);
  await hitRateLimit(deps.db, `account-email:address:${user.email}`, ACCOUNT_EMAIL_CAPS.perAddress);
  await deps.jobs.send<AccountEmailJob>(ACCOUNT_EMAIL_QUEUE, { userId: user.id, kind });
}

/** For answers that must not differ when a cap stops the e-mail: past a cap, nothing is sent and nothing said. */
export function quietPastCap(error: unknown): void {
  if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
}

/** The signed-in user as the browser sees it; the balance is given apart, read fresh (see sessions.ts). */
export function toSessionUser(user: SignedInUser, credits: number): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    role: user.role,
    credits,
    verified: user.verifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Every new password passes here, at sign-up and reset alike: the server is the authority on strength. */
export function refuseWeakPassword(password: string, owner: PasswordOwner): void {
  const weakness = passwordWeakness(password, owner);
  if (weakness) throw badRequest(weakness, 'weak_password');
}

export async function signUp(
  deps: AccountsDeps,
  input: { firstName: string; lastName: string; username: string; email: string; password: string },
  clientIp: string,
): Promise<{ user: UserRow; sessionToken: string }> {
  refuseWeakPassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  let sessionToken: string;
  try {
    // The unique indexes decide, inside the transaction that creates the account: of two sign-ups racing
    // for one username, exactly one commits.
    ({ user, sessionToken } = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ ...input, passwordHash })
        .returning();
      const token = await createSession(tx, created!.id, deps.config.session);
      return { user: created!, sessionToken: token };
    }));
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_unique') throw conflict(accountTexts.emailTaken, 'email_taken');
    if (constraint === 'users_username_unique') throw conflict(accountTexts.usernameTaken, 'username_taken');
    throw error;
  }
  try {
    await queueAccountEmail(deps, user, 'verify', clientIp);
  } catch (error) {
    // Without the e-mail (queue down, or a cap spent) the account could never be verified: take it back
    // (sessions go with it).
    await deps.db.delete(users).where(eq(users.id, user.id));
    throw error;
  }
  return { user, sessionToken };
}

/** A user by e-mail (with @) or username, in any case. */
export async function findByIdentifier(db: Executor, identifier: string): Promise<UserRow | undefined> {
  const lowered = identifier.trim().toLowerCase();
  const column = isEmailIdentifier(lowered) ? users.email : users.username;
  const [user] = await db.select().from(users).where(eq(column, lowered));
  return user;
}

export async function logIn(
  deps: AccountsDeps,
  input: { identifier: string; password: string },
  clientIp: string,
): Promise<{ user: UserRow; sessionToken: string }> {
  const user = await findByIdentifier(deps.db, input.identifier);
  // An unknown identifier is throttled alike, so that a 429 never tells which e-mails have an account.
  const subject = user ? user.id : `unknown:${input.identifier.trim().toLowerCase()}`;
  const hadFailures = await refuseThrottledLogin(deps.db, subject, clientIp);
  if (!user) {
    await spendPasswordCheck(input.password);
    await recordFailedLogin(deps.db, subject, clientIp);
    // An unknown e-mail is never confirmed; an unknown username is (usernames are public at sign-up anyway).
    if (isEmailIdentifier(input.identifier)) throw unauthorized(accountTexts.invalidCredentials, 'invalid_credentials');
    throw unauthorized(accountTexts.loginUsernameUnknown, 'unknown_username');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailedLogin(deps.db, subject, clientIp);
    throw unauthorized(accountTexts.invalidCredentials, 'invalid_credentials');
  }
  if (hadFailures) await forgetFailedLogins(deps.db, subject, clientIp);
  if (user.disabledAt) throw forbidden(accountTexts.accountDisabled, 'account_disabled');
  const sessionToken = await createSession(deps.db, user.id, deps.config.session);
  return { user, sessionToken };
}

export async function queueVerificationEmail(
  deps: AccountsDeps,
  user: Pick<UserRow, 'id' | 'email'>,
  clientIp: string,
): Promise<void> {
  await queueAccountEmail(deps, user, 'verify', clientIp);
}

/** The job: the token is made here and goes only into the e-mail, so it is never stored in plain text. */
export async function sendAccountEmail(deps: AccountsDeps, job: AccountEmailJob): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, job.userId));
  if (!user) return;
  if (job.kind === 'verify') {
    if (user.verifiedAt) return;
    const token = await issueVerificationToken(deps.db, user.id, 'email');
    const url = `${deps.config.publicUrl}/api/auth/verify-email?token=${token}`;
    await deps.mailer.send(verificationEmail({ to: user.email, firstName: user.firstName, url }));
  } else {
    const token = await issueVerificationToken(deps.db, user.id, 'password_reset');
    const url = `${deps.config.publicUrl}/reset-password?token=${token}`;
    await deps.mailer.send(passwordResetEmail({ to: user.email, firstName: user.firstName, url }));
  }
}

export async function verifyEmail(deps: AccountsDeps, token: string): Promise<ConsumeResult> {
  return deps.db.transaction(async (tx) => {
    const result = await consumeVerificationToken(tx, token, 'email');
    if (result.ok) {
      await tx
        .update(users)
        .set({ verifiedAt: sql`coalesce(${users.verifiedAt}, now())` })
        .where(eq(users.id, result.userId));
      await notifyAccountChanged(tx, result.userId);
    }
    return result;
  });
}

/**
 * Sends a reset link when the account exists. For an e-mail the answer never says whether it does;
 * for a username the spec's own messages say so (usernames are public at sign-up).
 */
export async function requestPasswordReset(
  deps: AccountsDeps,
  identifier: string,
  clientIp: string,
): Promise<UserRow | null> {
  const user = await findByIdentifier(deps.db, identifier);
  if (!user) {
    if (isEmailIdentifier(identifier)) return null;
    throw new HttpError(404, 'unknown_username', accountTexts.forgotUsernameUnknown);
  }
  // Past a cap the answer stays the one for a sent link: a 429 only for existing accounts would tell them apart.
  await queueAccountEmail(deps, user, 'reset', clientIp).catch(quietPastCap);
  return user;
}

/**
 * Sets the new password, spends every other reset link of the account, ends all its sessions and opens a fresh
 * one, all or nothing.
 */
export async function resetPassword(
  deps: AccountsDeps,
  input: { token: string; password: string },
): Promise<{ user: UserRow; sessionToken: string }> {
  // Judged before the link is spent, so a refused password leaves the link usable; a bad link is told below.
  const ownerId = await findTokenOwner(deps.db, input.token, 'password_reset');
  const [owner] = ownerId ? await deps.db.select().from(users).where(eq(users.id, ownerId)) : [];
  refuseWeakPassword(input.password, owner ?? {});
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const result = await consumeVerificationToken(tx, input.token, 'password_reset');
    if (!result.ok) {
      throw badRequest(
        result.reason === 'expired' ? accountTexts.linkExpired : accountTexts.linkInvalid,
        `link_${result.reason}`,
      );
    }
    // Following the e-mailed link proves the address too.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, verifiedAt: sql`coalesce(${users.verifiedAt}, now())` })
      .where(eq(users.id, result.userId))
      .returning();
    await useUpTokens(tx, result.userId, 'password_reset');
    await endAllSessions(tx, result.userId);
    const sessionToken = await createSession(tx, result.userId, deps.config.session);
    return { user: user!, sessionToken };
  });
}
