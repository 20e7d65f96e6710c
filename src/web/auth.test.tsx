import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, RequireAdmin } from './auth';

function renderStaffPage(role: string, verified = true) {
  const user = { id: 'u1', firstName: 'Ada', credits: 0, verified, role };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ user })),
  );
  render(
    <MemoryRouter initialEntries={['/admin/official-results']}>
      <AuthProvider>
        <Routes>
          <Route
            path="/admin/official-results"
            element={
              <RequireAdmin>
                <h1>Staff page</h1>
              </RequireAdmin>
            }
          />
          {['/user-dashboard', '/grader-dashboard', '/verify-email'].map((path) => (
            <Route key={path} path={path} element={<h1>{path}</h1>} />
          ))}
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('RequireAdmin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets an admin in', async () => {
    renderStaffPage('admin');
    expect(await screen.findByRole('heading', { name: 'Staff page' })).toBeInTheDocument();
  });

  it.each([
    ['grader', true, '/grader-dashboard'],
    ['user', true, '/user-dashboard'],
    ['admin', false, '/verify-email'],
  ])('sends a %s (verified: %s) to their own home, %s', async (role, verified, home) => {
    renderStaffPage(role, verified);
    expect(await screen.findByRole('heading', { name: home })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff page' })).toBeNull();
  });
});
