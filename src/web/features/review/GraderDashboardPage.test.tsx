import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueEntry } from '../../../shared/grading';
import { trackRecord } from '../../../shared/track-record';
import { AuthProvider } from '../../auth';
import GraderDashboardPage from './GraderDashboardPage';
import { FakeEventSource } from '../../../../tests/helpers/fake-event-source';

const account = { id: 'g1', firstName: 'Gail', credits: 0, verified: true, role: 'grader' };
const NOW = new Date('2025-07-01T12:00:00.000Z').getTime();
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const emptyRecord = trackRecord([]);

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
  extraPhotos: 0,
  ...overrides,
});

function renderDashboard(queues: QueueEntry[][]) {
  let calls = 0;
  return renderPages(() => ({ queue: queues[Math.min(calls++, queues.length - 1)], next: null }));
}

/** Where the page is, as the address bar would show it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

/** The dashboard with each queue request answered by `answer(url)`; returns the queue requests made. */
function renderPages(answer: (url: string) => object, path = '/grader-dashboard') {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/session') return new Response(JSON.stringify({ user: account }));
      if (url === '/api/grading/record') return new Response(JSON.stringify({ record: emptyRecord }));
      asked.push(url);
      return new Response(JSON.stringify(answer(url)));
    }),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <Routes>
          <Route path="/grader-dashboard" element={<GraderDashboardPage />} />
        </Routes>
        <Address />
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

  it("shows the grader's own record under the queue, and says when it has no results yet", async () => {
    renderDashboard([[]]);
    const record = await screen.findByRole('region', { name: 'Your record' });
    expect(await within(record).findByText('No official results for your reviews yet.')).toBeInTheDocument();
  });

  describe('filters', () => {
    it('reads them from the address and asks the server for them', async () => {
      const asked = renderPages(
        () => ({ queue: [entry({ cardName: 'Mewtwo', extraPhotos: 2 })], next: null }),
        '/grader-dashboard?waited=2h&extras=with',
      );
      const [row] = (await rows()) as [HTMLElement];
      expect(within(row).getByText('2 extra photos')).toBeInTheDocument();
      expect(asked).toEqual(['/api/grading/queue?waited=2h&extras=with']);
      expect(screen.getByRole('combobox', { name: 'Waiting' })).toHaveValue('2h');
      expect(screen.getByRole('combobox', { name: 'Extra photos' })).toHaveValue('with');
    });

    it('ignores a value the server would refuse', async () => {
      const asked = renderPages(() => ({ queue: [], next: null }), '/grader-dashboard?waited=3h&extras=all');
      expect(await screen.findByText('No submissions are waiting for review.')).toBeInTheDocument();
      expect(asked).toEqual(['/api/grading/queue']);
      expect(screen.getByRole('combobox', { name: 'Waiting' })).toHaveValue('');
    });

    it('puts a chosen filter in the address and loads the queue under it', async () => {
      vi.useRealTimers();
      const asked = renderPages((url) =>
        url.includes('extras=without')
          ? { queue: [], next: null }
          : { queue: [entry({ cardName: 'Mewtwo', extraPhotos: 1 })], next: null },
      );
      await screen.findByRole('link', { name: 'Mewtwo' });
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Extra photos' }), 'Without extra photos');
      expect(await screen.findByText('No waiting submissions match these filters.')).toBeInTheDocument();
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Waiting' }), 'Over 1 hour');
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
        '/grader-dashboard?extras=without&waited=1h',
      );
      await vi.waitFor(() =>
        expect(asked).toEqual([
          '/api/grading/queue',
          '/api/grading/queue?extras=without',
          '/api/grading/queue?waited=1h&extras=without',
        ]),
      );
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Extra photos' }), 'Any');
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/grader-dashboard?waited=1h');
    });

    it('drops a changed entry that no longer fits, and adds only new ones that do', async () => {
      renderPages(
        () => ({ queue: [entry({ id: 'a', cardName: 'Mewtwo', createdAt: minutesAgo(90) })], next: null }),
        '/grader-dashboard?waited=1h',
      );
      await screen.findByRole('link', { name: 'Mewtwo' });
      await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      const stream = FakeEventSource.opened[0]!;
      // Just arrived: it has not waited an hour, so it stays out of this list.
      act(() =>
        stream.emit('queue', { id: 'n', entry: entry({ id: 'n', cardName: 'Eevee', createdAt: minutesAgo(1) }) }),
      );
      act(() =>
        stream.emit('queue', { id: 'o', entry: entry({ id: 'o', cardName: 'Gengar', createdAt: minutesAgo(200) }) }),
      );
      expect(screen.queryByRole('link', { name: 'Eevee' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Gengar' })).toBeInTheDocument();
    });

    it('drops an entry that changed so that it no longer fits the extra-photos filter', async () => {
      renderPages(
        () => ({ queue: [entry({ id: 'a', cardName: 'Mewtwo', extraPhotos: 1 })], next: null }),
        '/grader-dashboard?extras=with',
      );
      await screen.findByRole('link', { name: 'Mewtwo' });
      await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      act(() =>
        FakeEventSource.opened[0]!.emit('queue', {
          id: 'a',
          entry: entry({ id: 'a', cardName: 'Mewtwo', extraPhotos: 0 }),
        }),
      );
      expect(screen.queryByRole('link', { name: 'Mewtwo' })).toBeNull();
    });

    it('reads the first page again each minute while an age filter is on, as cards come to have waited long enough', async () => {
      let calls = 0;
      renderPages(
        () =>
          calls++ === 0
            ? { queue: [], next: null }
            : { queue: [entry({ cardName: 'Gengar', createdAt: minutesAgo(61) })], next: null },
        '/grader-dashboard?waited=1h',
      );
      expect(await screen.findByText('No waiting submissions match these filters.')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(await screen.findByRole('link', { name: 'Gengar' })).toBeInTheDocument();
    });
  });
});
