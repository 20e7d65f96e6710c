import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../components/ListSkeleton';
import { accountTexts } from '../../../shared/accounts';
import { formatUsd } from '../../../shared/constants';
import { creditTexts, type Purchase } from '../../../shared/credits';
import { fetchPurchases } from '../../api/credits';
import './credits.css';

export default function PurchaseHistoryPage() {
  const [purchases, setPurchases] = useState<Purchase[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetchPurchases().then(
      (result) => setPurchases(result.purchases),
      () => setFailed(true),
    );
  }, []);

  return (
    <div className="page narrow">
      <h1>Purchase History</h1>
      {failed && <p className="notice error">{accountTexts.userInfoFailed}</p>}
      {!failed && purchases === null && <ListSkeleton rows={2} label="Loading your purchases…" />}
      {purchases?.length === 0 && (
        <div className="card empty">
          <p>{creditTexts.noPurchases}</p>
          <Link className="button" to="/shop">
            Buy credits
          </Link>
        </div>
      )}
      {purchases && purchases.length > 0 && (
        <table className="table stacked-table">
          <caption className="visually-hidden">Your purchases, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Pack</th>
              <th scope="col">Credits</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {purchases.map((purchase) => (
              <tr key={purchase.sessionId}>
                <td data-label="Date">
                  {new Date(purchase.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
                </td>
                <td data-label="Pack">{purchase.productName}</td>
                <td data-label="Credits">{purchase.creditsPurchased}</td>
                <td data-label="Amount">
                  {formatUsd(purchase.amountTotal)}
                  {purchase.refundedAt && (
                    // Staff gave the money back; the credits still unspent then were taken back with it.
                    <span className="purchase-refunded">
                      Refunded{' '}
                      <time dateTime={purchase.refundedAt}>
                        {new Date(purchase.refundedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
                      </time>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
