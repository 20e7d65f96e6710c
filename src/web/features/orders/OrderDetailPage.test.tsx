import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '../../../shared/grading';
import type { SubmissionDetail } from '../../../shared/submissions';
import { AuthProvider } from '../../auth';
import OrderDetailPage from './OrderDetailPage';

const account = { id: 'u1', firstName: 'Ada', credits: 0, verified: true, role: 'user' };

const review: Review = {
  id: 'r1',
  grader: 'Sam K.',
  anticipatedGrade: 8,
  ceilingGrade: 9,
  centeringFront: '57/43',
  centeringBack: '60/40',
  rawValue: '$40',
  gradedValue: '$120',
  issues: ['edge whitening'],
  explanation: 'Light whitening on the back edge.',
  marks: [],
  timestamp: '2025-07-01T12:00:00.000Z',
};

const submission = (status: SubmissionDetail['status'], reviews: Review[]): SubmissionDetail => ({
  id: 's1',
  publicId: 'GW-7K3F9Q',
  cardName: 'Charizard',
  cardNumber: '4/102',
  status,
  cancelReason: null,
  createdAt: '2025-07-01T10:00:00.000Z',
  thumbnailUrl: null,
  photos: [],
  reviews,
});

function renderDetail(detail: SubmissionDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/auth/session'
        ? new Response(JSON.stringify({ user: account }))
        : new Response(JSON.stringify({ submission: detail })),
    ),
  );
  render(
    <MemoryRouter initialEntries={['/orders/s1']}>
      <AuthProvider>
        <Routes>
          <Route path="/orders/:id" element={<OrderDetailPage />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('OrderDetailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the report itself once the card is graded: grades, details, company verdicts, the disclaimer', async () => {
    renderDetail(submission('COMPLETE', [review]));
    const report = await screen.findByRole('article', { name: 'Review by Sam K.' });
    expect(within(report).getByText('8')).toHaveClass('slab-grade');
    expect(within(report).getByText('Light whitening on the back edge.')).toBeInTheDocument();
    expect(within(report).getByRole('table', { name: /best grade each company/ })).toBeInTheDocument();
    expect(screen.getByText(/not an official grade/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Printable results' })).toHaveAttribute('href', '/feedback/s1');
  });

  it('says where the card stands before it is graded, with no report', async () => {
    renderDetail(submission('OPEN', []));
    expect(await screen.findByText('Your card is waiting for a grader.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
