import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueEntry } from '../../../shared/grading';
import { AuthProvider } from '../../auth';
import GraderDashboardPage from './GraderDashboardPage';
import { FakeEventSource } from '../../../../tests/helpers/fake-event-source';

const account = { id: 'g1', firstName: 'Gail', credits: 0, verified: true, role: 'grader' };
const NOW = new Date('2025-07-01T12:00:00.000Z').getTime();
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const entry = (overrides: Partial<QueueEntry>): QueueEntry => ({
  id: 'a',
  publicId: 'GW-AAAAAA',
  cardName: 'Charizard',
  cardNumber: '4/102',
  status: 'OPEN',
  cancelReason: null,
  createdAt: minutesAgo(35),
  thumbnailUrl: null,
  heldBy: null,
  heldByMe: false,
  ...overrides,
});

function renderDashboard(queues: QueueEntry[][]) {
  let calls = 0;
  return renderPages(() => ({ queue: queues[Math.min(calls++, queues.length - 1)], next: null }));
}

/** The dashboard with each queue request answered by `answer(url)`; returns the queue requests made. */
function renderPages(answer: (url: string) => object) {
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
    <MemoryRouter initialEntries={['/grader-dashboard']}>
      <AuthProvider>
        <Routes>
          <Route path="/grader-dashboard" element={<GraderDashboardPage />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
  return asked;
}

const rows = async () => (await screen.findAllByRole('row')).slice(1);

describe('GraderDashboardPage', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the queue oldest first with waited time, lateness badges and who holds each card', async () => {
    renderDashboard([
      [
        entry({
          id: 'old',
          publicId: 'GW-OLDEST',
          cardName: 'Mewtwo',
          createdAt: minutesAgo(13 * 60 + 5),
          heldBy: 'Sam K.',
        }),
        entry({ id: 'mid', publicId: 'GW-MIDDLE', cardName: 'Pikachu', createdAt: minutesAgo(190), heldByMe: true }),
        entry({ id: 'new', publicId: 'GW-NEWEST', cardName: 'Eevee', createdAt: minutesAgo(35) }),
      ],
    ]);
    const [oldest, middle, newest] = (await rows()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(oldest).getByText('GW-OLDEST')).toBeInTheDocument();
    expect(within(oldest).getByRole('link', { name: 'Mewtwo' })).toHaveAttribute('href', '/review/old');
    expect(within(oldest).getByText('13 h 5 min')).toBeInTheDocument();
    expect(within(oldest).getByText('Over 12 h')).toHaveClass('late-badge', 'max');
    expect(within(oldest).getByText('Sam K.')).toBeInTheDocument();
    expect(within(middle).getByText('3 h 10 min')).toBeInTheDocument();
    expect(within(middle).getByText('Over 2 h')).toHaveClass('late-badge', 'typical');
    expect(within(middle).getByText('You')).toBeInTheDocument();
    expect(within(newest).getByText('35 min')).toBeInTheDocument();
    expect(within(newest).queryByText(/Over/)).toBeNull();
    expect(within(newest).getByText('Free')).toBeInTheDocument();
    expect(within(newest).getByText('4/102')).toBeInTheDocument();
  });

  it('ticks the waited time each minute and refetches when the queue changes', async () => {
    renderDashboard([[entry({ createdAt: minutesAgo(119) })], [entry({ cardName: 'Gengar' })]]);
    const [row] = (await rows()) as [HTMLElement];
    expect(within(row).getByText('1 h 59 min')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(within(row).getByText('2 h 1 min')).toBeInTheDocument();
    expect(within(row).getByText('Over 2 h')).toBeInTheDocument();
    act(() => FakeEventSource.opened[0]!.emit('queue', {}));
    expect(await screen.findByRole('link', { name: 'Gengar' })).toBeInTheDocument();
  });

  it('applies each change the stream sends, without fetching the queue again', async () => {
    const asked = renderPages(() => ({
      queue: [entry({ id: 'a', cardName: 'Mewtwo', createdAt: minutesAgo(90) }), entry({ id: 'b', cardName: 'Eevee' })],
      next: null,
    }));
    await screen.findByRole('link', { name: 'Eevee' });
    // The stream opens once the session is known, which may come after the list.
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    act(() => stream.emit('queue', { id: 'b', entry: null }));
    expect(screen.queryByRole('link', { name: 'Eevee' })).toBeNull();
    act(() =>
      stream.emit('queue', { id: 'c', entry: entry({ id: 'c', cardName: 'Gengar', createdAt: minutesAgo(1) }) }),
    );
    act(() =>
      stream.emit('queue', {
        id: 'a',
        entry: entry({ id: 'a', cardName: 'Mewtwo', createdAt: minutesAgo(90), heldBy: 'Sam K.' }),
      }),
    );
    const [first, second] = (await rows()) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Sam K.')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Gengar' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/grading/queue']);
  });

  it('shows the queue a page at a time', async () => {
    vi.useRealTimers();
    renderPages((url) =>
      url.endsWith('after=a')
        ? { queue: [entry({ id: 'b', cardName: 'Eevee' })], next: null }
        : { queue: [entry({ id: 'a', cardName: 'Mewtwo', createdAt: minutesAgo(90) })], next: 'a' },
    );
    await screen.findByRole('link', { name: 'Mewtwo' });
    act(() => screen.getByRole('button', { name: 'Show more of the queue' }).click());
    expect(await screen.findByRole('link', { name: 'Eevee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more of the queue' })).toBeNull();
  });

  it('says when nothing is waiting', async () => {
    renderDashboard([[]]);
    expect(await screen.findByText('No submissions are waiting for review.')).toBeInTheDocument();
  });
});
