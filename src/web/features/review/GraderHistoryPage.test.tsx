import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../../shared/grading';
import { AuthProvider } from '../../auth';
import GraderHistoryPage from './GraderHistoryPage';
import { FakeEventSource } from '../../../../tests/helpers/fake-event-source';

const account = { id: 'g1', firstName: 'Gail', credits: 0, verified: true, role: 'grader' };

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: 'a',
  publicId: 'GW-AAAAAA',
  cardName: 'Charizard',
  cardNumber: '4/102',
  status: 'COMPLETE',
  cancelReason: null,
  createdAt: '2025-07-01T09:00:00.000Z',
  closedAt: '2025-07-01T10:00:00.000Z',
  thumbnailUrl: null,
  grade: { anticipated: 8, ceiling: 9 },
  ...overrides,
});

/** The page with each history request answered by `answer(url)`; returns the requests made. */
function renderHistory(answer: (url: string) => object) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/session') return new Response(JSON.stringify({ user: account }));
      asked.push(url);
      return new Response(JSON.stringify(answer(url)));
    }),
  );
  render(
    <MemoryRouter initialEntries={['/grader-history']}>
      <AuthProvider>
        <Routes>
          <Route path="/grader-history" element={<GraderHistoryPage />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
  return asked;
}

const rows = async () => (await screen.findAllByRole('row')).slice(1);

describe('GraderHistoryPage', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the reviews newest first with the grades given or the cancellation, each linked to its results', async () => {
    renderHistory(() => ({
      history: [
        entry({ id: 'new', publicId: 'GW-NEWEST', cardName: 'Mewtwo', closedAt: '2025-07-01T11:00:00.000Z' }),
        entry({
          id: 'old',
          publicId: 'GW-OLDEST',
          cardName: 'Eevee',
          cardNumber: '51/64',
          status: 'CANCELLED',
          grade: null,
          cancelReason: 'Blurry photos',
        }),
      ],
      next: null,
    }));
    expect(screen.getByRole('heading', { name: 'My Reviews' })).toBeInTheDocument();
    const [graded, cancelled] = (await rows()) as [HTMLElement, HTMLElement];
    expect(within(graded).getByRole('link', { name: 'Mewtwo' })).toHaveAttribute('href', '/feedback/new');
    expect(within(graded).getByText('GW-NEWEST')).toBeInTheDocument();
    expect(within(graded).getByText('Grade 8, ceiling 9')).toBeInTheDocument();
    expect(within(graded).getByRole('time')).toHaveAttribute('datetime', '2025-07-01T11:00:00.000Z');
    expect(within(cancelled).getByRole('link', { name: 'Eevee' })).toHaveAttribute('href', '/feedback/old');
    expect(within(cancelled).getByText('51/64')).toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).getByText('Blurry photos')).toBeInTheDocument();
  });

  it('shows older reviews a page at a time, in the order they were done', async () => {
    renderHistory((url) =>
      url.endsWith('after=b')
        ? { history: [entry({ id: 'c', cardName: 'Gengar', closedAt: '2025-07-01T08:00:00.000Z' })], next: null }
        : {
            history: [
              entry({ id: 'a', cardName: 'Mewtwo', closedAt: '2025-07-01T10:00:00.000Z' }),
              // Submitted first, reviewed later: the time of the review orders the list.
              entry({
                id: 'b',
                cardName: 'Eevee',
                createdAt: '2025-06-01T00:00:00.000Z',
                closedAt: '2025-07-01T09:30:00.000Z',
              }),
            ],
            next: 'b',
          },
    );
    await screen.findByRole('link', { name: 'Eevee' });
    act(() => screen.getByRole('button', { name: 'Show older reviews' }).click());
    await screen.findByRole('link', { name: 'Gengar' });
    expect((await rows()).map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Mewtwo',
      'Eevee',
      'Gengar',
    ]);
    expect(screen.queryByRole('button', { name: 'Show older reviews' })).toBeNull();
  });

  it('reads the first page again when a card leaves the queue, and not for changes within it', async () => {
    let calls = 0;
    const asked = renderHistory(() =>
      calls++ === 0 ? { history: [], next: null } : { history: [entry({ cardName: 'Gengar' })], next: null },
    );
    expect(await screen.findByText('You have not reviewed or cancelled any submissions yet.')).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    act(() => stream.emit('queue', { id: 'q', entry: { id: 'q', cardName: 'Queued' } }));
    expect(asked).toEqual(['/api/grading/history']);
    act(() => stream.emit('queue', { id: 'a', entry: null }));
    expect(await screen.findByRole('link', { name: 'Gengar' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/grading/history', '/api/grading/history']);
  });
});
