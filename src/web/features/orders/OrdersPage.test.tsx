import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submissionTexts, type OrderSummary } from '../../../shared/submissions';
import { AuthProvider } from '../../auth';
import { useLiveCredits } from '../../live-credits';
import OrdersPage from './OrdersPage';
import { FakeEventSource } from '../../../../tests/helpers/fake-event-source';

const account = { id: 'u1', firstName: 'Ada', credits: 2, verified: true, role: 'user' };

const submission = (overrides: Partial<OrderSummary>): OrderSummary => ({
  id: '3f1c2a8e-0000-4000-8000-000000000001',
  publicId: 'GW-7K3F9Q',
  cardName: 'Charizard',
  cardNumber: '4/102',
  status: 'OPEN',
  cancelReason: null,
  createdAt: '2025-07-01T10:00:00.000Z',
  thumbnailUrl: '/api/submissions/3f1c2a8e-0000-4000-8000-000000000001/photos/front?size=thumb',
  grade: null,
  ...overrides,
});

function CreditsToo() {
  return <output>{useLiveCredits()} credits</output>;
}

function renderOrders(
  lists: OrderSummary[][],
  firstNext: string | null = null,
  olderPage: (url: string) => object = () => ({ submissions: [], next: null }),
  arrivedWith: { notice: string } | null = null,
) {
  let calls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/session') return new Response(JSON.stringify({ user: account }));
      if (url.includes('after=')) return new Response(JSON.stringify(olderPage(url)));
      const submissions = lists[Math.min(calls++, lists.length - 1)];
      return new Response(JSON.stringify({ submissions, next: firstNext }));
    }),
  );
  render(
    <MemoryRouter initialEntries={[{ pathname: '/orders', state: arrivedWith }]}>
      <AuthProvider>
        <Routes>
          <Route
            path="/orders"
            element={
              <>
                <OrdersPage />
                <CreditsToo />
              </>
            }
          />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('OrdersPage', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each submission with its photo, facts, link and status; a cancelled one with its reason', async () => {
    renderOrders([
      [
        submission({
          id: 'a',
          publicId: 'GW-AAAAAA',
          cardName: 'Pikachu',
          status: 'COMPLETE',
          grade: { anticipated: 8, ceiling: 9 },
        }),
        submission({
          id: 'b',
          publicId: 'GW-BBBBBB',
          cardName: 'Mewtwo',
          status: 'CANCELLED',
          cancelReason: 'Blurry corners',
        }),
        submission({ id: 'c', publicId: 'GW-CCCCCC', cardName: 'Blastoise', status: 'PENDING' }),
        submission({ id: 'd', publicId: 'GW-DDDDDD', cardName: 'Venusaur', status: 'OPEN' }),
      ],
    ]);
    const rows = within(await screen.findByRole('list', { name: /Your submissions/ })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Pikachu',
      'Mewtwo',
      'Blastoise',
      'Venusaur',
    ]);
    const [complete, cancelled, pending, open] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(complete).getByText('Complete')).toHaveClass('status-badge', 'complete');
    expect(within(cancelled).getByText('Cancelled')).toHaveClass('status-badge', 'cancelled');
    expect(within(cancelled).getByText(/Blurry corners/)).toBeInTheDocument();
    expect(within(pending).getByText('Being reviewed')).toHaveClass('status-badge');
    expect(within(open).getByText('Waiting for a grader')).toHaveClass('status-badge');
    // A card in the queue says how long it has waited, against the usual time; a finished one does not.
    for (const row of [pending, open])
      expect(
        within(row).getByText(/^Waiting .*; most results take 1-2 hours, up to 12 at busy times\.$/),
      ).toBeInTheDocument();
    for (const row of [complete, cancelled])
      expect(within(row).queryByText(/most results take/)).not.toBeInTheDocument();
    expect(within(complete).getByRole('img', { name: 'Front of Pikachu' })).toBeInTheDocument();
    expect(within(complete).getByRole('link', { name: 'Pikachu' })).toHaveAttribute('href', '/orders/a');
    expect(within(complete).getByText('GW-AAAAAA')).toBeInTheDocument();
    expect(within(complete).getByText('4/102')).toBeInTheDocument();
    // A graded card shows its grades on its row; the others have none to show.
    expect(within(complete).getByText('Grade 8')).toBeInTheDocument();
    expect(within(complete).getByText('ceiling 9')).toBeInTheDocument();
    for (const row of [cancelled, pending, open]) expect(within(row).queryByText(/^Grade/)).not.toBeInTheDocument();
  });

  it('says what the submit screen sent it with, announced at the top', async () => {
    renderOrders([[submission({ cardName: 'Gengar' })]], null, undefined, { notice: submissionTexts.success });
    expect(await screen.findByRole('link', { name: 'Gengar' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((region) => region.textContent === submissionTexts.success)).toBe(true);
  });

  it('says "No submissions found." with a way to submit a card', async () => {
    renderOrders([[]]);
    expect(await screen.findByText(submissionTexts.none)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit your first card' })).toHaveAttribute('href', '/submit');
  });

  it('fetches the list again when the live stream says a submission changed, over one shared stream', async () => {
    renderOrders([[], [submission({ cardName: 'Gengar' })]]);
    await screen.findByText(submissionTexts.none);
    // The stream opens once the session is known, which may be after the list has shown.
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => FakeEventSource.opened[0]!.emit('submissions', {}));
    expect(await screen.findByRole('link', { name: 'Gengar' })).toBeInTheDocument();
    act(() => FakeEventSource.opened[0]!.emit('credits', { credits: 7 }));
    expect(screen.getByText('7 credits')).toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(1); // the list and the balance share it
  });

  it('shows older orders on request, and keeps them when the newest are loaded again', async () => {
    const newest = submission({ id: 'b', cardName: 'Pikachu', createdAt: '2025-07-02T10:00:00.000Z' });
    const older = submission({ id: 'a', cardName: 'Mewtwo', createdAt: '2025-07-01T10:00:00.000Z' });
    const arrived = submission({ id: 'c', cardName: 'Gengar', createdAt: '2025-07-03T10:00:00.000Z' });
    renderOrders([[newest], [arrived, newest]], 'b', (url) => {
      expect(url).toBe('/api/submissions?after=b');
      return { submissions: [older], next: null };
    });
    await screen.findByRole('link', { name: 'Pikachu' });
    act(() => screen.getByRole('button', { name: 'Show older orders' }).click());
    await screen.findByRole('link', { name: 'Mewtwo' });
    expect(screen.queryByRole('button', { name: 'Show older orders' })).toBeNull();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => FakeEventSource.opened[0]!.emit('submissions', {}));
    await screen.findByRole('link', { name: 'Gengar' });
    const names = within(screen.getByRole('list', { name: /Your submissions/ }))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Gengar', 'Pikachu', 'Mewtwo']);
  });
});
