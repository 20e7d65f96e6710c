import type { AuditEntry } from '../../api/admin';
import { dateAndTime } from './format';

/** Staff actions as the audit log keeps them: when, who, what, to what, and why. */
export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="table staff-table stacked-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Target</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="When" className="staff-when">
                <time dateTime={entry.at}>{dateAndTime(entry.at)}</time>
              </td>
              <td data-label="Who">{entry.actor}</td>
              <td data-label="What">{entry.action}</td>
              <td data-label="Target" className="staff-target">
                {entry.target}
              </td>
              <td data-label="Why" className="staff-reason">
                {entry.reason}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
