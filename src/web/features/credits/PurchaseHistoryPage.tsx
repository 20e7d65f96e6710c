import { Link } from 'react-router';
import { accountTexts } from '../../../shared/accounts';
import { formatUsd } from '../../../shared/constants';
import { creditTexts, type Purchase } from '../../../shared/credits';
import { fetchPurchases } from '../../api/credits';
import { PagedEntries } from '../../components/PagedEntries';
import './credits.css';

const TEXTS = {
  loading: 'Loading your purchases…',
  loadFailed: accountTexts.userInfoFailed,
  showMore: 'Show older purchases',
  moreFailed: 'Older purchases could not be loaded. Please try again.',
};

// A purchase is named by its checkout session.
const loadPage = async (after?: string) => {
  const page = await fetchPurchases(after);
  return { entries: page.purchases.map((purchase) => ({ ...purchase, id: purchase.sessionId })), next: page.next };
};

/** The collector's purchases, newest first, a page at a time. */
export default function PurchaseHistoryPage() {
  return (
    <div className="page narrow">
      <h1>Purchase History</h1>
      <PagedEntries loadPage={loadPage} options={{ order: 'newest first' }} texts={TEXTS}>
        {(purchases) => <Purchases purchases={purchases} />}
      </PagedEntries>
    </div>
  );
}

function Purchases({ purchases }: { purchases: Purchase[] }) {
  if (purchases.length === 0)
    return (
      <div className="card empty">
        <p>{creditTexts.noPurchases}</p>
        <Link className="button" to="/shop">
          Buy credits
        </Link>
      </div>
    );
  return (
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
  );
}
