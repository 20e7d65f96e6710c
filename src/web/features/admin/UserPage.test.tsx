import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reasonSchema } from '../../../shared/contract/admin';
import { renderSignedIn } from '../../../../tests/helpers/report-pages';
import {
  recorded,
  sampleDetail,
  sampleHealth,
  sampleLedgerEntry,
  samplePurchase,
  sampleSubmission,
  sampleUser,
  type SentRequest,
} from '../../../../tests/helpers/staff-console';
import UserPage from './UserPage';

const REASON_REQUIRED = reasonSchema.safeParse('').error!.issues[0]!.message;
const CREDITS_REFUSED = 'Enter a whole number of credits, not 0.';

/** Ada's cards, two pages of them (the list narrowed to her, newest first). */
const HER_CARDS = [
  sampleSubmission({ id: 's3', publicId: 'GW-3', cardName: 'Blastoise', createdAt: '2025-07-03T10:00:00.000Z' }),
  sampleSubmission({ id: 's2', publicId: 'GW-2', cardName: 'Venusaur', createdAt: '2025-07-02T10:00:00.000Z' }),
  sampleSubmission({
    id: 's1',
    publicId: 'GW-7K3F9Q',
    status: 'COMPLETE',
    createdAt: '2025-07-01T10:00:00.000Z',
    closedAt: '2025-07-01T11:00:00.000Z',
  }),
];
const herCards = (url: string) => {
  const later = new URL(url, 'http://localhost').searchParams.get('after') === 's2';
  return {
    submissions: later ? HER_CARDS.slice(2) : HER_CARDS.slice(0, 2),
    next: later ? null : 's2',
    health: sampleHealth(),
  };
};

/** Her ledger and purchases, two pages each: the second after the cursor `l2` / `cs_test_2`. */
const HER_LEDGER = [
  sampleLedgerEntry({ id: 'l3', at: '2025-07-03T10:00:00.000Z', delta: -1, kind: 'submission' }),
  sampleLedgerEntry({ id: 'l2', at: '2025-06-03T09:00:00.000Z', delta: 2, kind: 'admin', reason: 'Lost photos' }),
  sampleLedgerEntry({ id: 'l1' }),
];
const HER_PURCHASES = [
  samplePurchase({
    sessionId: 'cs_test_3',
    productName: '1 Credit',
    amountTotal: 399,
    createdAt: '2025-06-04T09:00:00.000Z',
  }),
  samplePurchase({
    sessionId: 'cs_test_2',
    productName: '1 Credit',
    amountTotal: 399,
    createdAt: '2025-06-03T09:00:00.000Z',
  }),
  samplePurchase(),
];
const twoPages = <T,>(entries: T[], url: string, cursor: string) => {
  const later = new URL(url, 'http://localhost').searchParams.get('after') === cursor;
  return { entries: later ? entries.slice(2) : entries.slice(0, 2), next: later ? null : cursor };
};

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
    if (url.startsWith('/api/admin/submissions')) return { body: herCards(url) };
    if (url.startsWith('/api/admin/users/u7/ledger')) return { body: twoPages(HER_LEDGER, url, 'l2') };
    if (url.startsWith('/api/admin/users/u7/purchases')) {
      const { entries, next } = twoPages(HER_PURCHASES, url, 'cs_test_2');
      return { body: { purchases: entries, next } };
    }
    if (url.startsWith('/api/admin/audit')) return { body: { entries: [], next: null } };
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
    const ledger = await screen.findByRole('table', { name: 'The credit ledger, newest first' });
    expect(within(ledger).getByText('+2')).toBeInTheDocument();
    expect(within(ledger).getByText('Lost photos')).toBeInTheDocument();
    const purchases = await screen.findByRole('table', { name: 'Their purchases' });
    expect(within(purchases).getAllByText('$3.99')).toHaveLength(2);
    const submissions = await screen.findByRole('table', { name: 'Their submissions' });
    expect(within(submissions).getByText('GW-3')).toBeInTheDocument();
    expect(await screen.findByText('No staff action on this account yet.')).toBeInTheDocument();
  });

  it('reads her ledger, purchases and the staff actions on her account a page at a time', async () => {
    const { requests } = renderUserPage();
    const ledger = await screen.findByRole('table', { name: 'The credit ledger, newest first' });
    expect(within(ledger).queryByText('+5')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older ledger entries' }));
    expect(await within(ledger).findByText('+5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older ledger entries' })).not.toBeInTheDocument();

    const purchases = await screen.findByRole('table', { name: 'Their purchases' });
    expect(within(purchases).queryByText('$14.99')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older purchases' }));
    expect(await within(purchases).findByText('$14.99')).toBeInTheDocument();

    const asked = (prefix: string) => requests.filter((r) => r.url.startsWith(prefix)).map((r) => r.url);
    expect(asked('/api/admin/users/u7/ledger')).toEqual([
      '/api/admin/users/u7/ledger',
      '/api/admin/users/u7/ledger?after=l2',
    ]);
    expect(asked('/api/admin/users/u7/purchases')).toEqual([
      '/api/admin/users/u7/purchases',
      '/api/admin/users/u7/purchases?after=cs_test_2',
    ]);
    expect(asked('/api/admin/audit')).toEqual(['/api/admin/audit?userId=u7']);
  });

  it('reads her lists again after a staff action', async () => {
    const { requests } = renderUserPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Reason for disabling' }), 'Chargeback fraud');
    await screen.findByRole('table', { name: 'The credit ledger, newest first' });
    const reads = (prefix: string) => requests.filter((r) => r.method === 'GET' && r.url.startsWith(prefix)).length;
    expect(reads('/api/admin/audit')).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Disable the account' }));
    await screen.findByRole('button', { name: 'Enable the account' });
    await vi.waitFor(() => {
      expect(reads('/api/admin/audit')).toBe(2);
      expect(reads('/api/admin/users/u7/ledger')).toBe(2);
      expect(reads('/api/admin/users/u7/purchases')).toBe(2);
    });
  });

  it('lists her submissions a page at a time, only hers, newest first', async () => {
    const { requests } = renderUserPage();
    const submissions = await screen.findByRole('table', { name: 'Their submissions' });
    expect(within(submissions).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Show more of their submissions' }));
    expect(await within(submissions).findByText('GW-7K3F9Q')).toBeInTheDocument();
    expect(
      within(submissions)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Submission ID'),
      expect.stringContaining('GW-3'),
      expect.stringContaining('GW-2'),
      expect.stringContaining('GW-7K3F9Q'),
    ]);
    expect(screen.queryByRole('button', { name: 'Show more of their submissions' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url.startsWith('/api/admin/submissions')).map((r) => r.url)).toEqual([
      '/api/admin/submissions?userId=u7',
      '/api/admin/submissions?userId=u7&after=s2',
    ]);
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

  it('asks a reason before refunding a purchase, and marks it refunded though it is on an older page', async () => {
    const { posts } = renderUserPage();
    const purchases = await screen.findByRole('table', { name: 'Their purchases' });
    await userEvent.click(screen.getByRole('button', { name: 'Show older purchases' }));
    const refund = await within(purchases).findByRole('button', { name: /^Refund 5 Credits/ });
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
    expect(within(purchases).queryByRole('button', { name: /^Refund 5 Credits/ })).not.toBeInTheDocument();
    expect(within(purchases).getAllByText('Refunded')).toHaveLength(1);
  });
});
