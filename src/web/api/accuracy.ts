import type * as contract from '../../shared/contract/records';
import { call, type Route } from './client';

// The public track record is a page visitors read first: its read names the route by method and path, held to the
// contract by the types, so that the page does not load the contract's schemas (docs/decisions/008, api/session.ts).
const accuracy = { method: 'GET', path: '/api/accuracy' } as const satisfies Route<typeof contract.accuracy>;

export const fetchAccuracy = () => call<typeof contract.accuracy>(accuracy);
