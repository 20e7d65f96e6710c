import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../auth';
import { GraderTabs } from './UserTabs';

async function tabsAt(path: string, role = 'admin') {
  const user = { id: 'u1', firstName: 'Ada', credits: 0, verified: true, role };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ user })),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <GraderTabs />
      </AuthProvider>
    </MemoryRouter>,
  );
  const tabs = screen.getByRole('navigation', { name: 'Grading' });
  if (role === 'admin') await within(tabs).findByRole('link', { name: 'Console' });
  return tabs;
}

describe('the grader tab bar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives an admin the console's tab beside Official results", async () => {
    const tabs = await tabsAt('/grader-dashboard');
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Queue', 'My reviews', 'Console', 'Official results']);
  });

  it("keeps the console's tab lit on the pages reached from it, and only there", async () => {
    const onPerson = await tabsAt('/admin/users/u7');
    expect(within(onPerson).getByRole('link', { name: 'Console' })).toHaveClass('active');
    expect(within(onPerson).getByRole('link', { name: 'Official results' })).not.toHaveClass('active');
  });

  it('lights Official results alone on its page', async () => {
    const tabs = await tabsAt('/admin/official-results');
    expect(within(tabs).getByRole('link', { name: 'Console' })).not.toHaveClass('active');
    expect(within(tabs).getByRole('link', { name: 'Official results' })).toHaveClass('active');
    expect(within(tabs).getByRole('link', { name: 'Official results' })).toHaveAttribute('aria-current', 'page');
  });
});
