import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './auth';
import { useLiveQuery, type LiveQueryOptions } from './live-query';
import { FakeEventSource } from '../../tests/helpers/fake-event-source';

const account = { id: 'u1', firstName: 'Ada', credits: 2, verified: true, role: 'user' };

/** Answers each load with the next promise the test settles by hand, in any order. */
function loads() {
  const pending: { resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

function Shown({ load, options }: { load: () => Promise<string>; options: LiveQueryOptions<string> }) {
  const query = useLiveQuery(load, options);
  const text =
    query.state === 'ready'
      ? `ready ${query.data}`
      : query.state === 'error'
        ? `error ${String(query.error)}`
        : 'loading';
  return <output>{text}</output>;
}

const show = (load: () => Promise<string>, options: LiveQueryOptions<string>) => {
  const view = render(
    <AuthProvider>
      <Shown load={load} options={options} />
    </AuthProvider>,
  );
  return (next: LiveQueryOptions<string>) =>
    view.rerender(
      <AuthProvider>
        <Shown load={load} options={next} />
      </AuthProvider>,
    );
};

const streamOpen = async () => {
  await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  return FakeEventSource.opened[0]!;
};

describe('useLiveQuery', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ user: account }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads, then loads again on each event of its topic, keeping the data shown meanwhile and on failure', async () => {
    const { load, pending } = loads();
    show(load, { topic: 'queue' });
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await act(async () => pending[0]!.resolve('one'));
    expect(screen.getByRole('status')).toHaveTextContent('ready one');

    const stream = await streamOpen();
    act(() => stream.emit('submissions'));
    act(() => stream.emit('queue'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status')).toHaveTextContent('ready one');
    await act(async () => pending[1]!.resolve('two'));
    expect(screen.getByRole('status')).toHaveTextContent('ready two');

    // By default a failed reload keeps what is shown; the next event tries again.
    act(() => stream.emit('queue'));
    await vi.waitFor(() => expect(pending).toHaveLength(3));
    await act(async () => pending[2]!.reject('blip'));
    expect(screen.getByRole('status')).toHaveTextContent('ready two');
  });

  it('lets only the latest load write, whatever order the answers come in', async () => {
    const { load, pending } = loads();
    show(load, { topic: 'queue' });
    const stream = await streamOpen();
    act(() => stream.emit('queue'));
    await vi.waitFor(() => expect(pending.length).toBeGreaterThanOrEqual(2));
    const [older, newer] = [pending.at(-2)!, pending.at(-1)!];
    await act(async () => newer.resolve('new'));
    await act(async () => older.resolve('old'));
    expect(screen.getByRole('status')).toHaveTextContent('ready new');
  });

  it('shows a failed first load, and the data once an event brings it', async () => {
    const { load, pending } = loads();
    show(load, { topic: 'queue' });
    await act(async () => pending[0]!.reject('down'));
    expect(screen.getByRole('status')).toHaveTextContent('error down');
    const stream = await streamOpen();
    act(() => stream.emit('queue'));
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('error down');
    await act(async () => pending[1]!.resolve('back'));
    expect(screen.getByRole('status')).toHaveTextContent('ready back');
  });

  it('keeps the data after a failed reload, unless told that this failure replaces it', async () => {
    const { load, pending } = loads();
    show(load, { topic: 'queue', keepOnError: (error) => error !== 'gone' });
    await act(async () => pending[0]!.resolve('one'));
    const stream = await streamOpen();
    act(() => stream.emit('queue'));
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]!.reject('blip'));
    expect(screen.getByRole('status')).toHaveTextContent('ready one');
    act(() => stream.emit('queue'));
    await vi.waitFor(() => expect(pending).toHaveLength(3));
    await act(async () => pending[2]!.reject('gone'));
    expect(screen.getByRole('status')).toHaveTextContent('error gone');
  });

  it('loads again when its key changes, and on events only when refreshIf says so', async () => {
    const { load, pending } = loads();
    const update = show(load, { topic: 'queue', key: 'a', refreshIf: () => false });
    await act(async () => pending[0]!.resolve('a'));
    const stream = await streamOpen();
    act(() => stream.emit('queue'));
    expect(load).toHaveBeenCalledTimes(1);

    update({ topic: 'queue', key: 'b', refreshIf: (shown) => shown.state === 'ready' && shown.data === 'b' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('ready a');
    await act(async () => pending[1]!.resolve('b'));
    expect(screen.getByRole('status')).toHaveTextContent('ready b');
    act(() => stream.emit('queue'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });
});
