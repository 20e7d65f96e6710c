import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditTexts } from '../../../shared/credits';
import { renderSignedIn } from '../../../../tests/helpers/report-pages';
import { recorded, samplePurchase, type SentRequest } from '../../../../tests/helpers/staff-console';
import PurchaseHistoryPage from './PurchaseHistoryPage';

const NEWER = samplePurchase({ sessionId: 'cs_test_2', productName: '1 Credit', amountTotal: 399 });
const OLDER = samplePurchase({ sessionId: 'cs_test_1', createdAt: '2025-05-02T09:00:00.000Z' });

function renderHistory(pages: Record<string, { purchases: unknown[]; next: string | null }>) {
  const requests: SentRequest[] = [];
  renderSignedIn(
    { path: '/purchase-history', route: '/purchase-history', element: <PurchaseHistoryPage /> },
    (url, init) => {
      recorded(requests, url, init);
      return { body: pages[new URL(url, 'http://localhost').searchParams.get('after') ?? 'first'] };
    },
  );
  return requests;
}

describe('PurchaseHistoryPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the newest purchases, and the older ones on "Show older purchases" until there are none', async () => {
    const requests = renderHistory({
      first: { purchases: [NEWER], next: 'cs_test_2' },
      cs_test_2: { purchases: [OLDER], next: null },
    });
    await screen.findByRole('table', { name: 'Your purchases, newest first' });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show older purchases' }));
    expect(await screen.findByText('$14.99')).toBeInTheDocument();
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Date'),
      expect.stringContaining('1 Credit'),
      expect.stringContaining('5 Credits'),
    ]);
    expect(requests.map((request) => request.url)).toEqual([
      '/api/credits/purchases',
      '/api/credits/purchases?after=cs_test_2',
    ]);
    expect(screen.queryByRole('button', { name: 'Show older purchases' })).toBeNull();
  });

  it('says there are none, with the way to the shop', async () => {
    renderHistory({ first: { purchases: [], next: null } });
    expect(await screen.findByText(creditTexts.noPurchases)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/shop');
  });
});
