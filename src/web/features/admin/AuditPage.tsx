import { fetchAudit } from '../../api/admin';
import { userMessage } from '../../api/client';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ShowMore } from '../../components/ShowMore';
import { usePagedList } from '../../paged-list';
import { AuditTable } from './AuditTable';
import './admin.css';

const LOAD_FAILED = 'The audit log could not be loaded. Please refresh the page.';
const MORE_FAILED = 'Older entries could not be loaded. Please try again.';

// The list is ordered by the time each entry was written, which the entry calls `at`.
const loadPage = async (after?: string) => {
  const page = await fetchAudit(after);
  return { entries: page.entries.map((entry) => ({ ...entry, createdAt: entry.at })), next: page.next };
};

/** Every staff action, newest first, a page at a time: the record of who changed what, and why. */
export default function AuditPage() {
  const { list, showMore, more } = usePagedList(loadPage, { order: 'newest first' });
  return (
    <div className="page staff-console">
      <h1>Audit log</h1>
      <p className="lead">
        Every staff action, newest first: who did what, to what, and why. Entries are written once and never edited.
      </p>
      {list.state === 'loading' && <ListSkeleton label="Loading the audit log…" />}
      {list.state === 'error' && <p className="notice error">{userMessage(list.error, LOAD_FAILED)}</p>}
      {list.state === 'ready' &&
        (list.entries.length === 0 ? (
          <p className="card empty">No staff actions yet.</p>
        ) : (
          <AuditTable entries={list.entries} caption="Staff actions, newest first" />
        ))}
      <ShowMore onClick={showMore} more={more} label="Show older entries" failed={MORE_FAILED} />
    </div>
  );
}
