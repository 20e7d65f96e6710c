import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicConfigProvider } from '../../public-config';
import ContactPage from './ContactPage';

const config = { howItWorksVideoUrl: '/v.webm', graderApplyUrl: '/apply', supportEmail: 'help@example.com' };

function renderPage() {
  render(
    <MemoryRouter>
      <PublicConfigProvider value={config}>
        <ContactPage />
      </PublicConfigProvider>
    </MemoryRouter>,
  );
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Message'), 'Hello there');
}

describe('ContactPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for every field and sends nothing while one is missing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message and says "Message sent!"', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello there',
      website: '',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('says "Something went wrong. Try again." and keeps the text when sending fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 500 })));
    renderPage();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Something went wrong. Try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
  });
});
