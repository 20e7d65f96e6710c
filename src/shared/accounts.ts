import { z } from 'zod';
import { requiredText } from './validation.js';

/** The spec's texts for accounts, word for word, plus our own where the spec is silent. */
export const accountTexts = {
  usernameChars: 'Username can only contain letters, numbers, and underscores.',
  usernameShort: 'Username must be at least 6 characters.',
  usernameLong: 'Username cannot exceed 15 characters.',
  usernameRule: 'Username must be 6-15 characters and use only letters, numbers, and underscores.',
  passwordsDiffer: 'Passwords do not match.',
  termsRequired: 'You must accept the Terms of Service to sign up.',
  emailTaken: 'An account with this email already exists. Try logging in instead.',
  usernameTaken: 'Username is already taken.',
  signupFailed: 'Sign up failed. Please check your details and try again.',
  identifierRequired: 'Enter your username or email.',
  invalidCredentials: 'Invalid username/email or password.',
  accountDisabled: 'This account is disabled.',
  loginFailed: 'Login failed.',
  loginUsernameUnknown: 'We couldn’t find that username. Try your email or reset your password.',
  forgotRequired: 'Please enter your email or username.',
  forgotUsernameUnknown: 'We couldn’t find that username. Try your email instead.',
  forgotSent: 'If an account exists for that email, a reset link has been sent. Check your inbox and spam.',
  resetFailed: 'Reset failed.',
  userInfoFailed: 'User info could not be loaded.',
  passwordShort: 'Password must be at least 8 characters.',
  passwordLong: 'Password cannot exceed 128 characters.',
  passwordCommon: 'This password is one of the most common and easy to guess. Please choose another.',
  passwordRepeated: 'A password can’t be one character over and over, or only spaces. Try a few words you’ll remember.',
  passwordPersonal: 'Your password can’t contain your username or e-mail address. Please choose one without them.',
  passwordLikeAccount:
    'This password is too close to your name, e-mail or the name Gradewise, so it is easy to guess. Try three or four words that don’t go together.',
  passwordLikeCommon:
    'This password is a common word with a few numbers or symbols added, which is easy to guess. Try three or four words that don’t go together.',
  passwordWeak:
    'This password would be easy to guess. Try a longer one, such as three or four words that don’t go together.',
  linkInvalid: 'This link is not valid. Ask for a new one.',
  linkExpired: 'This link has expired. Ask for a new one.',
  verificationSent: 'We sent a new verification link. Check your inbox and spam.',
  signInRequired: 'Please log in to continue.',
  verifyRequired: 'Please verify your e-mail address first.',
  notAllowed: 'You do not have access to this.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/** A 429 after failed logins says how long to wait, in words a person reads at a glance. */
export function loginThrottledText(retryAfterSeconds: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const wait =
    retryAfterSeconds < 60 ? count(retryAfterSeconds, 'second') : count(Math.ceil(retryAfterSeconds / 60), 'minute');
  return `Too many failed logins from this device. Please wait ${wait} and try again, or reset your password.`;
}

export const USERNAME_MIN = 6;
export const USERNAME_MAX = 15;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** What the username box keeps of what is typed: letters, digits and underscore, at most 15. */
export const sanitizeUsername = (value: string) => value.replace(/[^A-Za-z0-9_]/g, '').slice(0, USERNAME_MAX);

export const usernameSchema = requiredText(accountTexts.usernameShort)
  .regex(/^[A-Za-z0-9_]*$/, accountTexts.usernameChars)
  .min(USERNAME_MIN, accountTexts.usernameShort)
  .max(USERNAME_MAX, accountTexts.usernameLong)
  .transform((value) => value.toLowerCase());

/** One character over and over, or nothing but spaces: `aaaaaaaa`, eight spaces. */
export const isRepeatedPassword = (password: string) => new Set(password).size <= 1 || password.trim() === '';

// Shorter names would refuse too many good passwords ("ada" is in "lemonade"); the estimator still weighs them.
const PERSONAL_MIN = 4;

/** Whether the password holds the username, the whole e-mail, or the e-mail's part before the @, in any case. */
export function containsAccountName(password: string, account: { username?: string; email?: string }): boolean {
  const lowered = password.toLowerCase();
  const email = account.email?.toLowerCase() ?? '';
  const names = [account.username?.toLowerCase() ?? '', email, email.split('@')[0]!];
  return names.some((name) => name.length >= PERSONAL_MIN && lowered.includes(name));
}

// No composition rules and no truncation. The server, the authority, also refuses the most common passwords and
// any its strength estimator finds guessable; those lists are too heavy for the browser.
export const passwordSchema = z
  .string({ error: accountTexts.passwordShort })
  .refine((value) => [...value].length >= PASSWORD_MIN, accountTexts.passwordShort)
  .refine((value) => [...value].length <= PASSWORD_MAX, accountTexts.passwordLong)
  .refine((value) => !isRepeatedPassword(value), accountTexts.passwordRepeated);

const emailSchema = requiredText('Please enter your e-mail address.')
  .pipe(z.email('Please enter a valid e-mail address.'))
  .transform((value) => value.toLowerCase());

// Checked even when another field is wrong, so that a person sees every problem at once.
const passwordsMatch = {
  message: accountTexts.passwordsDiffer,
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown };
    return typeof value.password === 'string' && typeof value.confirmPassword === 'string';
  },
};

export const signupSchema = z
  .object({
    firstName: requiredText('Please enter your first name.').max(
      60,
      'Please keep your first name under 60 characters.',
    ),
    lastName: requiredText('Please enter your last name.').max(60, 'Please keep your last name under 60 characters.'),
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: accountTexts.passwordsDiffer }),
    acceptTerms: z.literal(true, { error: accountTexts.termsRequired }),
  })
  .refine((input) => input.password === input.confirmPassword, passwordsMatch)
  .refine((input) => !containsAccountName(input.password, input), {
    message: accountTexts.passwordPersonal,
    path: ['password'],
  });

export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  identifier: requiredText(accountTexts.identifierRequired),
  password: z.string({ error: accountTexts.invalidCredentials }).min(1, 'Please enter your password.'),
});

export const forgotPasswordSchema = z.object({ identifier: requiredText(accountTexts.forgotRequired) });

export const resetPasswordSchema = z
  .object({
    token: requiredText(accountTexts.linkInvalid),
    password: passwordSchema,
    confirmPassword: z.string({ error: accountTexts.passwordsDiffer }),
  })
  .refine((input) => input.password === input.confirmPassword, passwordsMatch);

/** An identifier with @ is an e-mail; anything else is a username. */
export const isEmailIdentifier = (identifier: string) => identifier.includes('@');

/** The signed-in person as the browser sees them. */
// The signed-in person and where they belong live apart from the schemas, so every page can use them without
// loading the validation library.
