import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '../../../shared/grading';
import { submissionTexts, type SubmissionDetail } from '../../../shared/submissions';
import { AuthProvider } from '../../auth';
import FeedbackPage from './FeedbackPage';

const account = { id: 'u1', firstName: 'Ada', credits: 0, verified: true, role: 'user' };

const review = (overrides: Partial<Review>): Review => ({
  id: 'r1',
  grader: 'Sam K.',
  anticipatedGrade: 8,
  ceilingGrade: 9,
  centeringFront: '55/45',
  centeringBack: '60/40',
  rawValue: '$40',
  gradedValue: '$120',
  issues: ['edge whitening', 'a tiny print line'],
  explanation: 'Sharp corners; light whitening on the back edge.',
  marks: [],
  timestamp: '2025-07-01T12:00:00.000Z',
  ...overrides,
});

const submission = (reviews: Review[]): SubmissionDetail => ({
  id: 's1',
  publicId: 'GW-7K3F9Q',
  cardName: 'Charizard',
  cardNumber: '4/102',
  status: reviews.length ? 'COMPLETE' : 'OPEN',
  cancelReason: null,
  createdAt: '2025-07-01T10:00:00.000Z',
  thumbnailUrl: null,
  photos: [],
  reviews,
});

function renderFeedback(answer: { status: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/auth/session'
        ? new Response(JSON.stringify({ user: account }))
        : new Response(JSON.stringify(answer.body), { status: answer.status }),
    ),
  );
  render(
    <MemoryRouter initialEntries={['/feedback/s1']}>
      <AuthProvider>
        <Routes>
          <Route path="/feedback/:id" element={<FeedbackPage />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('FeedbackPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each review's grades, centering, values, issues and explanation", async () => {
    renderFeedback({ status: 200, body: { submission: submission([review({})]) } });
    const result = await screen.findByRole('article', { name: 'Review by Sam K.' });
    expect(screen.getByRole('heading', { name: 'Charizard' })).toBeInTheDocument();
    expect(screen.getByText('GW-7K3F9Q')).toBeInTheDocument();
    expect(screen.getByText(/not an official grade/)).toBeInTheDocument();
    expect(within(result).getByText('8')).toHaveClass('slab-grade');
    expect(within(result).getByText('9')).toHaveClass('slab-grade');
    for (const text of ['55/45', '60/40', '$40', '$120', 'Sam K.', 'Sharp corners; light whitening on the back edge.'])
      expect(within(result).getByText(text)).toBeInTheDocument();
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Edge whitening', 'A tiny print line']);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it("shows what each grading company's centering limits allow for the grader's splits", async () => {
    renderFeedback({ status: 200, body: { submission: submission([review({ centeringFront: '57/43' })]) } });
    const table = await screen.findByRole('table', { name: /best grade each company/ });
    const row = (company: string) =>
      within(table).getByRole('rowheader', { name: company }).closest('tr')!.textContent.replace(company, '');
    expect(row('PSA')).toBe("PSA 9*Front 57/43: 2 points past PSA 10's 55/45.");
    expect(row('SGC')).toBe('None listedSGC publishes no centering limits.');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['PSA', 'BGS', 'CGC', 'SGC', 'TAG']);
  });

  it('shows no company table when the review gives no split to judge', async () => {
    renderFeedback({
      status: 200,
      body: { submission: submission([review({ centeringFront: 'looks fine', centeringBack: null })]) },
    });
    await screen.findByRole('article', { name: 'Review by Sam K.' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No issues noted.' when there are none", async () => {
    renderFeedback({ status: 200, body: { submission: submission([review({ issues: [] })]) } });
    expect(await screen.findByText('No issues noted.')).toBeInTheDocument();
  });

  it('says the card is waiting while there is no review yet', async () => {
    renderFeedback({ status: 200, body: { submission: submission([]) } });
    expect(await screen.findByText(/waiting for a grader/)).toBeInTheDocument();
  });

  it("says 'Submission not found.' for an unknown or foreign id", async () => {
    renderFeedback({ status: 404, body: { error: { code: 'not_found', message: submissionTexts.notFound } } });
    expect(await screen.findByRole('heading', { name: submissionTexts.notFound })).toBeInTheDocument();
  });
});
