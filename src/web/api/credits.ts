import type { CheckoutStatus, Purchase } from '../../shared/credits';
import { requestJson } from './client';

export const startCheckout = (packId: 'single' | 'five') =>
  requestJson<{ url: string }>('POST', '/api/credits/checkout', { packId, requestId: crypto.randomUUID() });

export const fulfilCheckout = (sessionId: string) =>
  requestJson<CheckoutStatus>('POST', `/api/credits/checkout/${encodeURIComponent(sessionId)}/fulfil`, {});

export const fetchPurchases = () => requestJson<{ purchases: Purchase[] }>('GET', '/api/credits/purchases');

export type TestCheckout = { id: string; productName: string; credits: number; amountTotal: number; status: string };

export const fetchTestCheckout = (id: string) =>
  requestJson<TestCheckout>('GET', `/api/test-checkout/${encodeURIComponent(id)}`);
export const completeTestCheckout = (id: string) =>
  requestJson<{ url: string }>('POST', `/api/test-checkout/${encodeURIComponent(id)}/complete`, {});
export const cancelTestCheckout = (id: string) =>
  requestJson<{ url: string }>('POST', `/api/test-checkout/${encodeURIComponent(id)}/cancel`, {});
