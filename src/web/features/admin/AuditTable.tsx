import { fetchAudit, type AuditEntry } from '../../api/admin';
import { PagedEntries } from '../../components/PagedEntries';
import { dateAndTime } from './format';

/** Pages of the audit log, or of the staff actions on one person's account, newest first. */
export const auditPages = (userId?: string) => async (after?: string) => {
  const page = await fetchAudit(after, userId);
  // The list is ordered by the time each entry was written, which the entry calls `at`.
  return { entries: page.entries.map((entry) => ({ ...entry, createdAt: entry.at })), next: page.next };
};

const TEXTS = {
  loading: 'Loading the staff actions on this account…',
  loadFailed: 'The staff actions on this account could not be loaded. Please refresh the page.',
  showMore: 'Show older staff actions',
  moreFailed: 'Older staff actions could not be loaded. Please try again.',
};

/** The staff actions on one person's account, newest first; read again when `version` changes (a staff action). */
export function UserAudit({ userId, version }: { userId: string; version: number }) {
  return (
    <PagedEntries loadPage={auditPages(userId)} options={{ order: 'newest first', version }} texts={TEXTS}>
      {(entries) =>
        entries.length === 0 ? (
          <p className="card empty">No staff action on this account yet.</p>
        ) : (
          <AuditTable entries={entries} caption="Staff actions on this account" />
        )
      }
    </PagedEntries>
  );
}

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
