import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { creditTexts } from '../../../shared/credits';
import { AuthProvider } from '../../auth';
import WalletPage from './WalletPage';

const user = { id: 'u1', firstName: 'Ada', credits: 0, verified: true, role: 'user' };

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderWallet(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AuthProvider>
        <Routes>
          <Route
            path="/wallet"
            element={
              <>
                <WalletPage />
                <Where />
              </>
            }
          />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('WalletPage after checkout', () => {
  let fulfilCalls = 0;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fulfilCalls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/auth/session') return new Response(JSON.stringify({ user }));
        fulfilCalls += 1;
        return new Response(JSON.stringify({ paid: false, credited: false, credits: 0 }));
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits with "Adding credits...", checks again at 8 s, and gives up at 60 s with the refresh hint', async () => {
    renderWallet('/wallet?success=true&session_id=cs_1');
    expect(await screen.findByText(creditTexts.adding)).toBeInTheDocument();
    expect(fulfilCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(fulfilCalls).toBe(2);
    expect(screen.getByText(creditTexts.adding)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(52_000));
    expect(screen.getByText(creditTexts.refreshHint)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/wallet$/);
  });

  it('does not wait without a checkout in the address', async () => {
    renderWallet('/wallet');
    expect(await screen.findByText('Wallet')).toBeInTheDocument();
    expect(screen.queryByText(creditTexts.adding)).not.toBeInTheDocument();
    expect(fulfilCalls).toBe(0);
  });
});
