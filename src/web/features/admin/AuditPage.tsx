import { fetchAudit } from '../../api/admin';
import { userMessage } from '../../api/client';
import { ListSkeleton } from '../../components/ListSkeleton';
import { useLoaded } from '../../loaded';
import { AuditTable } from './AuditTable';
import './admin.css';

const LOAD_FAILED = 'The audit log could not be loaded. Please refresh the page.';

/** Every staff action, newest first: the record of who changed what, and why. */
export default function AuditPage() {
  const [loaded] = useLoaded(fetchAudit);
  return (
    <div className="page staff-console">
      <h1>Audit log</h1>
      <p className="lead">
        Every staff action, newest first: who did what, to what, and why. Entries are written once and never edited.
      </p>
      {loaded.state === 'loading' && <ListSkeleton label="Loading the audit log…" />}
      {loaded.state === 'error' && <p className="notice error">{userMessage(loaded.error, LOAD_FAILED)}</p>}
      {loaded.state === 'ready' &&
        (loaded.data.entries.length === 0 ? (
          <p className="card empty">No staff actions yet.</p>
        ) : (
          <AuditTable entries={loaded.data.entries} caption="Staff actions, newest first" />
        ))}
    </div>
  );
}
