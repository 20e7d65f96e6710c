import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED_PHOTOS } from '../../../shared/constants';
import { MAX_PHOTO_BYTES, submissionTexts } from '../../../shared/submissions';
import { AuthProvider } from '../../auth';
import { FakeXhr } from '../../../../tests/helpers/fake-xhr';
import SubmitPage from './SubmitPage';

vi.mock('heic-decode', () => ({ default: vi.fn(async () => Promise.reject(new Error('no decoder in jsdom'))) }));

const account = { id: 'u1', firstName: 'Ada', credits: 3, verified: true, role: 'user' };

const lastRequest = () => FakeXhr.sent.at(-1)!;

function photo(name: string, type = 'image/jpeg', size = 1000) {
  const file = new File(['photo'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderSubmit(credits = 3) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ user: { ...account, credits } }))),
  );
  render(
    <MemoryRouter initialEntries={['/submit']}>
      <AuthProvider>
        <Routes>
          <Route path="/submit" element={<SubmitPage />} />
          <Route path="/orders" element={<OrdersStandIn />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
  // The accept attribute would filter the wrong files out before the page ever sees them.
  return userEvent.setup({ applyAccept: false });
}

async function fillCard(events: ReturnType<typeof userEvent.setup>, except?: string) {
  await screen.findByText(/You have \d+ credits?\./);
  await events.type(screen.getByLabelText('Card name'), 'Charizard');
  await events.type(screen.getByLabelText('Identifier'), '4/102');
  for (const { key, label } of REQUIRED_PHOTOS) {
    if (label !== except) await events.upload(screen.getByLabelText(label), photo(`${key}.jpg`, 'image/jpeg', 4000));
  }
}

/** The orders page as the submit screen leaves for it: what it was told to say. */
function OrdersStandIn() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <>
      <h1>Orders page</h1>
      <p>Told: {notice}</p>
    </>
  );
}

describe('SubmitPage', () => {
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a photo over 10 MB by the spec’s words, and keeps one of exactly 10 MB', async () => {
    const events = renderSubmit();
    await events.upload(screen.getByLabelText('Front'), photo('huge.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(submissionTexts.exceedsLimit('Front'));
    expect(screen.queryByRole('button', { name: 'Replace Front' })).not.toBeInTheDocument();

    await events.upload(screen.getByLabelText('Front'), photo('just-fits.jpg', 'image/jpeg', MAX_PHOTO_BYTES));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace Front' })).toBeInTheDocument();
  });

  it('refuses what is not PNG, JPEG or HEIC, naming the type or the extension', async () => {
    const events = renderSubmit();
    await events.upload(screen.getByLabelText('Back'), photo('card.gif', 'image/gif'));
    expect(await screen.findByText(submissionTexts.wrongType('Back', 'image/gif'))).toBeInTheDocument();
    await events.upload(screen.getByLabelText('Front Corner #1'), photo('notes.txt', ''));
    expect(screen.getByText(submissionTexts.wrongType('Front Corner #1', '.txt'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('accepts image/jpg as JPEG, and a HEIC without a type by its extension', async () => {
    const events = renderSubmit();
    await events.upload(screen.getByLabelText('Front'), photo('old-camera.jpg', 'image/jpg'));
    await events.upload(screen.getByLabelText('Back'), photo('IMG_0001.HEIC', ''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Front' })).toBeInTheDocument();
    // jsdom has no decoder: the HEIC gets the plain tile, and is still kept for sending.
    expect(await screen.findByText('HEIC photo: preview not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Back' })).toBeInTheDocument();
  });

  it('takes a photo dropped onto its slot, checked like a chosen one', async () => {
    renderSubmit();
    const slot = screen.getByLabelText('Back Corner #2').closest('li')!;
    fireEvent.drop(slot, { dataTransfer: { files: [photo('dropped.png', 'image/png')] } });
    expect(await screen.findByRole('button', { name: 'Remove Back Corner #2' })).toBeInTheDocument();
    expect(within(slot).getByRole('img', { name: 'Preview of Back Corner #2' })).toHaveAttribute('src', 'blob:preview');
    fireEvent.drop(slot, { dataTransfer: { files: [photo('scan.bmp', 'image/bmp')] } });
    expect(within(slot).getByRole('alert')).toHaveTextContent(submissionTexts.wrongType('Back Corner #2', 'image/bmp'));
  });

  it('says "Please upload all 10 required images." in the page when a photo is missing, and sends nothing', async () => {
    const events = renderSubmit();
    await fillCard(events, 'Back Corner #4');
    await events.click(screen.getByRole('button', { name: 'Submit card' }));
    expect(alert).not.toHaveBeenCalled(); // in the page, announced, not a browser pop-up
    expect(screen.getByRole('alert')).toHaveTextContent(submissionTexts.allRequired);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('with no credits, says so at the top with a link to the shop, and cannot send', async () => {
    renderSubmit(0);
    expect(await screen.findByText(submissionTexts.noCredits)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('button', { name: 'Submit card' })).toBeDisabled();
  });

  it('sends fields first then the photos in order, shows progress, then alerts success and opens the orders', async () => {
    const events = renderSubmit();
    await fillCard(events);
    await events.upload(screen.getByLabelText('Front'), photo('front-better.jpg', 'image/jpeg', 4000));
    await events.click(screen.getByRole('button', { name: 'Add an extra photo' }));
    await events.upload(screen.getByLabelText('Extra #1'), photo('print-line.png', 'image/png', 4000));
    await events.click(screen.getByRole('button', { name: 'Submit card' }));

    const request = lastRequest();
    expect(request.url).toBe('/api/submissions');
    expect(request.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const names = [...request.body!.keys()];
    expect(names).toEqual(['cardName', 'cardNumber', ...REQUIRED_PHOTOS.map((p) => p.key), 'extra1']);
    expect((request.body!.get('front') as File).name).toBe('front-better.jpg');
    expect(screen.getByRole('button', { name: 'Submit card' })).toBeDisabled();

    request.progress(22_000, 44_000); // half the body: the first five photos of eleven
    expect(screen.getByRole('progressbar', { name: 'Sending your photos…' })).toHaveAttribute('value', '22000');
    expect(screen.getByRole('progressbar', { name: 'Front sent' })).toHaveAttribute('value', '1');
    expect(screen.getByRole('progressbar', { name: 'Back Corner #1 sent' })).toHaveAttribute('value', '0');

    await request.respond(200, { ok: true, submission: { id: 's1', publicId: 'GW-7K3F9Q' } });
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(screen.getByText(`Told: ${submissionTexts.success}`)).toBeInTheDocument(); // handed to the orders page
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the server’s word on a photo as it is, keeps everything, and retries with a new key', async () => {
    const events = renderSubmit();
    await fillCard(events);
    await events.click(screen.getByRole('button', { name: 'Submit card' }));
    const message = 'Front Corner #2 must be PNG, JPEG, or HEIC. Detected: not an image';
    await lastRequest().respond(400, { error: { code: 'wrong_type', message } });

    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((shown) => shown.textContent)).toEqual([message, message]); // beside the photo and below
    const slot = screen.getByLabelText('Front Corner #2').closest('li')!;
    expect(within(slot).getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Card name')).toHaveValue('Charizard');
    expect(screen.getByRole('button', { name: 'Replace Front' })).toBeInTheDocument();

    const firstKey = lastRequest().headers['Idempotency-Key'];
    await events.click(screen.getByRole('button', { name: 'Submit card' }));
    expect(lastRequest().headers['Idempotency-Key']).not.toBe(firstKey);
  });

  it('names the photo in flight when the connection drops, and retries with the same key', async () => {
    const events = renderSubmit();
    await fillCard(events);
    await events.click(screen.getByRole('button', { name: 'Submit card' }));
    const first = lastRequest();
    first.progress(10_000, 40_000); // the third photo is on its way
    await first.fail();
    expect(screen.getByRole('alert')).toHaveTextContent(
      submissionTexts.uploadError('Front Corner #1', 'the connection was lost'),
    );

    await events.click(screen.getByRole('button', { name: 'Submit card' }));
    expect(lastRequest()).not.toBe(first);
    expect(lastRequest().headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  it('asks to log in again when the server no longer knows the session', async () => {
    const events = renderSubmit();
    await fillCard(events);
    await events.click(screen.getByRole('button', { name: 'Submit card' }));
    await lastRequest().respond(401, { error: { code: 'signed_out', message: 'Sign in first.' } });
    expect(screen.getByRole('alert')).toHaveTextContent(submissionTexts.mustLogIn);
  });
});
