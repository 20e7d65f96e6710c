import type { SessionUser, SignupInput } from '../../shared/accounts';
import { requestJson } from './client';

export type SignedIn = { user: SessionUser; next: string };

export const fetchSession = () => requestJson<{ user: SessionUser | null }>('GET', '/api/auth/session');
export const signUp = (input: SignupInput) => requestJson<SignedIn>('POST', '/api/auth/signup', input);
export const logIn = (input: { identifier: string; password: string }) =>
  requestJson<SignedIn>('POST', '/api/auth/login', input);
export const logOut = () => requestJson<{ ok: true }>('POST', '/api/auth/logout', {});
export const resendVerification = () =>
  requestJson<{ ok: true; message: string }>('POST', '/api/auth/verify-email/resend', {});
export const requestPasswordReset = (identifier: string) =>
  requestJson<{ ok: true; message: string }>('POST', '/api/auth/forgot-password', { identifier });
export const resetPassword = (input: { token: string; password: string; confirmPassword: string }) =>
  requestJson<SignedIn>('POST', '/api/auth/reset-password', input);
