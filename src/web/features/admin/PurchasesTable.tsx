import { Fragment, useId, useRef, useState } from 'react';
import { formatUsd } from '../../../shared/constants';
import { refundPurchase, type AdminPurchase } from '../../api/admin';
import type { StaffAction } from './ActionNotice';
import { ReasonForm } from './ReasonForm';
import { dateAndTime } from './format';

const COLUMNS = 5;

/** The packs a person bought; one not yet refunded can be, with a reason. */
export function PurchasesTable({ purchases, onAction }: { purchases: AdminPurchase[]; onAction: StaffAction }) {
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
  const formId = useId();
  const refundButton = useRef<HTMLButtonElement>(null);
  const bought = dateAndTime(purchase.createdAt);
  const refund = async (reason: string) => {
    if (await onAction(() => refundPurchase(purchase.sessionId, reason))) setAsking(false);
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
          {purchase.refundedAt ? (
            <>
              <span className="status-badge cancelled">Refunded</span>
              <time className="staff-subline" dateTime={purchase.refundedAt}>
                {dateAndTime(purchase.refundedAt)}
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
