import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../../tests/helpers/report-pages';
import { recorded, type SentRequest } from '../../../../tests/helpers/staff-console';
import AuditPage from './AuditPage';

const entry = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  at: `2026-11-0${n}T10:00:00.000Z`,
  actor: 'Ada Admin (ada)',
  action: `action ${n}`,
  target: 'user sam',
  reason: `reason ${n}`,
});

describe('AuditPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the newest entries, and the older ones on "Show older entries" until there are none', async () => {
    const requests: SentRequest[] = [];
    renderSignedIn({ path: '/admin/audit', route: '/admin/audit', element: <AuditPage /> }, (url, init) => {
      recorded(requests, url, init);
      return url.includes('after=')
        ? { body: { entries: [entry(1)], next: null } }
        : { body: { entries: [entry(3), entry(2)], next: entry(2).id } };
    });
    await screen.findByRole('table', { name: 'Staff actions, newest first' });
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('When'),
      expect.stringContaining('action 3'),
      expect.stringContaining('action 2'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    await screen.findByText('action 1');
    expect(requests.at(-1)!.url).toContain(`after=${entry(2).id}`);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });
});
