import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reasonSchema } from '../../../shared/contract/admin';
import { renderSignedIn } from '../../../../tests/helpers/report-pages';
import { recorded, sampleDetail, sampleUser, type SentRequest } from '../../../../tests/helpers/staff-console';
import UserPage from './UserPage';

const REASON_REQUIRED = reasonSchema.safeParse('').error!.issues[0]!.message;
const CREDITS_REFUSED = 'Enter a whole number of credits, not 0.';

/** Ada's account page; each action answers with its message, and a disabling shows her disabled afterwards. */
function renderUserPage() {
  const requests: SentRequest[] = [];
  let disabled = false;
  renderSignedIn({ path: '/admin/users/u7', route: '/admin/users/:id', element: <UserPage /> }, (url, init) => {
    recorded(requests, url, init);
    if (init?.method === 'POST') {
      if (url.endsWith('/disable')) disabled = true;
      return { body: { ok: true, message: `Done: ${url}` } };
    }
    return { body: sampleDetail({ user: sampleUser({ disabled }) }) };
  });
  const posts = () => requests.filter((request) => request.method === 'POST');
  return { requests, posts };
}

describe('UserPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the person's profile, balance, ledger, purchases and submissions", async () => {
    renderUserPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('u7')).toBeInTheDocument();
    expect(screen.getByText('3 credits')).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: 'The credit ledger, newest first' });
    expect(within(ledger).getByText('+5')).toBeInTheDocument();
    expect(within(ledger).getByText('Purchase')).toBeInTheDocument();
    const purchases = screen.getByRole('table', { name: 'Their purchases' });
    expect(within(purchases).getByText('$14.99')).toBeInTheDocument();
    const submissions = screen.getByRole('table', { name: 'Their submissions' });
    expect(within(submissions).getByText('GW-7K3F9Q')).toBeInTheDocument();
    expect(screen.getByText('No staff action on this account yet.')).toBeInTheDocument();
  });

  it('grants credits with the reason, and shows the answer where the focus goes', async () => {
    const { posts } = renderUserPage();
    const credits = await screen.findByRole('spinbutton', { name: 'Credits to grant (a minus sign removes)' });
    await userEvent.type(credits, '5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for the credits' }), 'Lost payment, ticket 42');
    await userEvent.click(screen.getByRole('button', { name: 'Grant 5 credits' }));

    const status = await screen.findByText('Done: /api/admin/users/u7/credits');
    expect(posts()).toEqual([
      {
        url: '/api/admin/users/u7/credits',
        method: 'POST',
        body: { delta: 5, reason: 'Lost payment, ticket 42' },
      },
    ]);
    expect(status.closest('[role="status"]')).toHaveFocus();
    expect(credits).toHaveValue(null);
  });

  it('says what is wrong without sending when the reason is empty or the number is 0', async () => {
    const { posts } = renderUserPage();
    const credits = await screen.findByRole('spinbutton', { name: 'Credits to grant (a minus sign removes)' });
    await userEvent.type(credits, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Grant or remove credits' }));

    expect(screen.getByText(CREDITS_REFUSED)).toBeInTheDocument();
    expect(screen.getAllByText(REASON_REQUIRED)).toHaveLength(1);
    expect(credits).toHaveAttribute('aria-invalid', 'true');
    expect(credits).toHaveFocus();
    expect(posts()).toEqual([]);
  });

  it('disables the account with a reason, shows the answer and then the account as disabled', async () => {
    const { posts } = renderUserPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Reason for disabling' }), 'Chargeback fraud');
    await userEvent.click(screen.getByRole('button', { name: 'Disable the account' }));

    expect(await screen.findByText('Done: /api/admin/users/u7/disable')).toBeInTheDocument();
    expect(posts()).toEqual([
      { url: '/api/admin/users/u7/disable', method: 'POST', body: { reason: 'Chargeback fraud' } },
    ]);
    expect(await screen.findByRole('button', { name: 'Enable the account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason for enabling' })).toHaveValue('');
  });

  it('asks a reason before refunding a purchase', async () => {
    const { posts } = renderUserPage();
    const purchases = await screen.findByRole('table', { name: 'Their purchases' });
    const refund = within(purchases).getByRole('button', { name: /^Refund 5 Credits/ });
    await userEvent.click(refund);
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    const reason = within(purchases).getByRole('textbox', { name: 'Reason for the refund' });
    expect(reason).toHaveFocus();

    await userEvent.click(within(purchases).getByRole('button', { name: 'Refund the purchase' }));
    expect(within(purchases).getByRole('alert')).toHaveTextContent(REASON_REQUIRED);
    expect(posts()).toEqual([]);

    await userEvent.type(reason, 'Bought twice by mistake');
    await userEvent.click(within(purchases).getByRole('button', { name: 'Refund the purchase' }));
    expect(await screen.findByText('Done: /api/admin/purchases/cs_test_1/refund')).toBeInTheDocument();
    expect(posts()).toEqual([
      { url: '/api/admin/purchases/cs_test_1/refund', method: 'POST', body: { reason: 'Bought twice by mistake' } },
    ]);
  });
});
