import * as api from '../../shared/contract/credits';
import { call } from './client';

export type { TestCheckout } from '../../shared/contract/credits';

export const startCheckout = (packId: 'single' | 'five') =>
  call(api.startCheckout, { body: { packId, requestId: crypto.randomUUID() } });

export const fulfilCheckout = (sessionId: string) => call(api.fulfilCheckout, { params: { sessionId } });

/** A page of the collector's purchases, newest first, after the one with the checkout session `after`. */
export const fetchPurchases = (after?: string) => call(api.purchases, { query: { after } });

export const fetchTestCheckout = (id: string) => call(api.testCheckout, { params: { id } });
export const completeTestCheckout = (id: string) => call(api.completeTestCheckout, { params: { id } });
export const cancelTestCheckout = (id: string) => call(api.cancelTestCheckout, { params: { id } });
