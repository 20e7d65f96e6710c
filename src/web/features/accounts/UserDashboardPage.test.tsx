import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '../../../shared/submissions';
import { FakeEventSource } from '../../../../tests/helpers/fake-event-source';
import { AuthProvider } from '../../auth';
import { PublicConfigProvider } from '../../public-config';
import UserDashboardPage from './UserDashboardPage';

const config = { howItWorksVideoUrl: '/v.webm', graderApplyUrl: '/apply', supportEmail: 'help@example.com' };

const order = (n: number, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id: `3f1c2a8e-0000-4000-8000-00000000000${n}`,
  publicId: `GW-7K3F9${n}`,
  cardName: `Card ${n}`,
  cardNumber: `${n}/102`,
  status: 'COMPLETE',
  cancelReason: null,
  createdAt: `2025-07-0${n}T10:00:00.000Z`,
  thumbnailUrl: null,
  grade: { anticipated: 9, ceiling: 10 },
  ...overrides,
});

/** The dashboard of a collector with `credits` and these latest orders; returns the list requests it made. */
function renderDashboard(credits: number, orders: OrderSummary[]) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      if (url === '/api/auth/session')
        return new Response(JSON.stringify({ user: { id: 'u1', firstName: 'Ada', credits, verified: true } }));
      return new Response(JSON.stringify({ submissions: orders, next: null }));
    }),
  );
  render(
    <MemoryRouter>
      <PublicConfigProvider value={config}>
        <AuthProvider>
          <UserDashboardPage />
        </AuthProvider>
      </PublicConfigProvider>
    </MemoryRouter>,
  );
  return requests;
}

describe('UserDashboardPage', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => vi.unstubAllGlobals());

  it('offers buying credits as the next step when the balance is empty, and the video to a newcomer', async () => {
    renderDashboard(0, []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada!' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('link', { name: 'Submit a card' })).not.toBeInTheDocument();
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
    expect(screen.getByText(/How Gradewise works: photograph/)).toBeVisible();
    expect(screen.queryByText('How Gradewise works (video)')).not.toBeInTheDocument();
  });

  it('offers sending a card with credits, and lists the latest orders with status and grade', async () => {
    const requests = renderDashboard(2, [order(3), order(2, { status: 'OPEN', grade: null }), order(1)]);
    expect(await screen.findByRole('link', { name: 'Submit a card' })).toHaveAttribute('href', '/submit');
    expect(screen.getByText('2 credits')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your latest orders, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Card 3', 'Card 2', 'Card 1']);
    expect(rows[0]).toHaveTextContent('Grade 9');
    expect(rows[1]).toHaveTextContent('Waiting for a grader');
    expect(screen.getByRole('link', { name: 'See all orders' })).toHaveAttribute('href', '/orders');
    expect(requests).toContain('/api/submissions?limit=3');
    // A returning collector's video is out of the way, one click away.
    expect(screen.getByText('How Gradewise works (video)')).toBeInTheDocument();
  });
});
