import type * as contract from '../../shared/contract/accounts';
import { call, type Route } from './client';

// Every page asks who is signed in and offers to log out, so these two name their routes without the contract's
// schemas (see Route); the other account calls, on their own pages, use the contract itself (api/auth.ts).
const session = { method: 'GET', path: '/api/auth/session' } as const satisfies Route<typeof contract.session>;
const logout = { method: 'POST', path: '/api/auth/logout' } as const satisfies Route<typeof contract.logout>;

export const fetchSession = () => call<typeof contract.session>(session);
export const logOut = () => call<typeof contract.logout>(logout);
