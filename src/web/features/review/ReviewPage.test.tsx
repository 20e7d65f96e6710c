import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gradingTexts } from '../../../shared/grading';
import { markTexts } from '../../../shared/marks';
import type { SubmissionDetail } from '../../../shared/submissions';
import { AuthProvider } from '../../auth';
import ReviewPage from './ReviewPage';

const account = { id: 'g1', firstName: 'Gail', credits: 0, verified: true, role: 'grader' };

const submission: SubmissionDetail = {
  id: 's1',
  publicId: 'GW-7K3F9Q',
  cardName: 'Charizard',
  cardNumber: '4/102',
  status: 'PENDING',
  cancelReason: null,
  createdAt: '2025-07-01T10:00:00.000Z',
  thumbnailUrl: null,
  reviews: [],
  photos: ['Front', 'Back'].map((label) => ({
    key: label.toLowerCase(),
    label,
    thumbUrl: `/photos/${label}?size=thumb`,
    url: `/photos/${label}?size=display`,
    fullUrl: `/photos/${label}?size=full`,
    width: 800,
    height: 1100,
  })),
};

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });

/** Answers the claim with `claim`, and each later POST by its last path part. */
function renderReview(
  claim: { heldBy: string | null; status?: SubmissionDetail['status'] },
  answers: Record<string, Answer> = {},
  card: SubmissionDetail = submission,
) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/session') return new Response(JSON.stringify({ user: account }));
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const action = url.split('/').at(-1)!;
      const answer =
        action === 'claim'
          ? ok({
              submission: { ...card, status: claim.status ?? 'PENDING' },
              heldBy: claim.heldBy,
              heldByMe: !claim.heldBy,
            })
          : (answers[action] ?? ok({ ok: true }));
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  render(
    <MemoryRouter initialEntries={['/review/s1']}>
      <AuthProvider>
        <Routes>
          <Route path="/review/:submissionId" element={<ReviewPage />} />
          <Route path="/grader-dashboard" element={<h1>Queue page</h1>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
  return { calls, events: userEvent.setup() };
}

describe('ReviewPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('claims on open and shows the card, its photos and the centering tool link for the shown photo', async () => {
    const { calls, events } = renderReview({ heldBy: null });
    expect(await screen.findByRole('heading', { name: 'Charizard' })).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/grading/submissions/s1/claim');
    expect(screen.getByText('GW-7K3F9Q')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Open in centering tool/ });
    expect(link).toHaveAttribute('href', `/centering-tool?img=${encodeURIComponent('/photos/Front?size=display')}`);
    expect(link).toHaveAttribute('target', '_blank');
    await events.keyboard('2');
    expect(screen.getByRole('link', { name: /Open in centering tool/ })).toHaveAttribute(
      'href',
      `/centering-tool?img=${encodeURIComponent('/photos/Back?size=display')}`,
    );
  });

  it('asks for both grades, then for the custom note, before sending', async () => {
    const { calls, events } = renderReview({ heldBy: null });
    await events.click(await screen.findByRole('button', { name: 'Complete Review' }));
    expect(screen.getByText(gradingTexts.gradesRequired)).toBeInTheDocument();
    await events.selectOptions(screen.getByLabelText('Anticipated grade'), '8');
    await events.selectOptions(screen.getByLabelText('Ceiling grade'), '9');
    await events.click(screen.getByLabelText('Custom issue'));
    await events.click(screen.getByRole('button', { name: 'Complete Review' }));
    expect(screen.getByText(gradingTexts.customNoteRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(1); // only the claim
  });

  it('refuses a ceiling under the anticipated grade, on the ceiling, before sending', async () => {
    const { calls, events } = renderReview({ heldBy: null });
    await events.selectOptions(await screen.findByLabelText('Anticipated grade'), '9');
    await events.selectOptions(screen.getByLabelText('Ceiling grade'), '8');
    await events.click(screen.getByRole('button', { name: 'Complete Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent(gradingTexts.ceilingBelowAnticipated);
    expect(screen.getByLabelText('Ceiling grade')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Anticipated grade')).toHaveAttribute('aria-invalid', 'false');
    expect(calls).toHaveLength(1); // only the claim
  });

  it('sends the review with the exact issue strings and says it was submitted', async () => {
    const { calls, events } = renderReview(
      { heldBy: null },
      { review: ok({ ok: true, message: gradingTexts.reviewSubmitted }) },
    );
    await events.selectOptions(await screen.findByLabelText('Anticipated grade'), '8');
    await events.selectOptions(screen.getByLabelText('Ceiling grade'), '9');
    await events.type(screen.getByLabelText('Centering front'), '55/45');
    await events.click(screen.getByLabelText('Edge whitening'));
    await events.type(screen.getByLabelText('Explanation'), 'Clean surface.');
    // A ticked issue needs a mark (or the explanation's word for it): refused first, then marked from the keyboard.
    await events.click(screen.getByRole('button', { name: 'Complete Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent(markTexts.unmarked('edge whitening'));
    await events.click(screen.getByRole('button', { name: 'Mark the middle of the Front' }));
    const mark = screen.getByRole('listitem', { name: 'Mark 1: Edge whitening on the Front' });
    await events.type(within(mark).getByLabelText('Note'), 'top edge');
    await events.clear(within(mark).getByLabelText('From the left (%)'));
    await events.type(within(mark).getByLabelText('From the left (%)'), '25');
    await events.click(screen.getByRole('button', { name: 'Complete Review' }));
    // First the report as the collector will see it: nothing is sent until the grader confirms.
    const preview = screen.getByRole('region', { name: 'Check the report before you send it' });
    expect(within(preview).getByRole('heading', { name: 'Check the report before you send it' })).toHaveFocus();
    expect(within(preview).getByText('Clean surface.')).toBeInTheDocument();
    expect(within(preview).getByRole('table', { name: /best grade each company/ })).toBeInTheDocument();
    expect(calls).toHaveLength(1); // only the claim
    await events.click(within(preview).getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(gradingTexts.reviewSubmitted)).toBeInTheDocument();
    expect(screen.getByText('Complete')).toHaveClass('status-badge');
    expect(calls.at(-1)).toMatchObject({
      url: '/api/grading/submissions/s1/review',
      body: {
        anticipatedGrade: 8,
        ceilingGrade: 9,
        centeringFront: '55/45',
        issues: ['edge whitening'],
        explanation: 'Clean surface.',
        marks: [{ photoKey: 'front', x: 200, y: 550, width: 0, height: 0, issue: 'edge whitening', note: 'top edge' }],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Queue page' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('proposes the measured centering with its boxes, drawn on the preview; a figure typed over it leaves them out', async () => {
    // Measured on the full rendering, twice the display's size: borders of 120 and 80 across (60/40), 100 down.
    const outer = { x: 200, y: 200, width: 1200, height: 1700 };
    const inner = { x: 320, y: 300, width: 1000, height: 1500 };
    const measured = {
      ok: true as const,
      ...{ outer, inner, lPct: 60, rPct: 40, tPct: 50, bPct: 50, angleDeg: 0.5, confidence: 0.9 },
      ...{ imageWidth: 1600, imageHeight: 2200, measuredAt: '2026-11-22T12:00:00.000Z' },
    };
    const { calls, events } = renderReview({ heldBy: null }, {}, { ...submission, centering: { front: measured } });
    const field = await screen.findByLabelText('Centering front');
    expect(field).toHaveValue('60/40');
    expect(field).toHaveAccessibleDescription('Its boxes go on the report.');
    await events.selectOptions(screen.getByLabelText('Anticipated grade'), '8');
    await events.selectOptions(screen.getByLabelText('Ceiling grade'), '9');
    await events.click(screen.getByRole('button', { name: 'Complete Review' }));
    const preview = screen.getByRole('region', { name: 'Check the report before you send it' });
    expect(within(preview).getByRole('img', { name: 'Front, with its centering boxes' })).toBeInTheDocument();
    expect(within(preview).getByText('Left/right 60/40 · top/bottom 50/50')).toBeInTheDocument();

    await events.click(within(preview).getByRole('button', { name: 'Back to editing' }));
    await events.clear(screen.getByLabelText('Centering front'));
    await events.type(screen.getByLabelText('Centering front'), '62/38');
    expect(screen.getByLabelText('Centering front')).toHaveAccessibleDescription('Drawn on the report once measured.');
    await events.click(screen.getByRole('button', { name: 'Complete Review' }));
    expect(screen.queryByText(/Left\/right/)).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Send review' }));
    await screen.findByRole('heading', { name: 'Queue page' }, { timeout: 3000 });
    expect(calls.at(-1)!.body).toMatchObject({ centeringFront: '62/38', centeringDrawings: {} });
  });

  it('goes back to the form from the preview with every field as it was', async () => {
    const { calls, events } = renderReview({ heldBy: null });
    await events.selectOptions(await screen.findByLabelText('Anticipated grade'), '7');
    await events.selectOptions(screen.getByLabelText('Ceiling grade'), '8');
    await events.type(screen.getByLabelText('Explanation'), 'Soft corners.');
    await events.click(screen.getByRole('button', { name: 'Complete Review' }));
    await events.click(screen.getByRole('button', { name: 'Back to editing' }));
    expect(screen.getByLabelText('Anticipated grade')).toHaveValue('7');
    expect(screen.getByLabelText('Explanation')).toHaveValue('Soft corners.');
    expect(calls).toHaveLength(1); // only the claim
  });

  it("shows the server's words when the review is refused", async () => {
    const refused = {
      status: 409,
      body: { error: { code: 'already_reviewed', message: gradingTexts.alreadyReviewed } },
    };
    const { events } = renderReview({ heldBy: null }, { review: refused });
    await events.selectOptions(await screen.findByLabelText('Anticipated grade'), '7');
    await events.selectOptions(screen.getByLabelText('Ceiling grade'), '8');
    await events.click(screen.getByRole('button', { name: 'Complete Review' }));
    await events.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(gradingTexts.alreadyReviewed);
  });

  it('warns in red when another grader holds it, and keeps Complete Review disabled', async () => {
    renderReview({ heldBy: 'Sam K.' });
    expect(await screen.findByRole('alert')).toHaveTextContent(gradingTexts.heldByOther('Sam K.'));
    expect(screen.getByRole('alert')).toHaveClass('notice', 'error');
    expect(screen.getByRole('button', { name: 'Complete Review' })).toBeDisabled();
  });

  it('shows no form for a closed submission', async () => {
    renderReview({ heldBy: null, status: 'COMPLETE' });
    expect(await screen.findByText(gradingTexts.closed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Review' })).toBeNull();
  });

  it('needs a reason to cancel, then refunds; a refusal reads as a cancel error', async () => {
    const { calls, events } = renderReview(
      { heldBy: null },
      { cancel: ok({ ok: true, message: gradingTexts.cancelled }) },
    );
    await events.click(await screen.findByRole('button', { name: 'Cancel submission' }));
    await events.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(screen.getByText(gradingTexts.reasonRequired)).toBeInTheDocument();
    await events.type(screen.getByLabelText('Reason for cancellation'), 'Blurry corners');
    await events.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(gradingTexts.cancelled)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ url: '/api/grading/submissions/s1/cancel', body: { reason: 'Blurry corners' } });
    // The status says so at once, not 'Being reviewed' until the queue's next update.
    expect(screen.getByText('Cancelled')).toHaveClass('status-badge');
  });

  it('words a failed cancel with the server message', async () => {
    const closed = { status: 409, body: { error: { code: 'closed', message: 'Already closed.' } } };
    const { events } = renderReview({ heldBy: null }, { cancel: closed });
    await events.click(await screen.findByRole('button', { name: 'Cancel submission' }));
    await events.type(screen.getByLabelText('Reason for cancellation'), 'Duplicate');
    await events.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(gradingTexts.cancelError('Already closed.'))).toBeInTheDocument();
  });

  it('forfeits and goes back to the queue', async () => {
    const { calls, events } = renderReview({ heldBy: null });
    await events.click(await screen.findByRole('button', { name: 'Forfeit' }));
    expect(await screen.findByRole('heading', { name: 'Queue page' })).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/grading/submissions/s1/forfeit');
  });
});
