import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../../tests/helpers/report-pages';
import UnsubscribePage from './UnsubscribePage';

const STOPPED = 'You will get no more reminders.';

function renderPage(path: string, answer: { status?: number; body: unknown }) {
  const posted: unknown[] = [];
  renderSignedIn({ path, route: '/reminders/unsubscribe', element: <UnsubscribePage /> }, (_url, init) => {
    posted.push(JSON.parse(String(init?.body)));
    return answer;
  });
  return posted;
}

describe('UnsubscribePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stops nothing by being opened, and the reminders with one press', async () => {
    const posted = renderPage('/reminders/unsubscribe?token=t0k3n', { body: { ok: true, message: STOPPED } });
    const stop = await screen.findByRole('button', { name: 'Stop reminders' });
    expect(posted).toEqual([]);
    await userEvent.click(stop);
    expect(await screen.findByText(STOPPED)).toBeInTheDocument();
    expect(posted).toEqual([{ token: 't0k3n' }]);
  });

  it("says the server's words when it refuses", async () => {
    renderPage('/reminders/unsubscribe?token=old', {
      status: 400,
      body: { error: { code: 'invalid', message: 'This unsubscribe link is not valid.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop reminders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
