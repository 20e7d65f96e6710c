import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submissionTexts } from '../../../shared/submissions';
import { renderSignedIn, sampleReview, sampleSubmission } from '../../../../tests/helpers/report-pages';
import FeedbackPage from './FeedbackPage';

const renderFeedback = (answer: { status: number; body: unknown }) =>
  renderSignedIn({ path: '/feedback/s1', route: '/feedback/:id', element: <FeedbackPage /> }, answer);

describe('FeedbackPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each review's grades, centering, values, issues and explanation", async () => {
    renderFeedback({ status: 200, body: { submission: sampleSubmission([sampleReview({})]) } });
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
    renderFeedback({
      status: 200,
      body: { submission: sampleSubmission([sampleReview({ centeringFront: '57/43' })]) },
    });
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
      body: { submission: sampleSubmission([sampleReview({ centeringFront: 'looks fine', centeringBack: null })]) },
    });
    await screen.findByRole('article', { name: 'Review by Sam K.' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No issues noted.' when there are none", async () => {
    renderFeedback({ status: 200, body: { submission: sampleSubmission([sampleReview({ issues: [] })]) } });
    expect(await screen.findByText('No issues noted.')).toBeInTheDocument();
  });

  it('says the card is waiting while there is no review yet', async () => {
    renderFeedback({ status: 200, body: { submission: sampleSubmission([]) } });
    expect(await screen.findByText(/waiting for a grader/)).toBeInTheDocument();
  });

  it("says 'Submission not found.' for an unknown or foreign id", async () => {
    renderFeedback({ status: 404, body: { error: { code: 'not_found', message: submissionTexts.notFound } } });
    expect(await screen.findByRole('heading', { name: submissionTexts.notFound })).toBeInTheDocument();
  });
});
