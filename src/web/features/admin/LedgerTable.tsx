import { fetchLedger, type LedgerEntry } from '../../api/admin';
import { PagedEntries } from '../../components/PagedEntries';
import { dateAndTime, ledgerKind, signed } from './format';

const TEXTS = {
  loading: 'Loading the credit ledger…',
  loadFailed: 'The credit ledger could not be loaded. Please refresh the page.',
  showMore: 'Show older ledger entries',
  moreFailed: 'Older ledger entries could not be loaded. Please try again.',
};

/** A person's credit ledger, newest first, a page at a time; read again when `version` changes (a staff action). */
export function UserLedger({ userId, version }: { userId: string; version: number }) {
  // The list is ordered by the time each entry was written, which the entry calls `at`.
  const loadPage = async (after?: string) => {
    const page = await fetchLedger(userId, after);
    return { entries: page.entries.map((entry) => ({ ...entry, createdAt: entry.at })), next: page.next };
  };
  return (
    <PagedEntries loadPage={loadPage} options={{ order: 'newest first', version }} texts={TEXTS}>
      {(entries) => <LedgerTable ledger={entries} />}
    </PagedEntries>
  );
}

/** Every change of the balance, with its kind (a purchase, a card sent, a staff grant) and the reason given. */
function LedgerTable({ ledger }: { ledger: LedgerEntry[] }) {
  if (ledger.length === 0) return <p className="card empty">No credit has come or gone yet.</p>;
  return (
    <div className="table-scroll">
      <table className="table staff-table stacked-table">
        <caption className="visually-hidden">The credit ledger, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Change</th>
            <th scope="col">Kind</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {ledger.map((entry) => (
            <tr key={entry.id}>
              <td data-label="Date" className="staff-when">
                <time dateTime={entry.at}>{dateAndTime(entry.at)}</time>
              </td>
              <td data-label="Change" className={entry.delta < 0 ? 'credit-change removed' : 'credit-change'}>
                {signed(entry.delta)}
              </td>
              <td data-label="Kind">{ledgerKind(entry.kind)}</td>
              <td data-label="Reason" className="staff-reason">
                {entry.reason ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
