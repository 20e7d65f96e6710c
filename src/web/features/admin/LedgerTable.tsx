import type { LedgerEntry } from '../../api/admin';
import { dateAndTime, ledgerKind, signed } from './format';

/** Every change of the balance, with its kind (a purchase, a card sent, a staff grant) and the reason given. */
export function LedgerTable({ ledger }: { ledger: LedgerEntry[] }) {
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
          {ledger.map((entry, index) => (
            // Entries have no id of their own: their time, change and place tell them apart.
            <tr key={`${entry.at}/${entry.delta}/${index}`}>
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
