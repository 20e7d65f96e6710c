import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../shared/session-user';
import { account } from '../../../../tests/helpers/report-pages';
import { AuthProvider } from '../../auth';
import VerifyConfirmPage from './VerifyConfirmPage';

/** The page as the e-mail link opens it, for whoever the session says is there. */
function openAs(user: Partial<SessionUser> | null, path = '/verify-confirm') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ user: user && { ...account, ...user } }))),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <VerifyConfirmPage />
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('VerifyConfirmPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a signed-in, verified collector so, and continues to the dashboard', async () => {
    openAs({ verified: true });
    expect(await screen.findByRole('heading', { name: 'Your E-mail Is Verified' })).toBeInTheDocument();
    expect(screen.getByText(/all set, Ada/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to your dashboard' })).toHaveAttribute('href', '/user-dashboard');
    expect(screen.queryByText(/log in/i)).not.toBeInTheDocument();
  });

  it('sends a signed-in collector who is not verified yet, or whose link failed, back to ask for a link', async () => {
    openAs({ verified: false });
    expect(await screen.findByText(/Your e-mail is not verified yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to e-mail verification' })).toHaveAttribute('href', '/verify-email');
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    openAs({ verified: false }, '/verify-confirm?link=expired');
    expect(await screen.findByText('Ask for a new link and open it from your inbox.')).toBeInTheDocument();
  });

  it("keeps the spec's All Set? and Continue to Login for someone signed out", async () => {
    openAs(null);
    expect(await screen.findByRole('heading', { name: 'All Set?' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/Once your e-mail is verified, log in/)).toBeInTheDocument();
  });
});
