import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../../tests/helpers/report-pages';
import { recorded, sampleHealth, sampleSubmission, type SentRequest } from '../../../../tests/helpers/staff-console';
import SubmissionsPage from './SubmissionsPage';

const submissions = [
  sampleSubmission({ id: 's1', publicId: 'GW-OPEN00000001', status: 'OPEN' }),
  sampleSubmission({ id: 's2', publicId: 'GW-PEND00000002', status: 'PENDING', heldBy: 'Sam K.' }),
  sampleSubmission({
    id: 's3',
    publicId: 'GW-DONE00000003',
    status: 'COMPLETE',
    closedAt: '2025-07-01T11:00:00.000Z',
  }),
  sampleSubmission({
    id: 's4',
    publicId: 'GW-GONE00000004',
    status: 'CANCELLED',
    closedAt: '2025-07-01T11:00:00.000Z',
  }),
];

function renderSubmissions(path = '/admin/submissions') {
  const requests: SentRequest[] = [];
  renderSignedIn({ path, route: '/admin/submissions', element: <SubmissionsPage /> }, (url, init) => {
    recorded(requests, url, init);
    if (init?.method === 'POST') return { body: { ok: true, message: 'The claim is released.' } };
    return { body: { submissions, next: null, health: sampleHealth({ oldestWaitingMinutes: 13 * 60 }) } };
  });
  return requests;
}

const rowOf = (publicId: string) => screen.getByText(publicId, { selector: 'td' }).closest('tr')!;

describe('SubmissionsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers Release only for a claimed card, and Cancel for a waiting or claimed one', async () => {
    renderSubmissions();
    await screen.findByRole('table', { name: 'Submissions' });
    const actions = (publicId: string) =>
      within(rowOf(publicId))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(actions('GW-OPEN00000001')).toEqual(['Cancel and refund GW-OPEN00000001']);
    expect(actions('GW-PEND00000002')).toEqual(['Release claim GW-PEND00000002', 'Cancel and refund GW-PEND00000002']);
    expect(actions('GW-DONE00000003')).toEqual([]);
    expect(actions('GW-GONE00000004')).toEqual([]);
    expect(within(rowOf('GW-PEND00000002')).getByText('Sam K.')).toBeInTheDocument();
    expect(screen.getByText(/a card has waited over 12 hours/)).toBeInTheDocument();
  });

  it('releases a claim with the reason asked for, and says so', async () => {
    const requests = renderSubmissions();
    await screen.findByRole('table', { name: 'Submissions' });
    await userEvent.click(within(rowOf('GW-PEND00000002')).getByRole('button', { name: /^Release claim/ }));
    const form = screen.getByRole('form', { name: 'Release the claim on GW-PEND00000002' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason for releasing the claim' }), 'Grader ill');
    await userEvent.click(within(form).getByRole('button', { name: 'Release the claim' }));

    expect(await screen.findByText('The claim is released.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { url: '/api/admin/submissions/s2/release', method: 'POST', body: { reason: 'Grader ill' } },
    ]);
    expect(screen.queryByRole('form', { name: /Release the claim/ })).not.toBeInTheDocument();
  });

  it('shows the next page of submissions under the first when asked, and the queue health once', async () => {
    const requests: SentRequest[] = [];
    renderSignedIn(
      { path: '/admin/submissions', route: '/admin/submissions', element: <SubmissionsPage /> },
      (url, init) => {
        recorded(requests, url, init);
        const later = url.includes('after=s2');
        return {
          body: {
            submissions: later ? submissions.slice(2) : submissions.slice(0, 2),
            next: later ? null : 's2',
            health: sampleHealth({ oldestWaitingMinutes: 13 * 60 }),
          },
        };
      },
    );
    await screen.findByRole('table', { name: 'Submissions' });
    expect(screen.queryByText('GW-DONE00000003', { selector: 'td' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more submissions' }));
    expect(await screen.findByText('GW-DONE00000003', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('GW-OPEN00000001', { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more submissions' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([
      '/api/admin/submissions',
      '/api/admin/submissions?after=s2',
    ]);
    expect(screen.getAllByText(/a card has waited over 12 hours/)).toHaveLength(1);
  });

  it('reads the filters from the address and asks the server for them', async () => {
    const requests = renderSubmissions('/admin/submissions?status=PENDING&olderThanHours=12');
    await screen.findByRole('table', { name: 'Submissions' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PENDING');
    expect(screen.getByRole('combobox', { name: 'Age' })).toHaveValue('12');
    expect(requests.map((request) => request.url)).toContain('/api/admin/submissions?status=PENDING&olderThanHours=12');
  });
});
