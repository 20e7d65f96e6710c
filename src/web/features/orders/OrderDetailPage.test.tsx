import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionDetail } from '../../../shared/submissions';
import { renderSignedIn, sampleReview, sampleSubmission } from '../../../../tests/helpers/report-pages';
import OrderDetailPage from './OrderDetailPage';

const review = sampleReview({
  centeringFront: '57/43',
  issues: ['edge whitening'],
  explanation: 'Light whitening on the back edge.',
});

const noResult = { result: null, changes: [], estimate: { anticipatedGrade: 8, ceilingGrade: 9 } };

const renderDetail = (detail: SubmissionDetail) =>
  renderSignedIn({ path: '/orders/s1', route: '/orders/:id', element: <OrderDetailPage /> }, (url) => ({
    body: url.endsWith('/official-result') ? noResult : { submission: detail },
  }));

describe('OrderDetailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the report itself once the card is graded: grades, details, company verdicts, the disclaimer', async () => {
    renderDetail(sampleSubmission([review]));
    const report = await screen.findByRole('article', { name: 'Review by Sam K.' });
    expect(within(report).getByText('8')).toHaveClass('slab-grade');
    expect(within(report).getByText('Light whitening on the back edge.')).toBeInTheDocument();
    expect(within(report).getByRole('table', { name: /best grade each company/ })).toBeInTheDocument();
    expect(screen.getByText(/not an official grade/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Printable results' })).toHaveAttribute('href', '/feedback/s1');
    // The report leads; every photo sent follows it.
    const photos = screen.getByRole('heading', { name: 'Every photo you sent' });
    expect(report.compareDocumentPosition(photos) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says where the card stands before it is graded, with no report', async () => {
    renderDetail(sampleSubmission([]));
    expect(await screen.findByText('Your card is waiting for a grader.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers to submit a cancelled card again, under the reason, before the photos', async () => {
    renderDetail(sampleSubmission([], { status: 'CANCELLED', cancelReason: 'The back photo is blurred.' }));
    const again = await screen.findByRole('link', { name: 'Submit again' });
    expect(again).toHaveAttribute('href', '/submit?again=s1');
    const reason = screen.getByText('This submission was cancelled: The back photo is blurred.');
    expect(reason.compareDocumentPosition(again) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/name, identifier and photos are filled in/)).toBeInTheDocument();
  });

  it('offers no new submission for a card still waiting', async () => {
    renderDetail(sampleSubmission([]));
    await screen.findByText('Your card is waiting for a grader.');
    expect(screen.queryByRole('link', { name: 'Submit again' })).not.toBeInTheDocument();
  });
});
