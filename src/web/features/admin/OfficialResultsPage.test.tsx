import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { officialResultTexts } from '../../../shared/official-results';
import type { StaffResult } from '../../api/records';
import { renderSignedIn } from '../../../../tests/helpers/report-pages';
import OfficialResultsPage from './OfficialResultsPage';

const pending: StaffResult = {
  id: 'or1',
  submissionId: 's1',
  company: 'BGS',
  companyName: null,
  grade: '9.5',
  qualifier: null,
  tagScore: null,
  certificate: '0012345678',
  gradedOn: '2025-07-01',
  centeringSubgrade: 9,
  centeringNote: null,
  hasLabelPhoto: true,
  status: 'pending',
  rejectReason: null,
  updatedAt: '2025-07-02T10:00:00.000Z',
  publicId: 'GW-7K3F9Q',
  cardName: 'Charizard',
  cardNumber: '4/102',
  anticipatedGrade: 9,
  ceilingGrade: 10,
  reportedBy: 'Ada L.',
  changes: [{ at: '2025-07-02T10:00:00.000Z', by: 'Ada L.', what: 'BGS 9.5, certificate 0012345678' }],
};

/** The staff page over one pending result, which a rejection takes out of the list; returns the requests made. */
function renderPage() {
  const requests: { url: string; body: unknown }[] = [];
  let rejected = false;
  renderSignedIn(
    { path: '/admin/official-results', route: '/admin/official-results', element: <OfficialResultsPage /> },
    (url, init) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/reject')) {
        rejected = true;
        return { body: { ok: true, message: officialResultTexts.rejected } };
      }
      return { body: { results: rejected ? [] : [pending] } };
    },
  );
  return requests;
}

describe('OfficialResultsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a reported result beside our estimate, with its label photo and changes', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: /Charizard/ });
    expect(within(card).getByText('BGS 9.5')).toBeInTheDocument();
    expect(within(card).getByText('9 (ceiling 10)')).toBeInTheDocument();
    expect(within(card).getByText('Ada L.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Open the label photo full size/ })).toHaveAttribute(
      'href',
      '/api/official-results/or1/label?v=2025-07-02T10%3A00%3A00.000Z',
    );
    expect(within(card).getByText(/BGS 9.5, certificate 0012345678/)).toBeInTheDocument();
  });

  it('asks for a reason before rejecting, then rejects and reads the list again', async () => {
    const requests = renderPage();
    const card = await screen.findByRole('article', { name: /Charizard/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Reject the result' }));
    const reason = within(card).getByRole('textbox', { name: 'Reason for rejecting' });
    expect(within(card).getByRole('alert')).toHaveTextContent(officialResultTexts.rejectReasonRequired);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.url.endsWith('/reject'))).toEqual([]);

    await userEvent.type(reason, 'The label shows a 9, not a 9.5.');
    await userEvent.click(within(card).getByRole('button', { name: 'Reject the result' }));
    expect(await screen.findByText(officialResultTexts.rejected)).toBeInTheDocument();
    expect(requests).toContainEqual({
      url: '/api/staff/official-results/or1/reject',
      body: { reason: 'The label shows a 9, not a 9.5.' },
    });
    expect(await screen.findByText('No reported results are waiting to be checked.')).toBeInTheDocument();
  });
});
