import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyReadsFor } from '../routes';
import { fetchAccuracy } from './accuracy';
import { fetchSession } from './session';
import { startEarly } from './early';
import { fetchHistory, fetchQueue } from './grading';
import { fetchSubmission, fetchSubmissions } from './submissions';

const ID = '3f1c2a8e-0000-4000-8000-000000000001';

/** The addresses `read` asks the server for, and the number of requests it made. */
async function requested(read: () => Promise<unknown>) {
  const fetch = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetch);
  await read().catch(() => undefined);
  return fetch.mock.calls.map((args) => (args as unknown[])[0]);
}

describe('early reads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are exactly the first reads of each page, so the page takes them instead of asking again', async () => {
    const first = {
      '/user-dashboard': () => fetchSubmissions(undefined, 3),
      '/orders': () => fetchSubmissions(),
      '/orders/:id': () => fetchSubmission(ID),
      '/feedback/:id': () => fetchSubmission(ID),
      // Unfiltered: the address's query (a filter) is not known to the cached document, so a filtered queue asks anew.
      '/grader-dashboard': () => fetchQueue({}),
      '/grader-history': () => fetchHistory(),
      '/accuracy': () => fetchAccuracy(),
    };
    for (const [path, read] of Object.entries(first)) {
      expect(earlyReadsFor(path, { id: ID })).toEqual(['/api/auth/session', ...(await requested(read))]);
    }
    expect(earlyReadsFor('/pricing', {})).toEqual(await requested(fetchSession));
  });

  it('are taken once: the page’s first read uses the answer already asked for, a later one asks again', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ user: null })));
    vi.stubGlobal('fetch', fetch);
    startEarly(['/api/auth/session']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await fetchSession()).toEqual({ user: null });
    expect(fetch).toHaveBeenCalledTimes(1);
    await fetchSession();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('that failed are reported to the page that takes them, as its own read would be', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    startEarly(['/api/auth/session']);
    await expect(fetchSession()).rejects.toMatchObject({ code: 'network' });
  });
});
