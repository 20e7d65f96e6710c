import * as api from '../../shared/contract/accounts';
import type { BodyOf, ReceivedOf } from '../../shared/contract/endpoint';
import { call } from './client';

/** A new session: who is signed in and where to go. */
export type SignedIn = ReceivedOf<typeof api.login>;

export const signUp = (body: BodyOf<typeof api.signup>) => call(api.signup, { body });
export const logIn = (body: BodyOf<typeof api.login>) => call(api.login, { body });
export const resendVerification = () => call(api.resendVerification);
export const requestPasswordReset = (identifier: string) => call(api.forgotPassword, { body: { identifier } });
export const resetPassword = (body: BodyOf<typeof api.resetPassword>) => call(api.resetPassword, { body });
