import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED_PHOTOS } from '../../../shared/constants';
import { againTexts } from '../../../shared/submit-again';
import { submissionTexts, type SubmissionDetail } from '../../../shared/submissions';
import { AuthProvider } from '../../auth';
import { FakeXhr } from '../../../../tests/helpers/fake-xhr';
import { account, sampleSubmission } from '../../../../tests/helpers/report-pages';
import SubmitPage from './SubmitPage';

vi.mock('heic-decode', () => ({ default: vi.fn(async () => Promise.reject(new Error('no decoder in jsdom'))) }));

const EARLIER_ID = '6f1d2c3b-0000-4000-8000-000000000001';
const cancelled = sampleSubmission([], {
  id: EARLIER_ID,
  publicId: 'GW-CANCEL',
  cardName: 'Blastoise',
  cardNumber: '2/102',
  status: 'CANCELLED',
  cancelReason: 'The back photo is blurred.',
  photos: REQUIRED_PHOTOS.map(({ key, label }) => ({
    key,
    label,
    thumbUrl: `/api/submissions/${EARLIER_ID}/photos/${key}?size=thumb`,
    url: `/api/submissions/${EARLIER_ID}/photos/${key}?size=display`,
    fullUrl: `/api/submissions/${EARLIER_ID}/photos/${key}?size=full`,
    width: 630,
    height: 880,
  })),
});

function renderAgain(earlier: SubmissionDetail = cancelled) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/auth/session'
        ? new Response(JSON.stringify({ user: { ...account, credits: 1 } }))
        : new Response(JSON.stringify({ submission: earlier })),
    ),
  );
  render(
    <MemoryRouter initialEntries={[`/submit?again=${EARLIER_ID}`]}>
      <AuthProvider>
        <Routes>
          <Route path="/submit" element={<SubmitPage />} />
          <Route path="/orders" element={<h1>Orders page</h1>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const slotOf = (label: string) => screen.getByLabelText(label, { selector: 'input' }).closest('li')!;

describe('SubmitPage, submitting a cancelled card again', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills in the card, shows the reason and every earlier photo, and sends the kept ones by key', async () => {
    const events = renderAgain();
    const notice = await screen.findByRole('region', { name: 'Sending GW-CANCEL again' });
    expect(within(notice).getByText('The back photo is blurred.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card name')).toHaveValue('Blastoise');
    expect(screen.getByLabelText('Identifier')).toHaveValue('2/102');
    expect(screen.getByText(/10 of 10 required photos chosen, 10 of them earlier photos/)).toBeInTheDocument();
    const front = within(slotOf('Front')).getByRole('img', { name: 'Earlier photo of Front' });
    expect(front).toHaveAttribute('src', cancelled.photos[0]!.thumbUrl);
    expect(within(slotOf('Front')).getByText('Earlier photo, kept')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace Front' })).toHaveAccessibleDescription('Earlier photo, kept');

    // The blurred back, taken again.
    await events.upload(screen.getByLabelText('Back'), new File(['new'], 'back-again.jpg', { type: 'image/jpeg' }));
    expect(within(slotOf('Back')).getByRole('img', { name: 'Preview of Back' })).toBeInTheDocument();
    expect(within(slotOf('Back')).queryByRole('img', { name: 'Earlier photo of Back' })).not.toBeInTheDocument();
    expect(screen.getByText(/, 9 of them earlier photos/)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Submit card' }));
    const body = FakeXhr.sent.at(-1)!.body!;
    expect([...body.keys()]).toEqual(['cardName', 'cardNumber', 'reuseFrom', 'reusePhotos', 'back']);
    expect(body.get('reuseFrom')).toBe(EARLIER_ID);
    expect(String(body.get('reusePhotos')).split(',')).toEqual(
      REQUIRED_PHOTOS.map((photo) => photo.key).filter((key) => key !== 'back'),
    );
    expect((body.get('back') as File).name).toBe('back-again.jpg');
    await FakeXhr.sent.at(-1)!.respond(200, { ok: true, submission: { id: 's2', publicId: 'GW-AGAIN1' } });
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
  });

  it('counts a removed earlier photo as missing, with the spec’s words, and can take it back', async () => {
    const events = renderAgain();
    await screen.findByRole('img', { name: 'Earlier photo of Back Corner #2' });
    await events.click(screen.getByRole('button', { name: 'Remove Back Corner #2' }));
    expect(within(slotOf('Back Corner #2')).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use the earlier Back Corner #2' })).toHaveFocus();

    await events.click(screen.getByRole('button', { name: 'Submit card' }));
    expect(screen.getByRole('alert')).toHaveTextContent(submissionTexts.allRequired);
    expect(FakeXhr.sent).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: 'Use the earlier Back Corner #2' }));
    expect(
      within(slotOf('Back Corner #2')).getByRole('img', { name: 'Earlier photo of Back Corner #2' }),
    ).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Submit card' }));
    expect(String(FakeXhr.sent.at(-1)!.body!.get('reusePhotos')).split(',')).toHaveLength(10);
  });

  it('fills in nothing for a submission that was not cancelled, and says why', async () => {
    renderAgain({ ...cancelled, status: 'OPEN', cancelReason: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(againTexts.notCancelled);
    expect(screen.getByLabelText('Card name')).toHaveValue('');
    expect(screen.queryByRole('img', { name: /^Earlier photo/ })).not.toBeInTheDocument();
  });
});
