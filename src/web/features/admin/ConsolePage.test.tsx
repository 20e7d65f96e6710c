import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../../tests/helpers/report-pages';
import { recorded, sampleHealth, sampleUser, type SentRequest } from '../../../../tests/helpers/staff-console';
import ConsolePage from './ConsolePage';

function renderConsole(path = '/admin') {
  const requests: SentRequest[] = [];
  renderSignedIn({ path, route: '/admin', element: <ConsolePage /> }, (url, init) => {
    recorded(requests, url, init);
    if (url.startsWith('/api/admin/users')) {
      return {
        body: {
          users: [
            sampleUser(),
            sampleUser({ id: 'u8', username: 'ada_b', firstName: 'Ada', lastName: 'Byron', disabled: true }),
          ],
        },
      };
    }
    return { body: { health: sampleHealth() } };
  });
  return requests;
}

describe('ConsolePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds people and links each to their account, the disabled marked so', async () => {
    const requests = renderConsole();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username, e-mail, support ID or card ID' }), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));

    const table = await screen.findByRole('table', { name: /2 people matching “ada”/ });
    expect(requests.map((request) => request.url)).toContain('/api/admin/users?q=ada');
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/users/u7');
    const byron = within(table).getByRole('link', { name: 'Ada Byron' });
    expect(byron).toHaveAttribute('href', '/admin/users/u8');
    expect(within(byron.closest('tr')!).getByText('Disabled')).toBeInTheDocument();
    expect(within(table).getAllByText('ada@example.com')).toHaveLength(2);
  });

  it('searches again for the query in the address, so Back returns to a search', async () => {
    renderConsole('/admin?q=ada_l');
    expect(await screen.findByRole('table', { name: /matching “ada_l”/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Username, e-mail, support ID or card ID' })).toHaveValue('ada_l');
  });

  it("shows the queue's health against the promise, and links to the other staff pages", async () => {
    renderConsole();
    const health = await screen.findByRole('region', { name: 'The queue’s health' });
    expect(within(health).getByText('4 cards')).toBeInTheDocument();
    expect(within(health).getByText(/1 h 35 min/)).toBeInTheDocument();
    expect(within(health).getByText(/1 h 10 min, over 31 results/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(within(pages).getByRole('link', { name: 'Submissions' })).toHaveAttribute('href', '/admin/submissions');
    expect(within(pages).getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/admin/audit');
  });
});
