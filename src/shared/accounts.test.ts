import { describe, expect, it } from 'vitest';
import { accountTexts, loginThrottledText, resetPasswordSchema, sanitizeUsername, signupSchema } from './accounts.js';
import { homeFor, type SessionUser } from './session-user.js';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'Ada_1815',
  email: 'Ada@Example.com',
  password: 'analytical engine',
  confirmPassword: 'analytical engine',
  acceptTerms: true,
};

const firstError = (input: object) => {
  const result = signupSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('sign-up rules', () => {
  it('accepts a valid sign-up and lowercases username and e-mail', () => {
    const result = signupSchema.parse(valid);
    expect(result.username).toBe('ada_1815');
    expect(result.email).toBe('ada@example.com');
  });

  it('strips what a username may not hold as it is typed, and caps it at 15', () => {
    expect(sanitizeUsername('ada lovelace!#1815')).toBe('adalovelace1815');
    expect(sanitizeUsername('a_very_long_username_here')).toBe('a_very_long_use');
  });

  it.each([
    [{ username: 'ada-1815' }, accountTexts.usernameChars],
    [{ username: 'ada' }, accountTexts.usernameShort],
    [{ username: 'a234567890123456' }, accountTexts.usernameLong],
    [{ confirmPassword: 'different' }, accountTexts.passwordsDiffer],
    [{ acceptTerms: false }, accountTexts.termsRequired],
    [{ password: 'short', confirmPassword: 'short' }, accountTexts.passwordShort],
    [{ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, accountTexts.passwordLong],
    [{ firstName: ' ' }, 'Please enter your first name.'],
    [{ password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' }, accountTexts.passwordRepeated],
    [{ password: '        ', confirmPassword: '        ' }, accountTexts.passwordRepeated],
    [{ password: 'ADA_1815 forever', confirmPassword: 'ADA_1815 forever' }, accountTexts.passwordPersonal],
    [{ password: 'ada@example.com', confirmPassword: 'ada@example.com' }, accountTexts.passwordPersonal],
  ])('refuses %j', (change, message) => {
    expect(firstError({ ...valid, ...change })).toBe(message);
  });

  it('reports a password mismatch together with other problems', () => {
    const result = signupSchema.safeParse({ ...valid, confirmPassword: 'other', acceptTerms: false });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining([accountTexts.passwordsDiffer, accountTexts.termsRequired]));
  });

  it('counts characters, not bytes, and never truncates', () => {
    expect(firstError({ ...valid, password: '🃏🂡🃏🂡🃏🂡🃏🂡', confirmPassword: '🃏🂡🃏🂡🃏🂡🃏🂡' })).toBeNull();
    expect(firstError({ ...valid, password: '🃏🂡🃏🂡🃏🂡🃏', confirmPassword: '🃏🂡🃏🂡🃏🂡🃏' })).toBe(
      accountTexts.passwordShort,
    );
    const long = 'pq'.repeat(64);
    expect(signupSchema.parse({ ...valid, password: long, confirmPassword: long }).password).toBe(long);
  });
});

describe('password reset rules', () => {
  it('refuse a password that is one character over and over, as the server does', () => {
    const result = resetPasswordSchema.safeParse({ token: 't', password: '        ', confirmPassword: '        ' });
    expect(result.success ? null : result.error.issues[0]!.message).toBe(accountTexts.passwordRepeated);
  });
});

describe('the wait after failed logins', () => {
  it('is said in seconds, then in whole minutes', () => {
    expect(loginThrottledText(1)).toContain('Please wait 1 second and try again');
    expect(loginThrottledText(42)).toContain('Please wait 42 seconds and try again');
    expect(loginThrottledText(61)).toContain('Please wait 2 minutes and try again');
    expect(loginThrottledText(60)).toContain('Please wait 1 minute and try again');
  });
});

describe('homeFor', () => {
  const user = { verified: true, role: 'user' } as SessionUser;
  it('sends unverified people to verify, graders to their queue, others to the dashboard', () => {
    expect(homeFor({ ...user, verified: false })).toBe('/verify-email');
    expect(homeFor({ ...user, role: 'grader' })).toBe('/grader-dashboard');
    expect(homeFor(user)).toBe('/user-dashboard');
  });
});
