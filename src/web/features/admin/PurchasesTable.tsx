import { Fragment, useId, useRef, useState } from 'react';
import { formatUsd } from '../../../shared/constants';
import { fetchUserPurchases, refundPurchase, type AdminPurchase } from '../../api/admin';
import { PagedEntries } from '../../components/PagedEntries';
import type { StaffAction } from './ActionNotice';
import { ReasonForm } from './ReasonForm';
import { dateAndTime } from './format';

const COLUMNS = 5;

const TEXTS = {
  loading: 'Loading their purchases…',
  loadFailed: 'Their purchases could not be loaded. Please refresh the page.',
  showMore: 'Show older purchases',
  moreFailed: 'Older purchases could not be loaded. Please try again.',
};

/** A person's purchases, newest first, a page at a time; read again when `version` changes (a staff action). */
export function UserPurchases({
  userId,
  version,
  onAction,
}: {
  userId: string;
  version: number;
  onAction: StaffAction;
}) {
  // A purchase is named by its checkout session.
  const loadPage = async (after?: string) => {
    const page = await fetchUserPurchases(userId, after);
    return { entries: page.purchases.map((purchase) => ({ ...purchase, id: purchase.sessionId })), next: page.next };
  };
  return (
    <PagedEntries loadPage={loadPage} options={{ order: 'newest first', version }} texts={TEXTS}>
      {(purchases) => <PurchasesTable purchases={purchases} onAction={onAction} />}
    </PagedEntries>
  );
}

/** The packs a person bought; one not yet refunded can be, with a reason. */
function PurchasesTable({ purchases, onAction }: { purchases: AdminPurchase[]; onAction: StaffAction }) {
  if (purchases.length === 0) return <p className="card empty">No purchases yet.</p>;
  return (
    <div className="table-scroll">
      <table className="table staff-table stacked-table">
        <caption className="visually-hidden">Their purchases</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Pack</th>
            <th scope="col">Credits</th>
            <th scope="col">Amount</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          {purchases.map((purchase) => (
            <PurchaseRow key={purchase.sessionId} purchase={purchase} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PurchaseRow({ purchase, onAction }: { purchase: AdminPurchase; onAction: StaffAction }) {
  const [asking, setAsking] = useState(false);
  // Only the first page is read again after an action: a purchase shown by "Show older purchases" is marked here.
  const [refundedNow, setRefundedNow] = useState<string | null>(null);
  const refundedAt = purchase.refundedAt ?? refundedNow;
  const formId = useId();
  const refundButton = useRef<HTMLButtonElement>(null);
  const bought = dateAndTime(purchase.createdAt);
  const refund = async (reason: string) => {
    if (!(await onAction(() => refundPurchase(purchase.sessionId, reason)))) return;
    setAsking(false);
    setRefundedNow(new Date().toISOString());
  };

  return (
    <Fragment>
      <tr>
        <td data-label="Date" className="staff-when">
          <time dateTime={purchase.createdAt}>{bought}</time>
        </td>
        <td data-label="Pack">{purchase.productName}</td>
        <td data-label="Credits">{purchase.creditsPurchased}</td>
        <td data-label="Amount">{formatUsd(purchase.amountTotal)}</td>
        <td data-label="Refund">
          {refundedAt ? (
            <>
              <span className="status-badge cancelled">Refunded</span>
              <time className="staff-subline" dateTime={refundedAt}>
                {dateAndTime(refundedAt)}
              </time>
            </>
          ) : (
            <button
              type="button"
              ref={refundButton}
              className="button small ghost danger"
              aria-expanded={asking}
              aria-controls={asking ? formId : undefined}
              onClick={() => setAsking(true)}
            >
              Refund{' '}
              <span className="visually-hidden">
                {purchase.productName}, {bought}
              </span>
            </button>
          )}
        </td>
      </tr>
      {asking && (
        <tr className="reason-row">
          <td colSpan={COLUMNS}>
            <ReasonForm
              id={formId}
              title={`Refund ${purchase.productName}, ${bought}`}
              label="Reason for the refund"
              hint="The payment goes back through the payments provider; its credits are taken back as far as they are unspent."
              confirmLabel="Refund the purchase"
              onConfirm={refund}
              onClose={() => {
                setAsking(false);
                refundButton.current?.focus();
              }}
            />
          </td>
        </tr>
      )}
    </Fragment>
  );
}
