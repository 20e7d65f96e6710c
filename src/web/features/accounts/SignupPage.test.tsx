import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountTexts } from '../../../shared/accounts';
import { AuthProvider } from '../../auth';
import SignupPage from './SignupPage';

function respond(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (url: string) => (routes[url] ?? (() => new Response('{}', { status: 404 })))());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

function renderSignup() {
  render(
    <MemoryRouter initialEntries={['/signup']}>
      <AuthProvider>
        <Routes>
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/verify-email" element={<h1>Verify page</h1>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

async function fill(overrides: Record<string, string> = {}) {
  const values = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Username: 'ada_1815',
    Email: 'ada@example.com',
    Password: 'analytical engine',
    'Confirm password': 'analytical engine',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(screen.getByLabelText(label, { exact: true }), value);
  }
}

describe('SignupPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps only letters, digits and underscore in the username, at most 15', async () => {
    respond({ '/api/auth/session': json({ user: null }) });
    renderSignup();
    await userEvent.type(screen.getByLabelText('Username'), 'ada lovelace-1815_and_more');
    expect(screen.getByLabelText('Username')).toHaveValue('adalovelace1815');
  });

  it('shows the spec’s messages before sending anything', async () => {
    const fetchMock = respond({ '/api/auth/session': json({ user: null }) });
    renderSignup();
    await fill({ Username: 'ada', 'Confirm password': 'different' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText(accountTexts.usernameShort)).toBeInTheDocument();
    expect(screen.getByText(accountTexts.passwordsDiffer)).toBeInTheDocument();
    expect(screen.getByText(accountTexts.termsRequired)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the session check
  });

  it('shows the server’s message when the e-mail is taken', async () => {
    respond({
      '/api/auth/session': json({ user: null }),
      '/api/auth/signup': json({ error: { code: 'email_taken', message: accountTexts.emailTaken } }, 409),
    });
    renderSignup();
    await fill();
    await userEvent.click(screen.getByLabelText('I accept the Terms of Service'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.emailTaken);
  });

  it('falls back to the spec’s text when the server fails, and goes to verify on success', async () => {
    respond({ '/api/auth/session': json({ user: null }), '/api/auth/signup': json({}, 500) });
    renderSignup();
    await fill();
    await userEvent.click(screen.getByLabelText('I accept the Terms of Service'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.signupFailed);

    respond({
      '/api/auth/signup': json({ user: { id: 'u1', firstName: 'Ada', verified: false }, next: '/verify-email' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeInTheDocument();
  });
});
