import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from '../accounts.js';
import { endpoint, okAnswer, okMessageAnswer } from './endpoint.js';

/** The signed-in person as the browser knows them (the type is SessionUser, in shared/session-user). */
export const sessionUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'grader', 'admin']),
  credits: z.number().int(),
  verified: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** A new session: who is signed in and the page to go to (their home, or /verify-email). */
const signedIn = z.object({ user: sessionUserSchema, next: z.string() });

export const session = endpoint({
  method: 'GET',
  path: '/api/auth/session',
  summary: 'Who is signed in (null when nobody)',
  access: 'anyone',
  answer: z.object({ user: sessionUserSchema.nullable() }),
});
export const signup = endpoint({
  method: 'POST',
  path: '/api/auth/signup',
  summary: 'Create an account and sign in; a verification e-mail is sent',
  access: 'anyone',
  body: signupSchema,
  answer: signedIn,
});
export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Sign in with username or e-mail and password',
  access: 'anyone',
  body: loginSchema,
  answer: signedIn,
});
export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'End this session',
  access: 'anyone',
  answer: okAnswer,
});
export const resendVerification = endpoint({
  method: 'POST',
  path: '/api/auth/verify-email/resend',
  summary: 'Send the verification e-mail again',
  access: 'signed in',
  answer: okMessageAnswer,
});
export const verifyEmail = endpoint({
  method: 'GET',
  path: '/api/auth/verify-email',
  summary: "The e-mail's verification link",
  access: 'anyone',
  query: z.object({ token: z.string().default('') }),
  answer: { contentType: 'redirect', description: 'To /verify-confirm, or /verify-email with the reason' },
});
export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  summary: 'E-mail a password reset link (the same answer whether or not the account exists)',
  access: 'anyone',
  body: forgotPasswordSchema,
  answer: okMessageAnswer,
});
export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: "Set a new password with the e-mail's token, and sign in",
  access: 'anyone',
  body: resetPasswordSchema,
  answer: signedIn,
});
