import { PagedEntries } from '../../components/PagedEntries';
import { AuditTable, auditPages } from './AuditTable';
import './admin.css';

const TEXTS = {
  loading: 'Loading the audit log…',
  loadFailed: 'The audit log could not be loaded. Please refresh the page.',
  showMore: 'Show older entries',
  moreFailed: 'Older entries could not be loaded. Please try again.',
};

const loadPage = auditPages();

/** Every staff action, newest first, a page at a time: the record of who changed what, and why. */
export default function AuditPage() {
  return (
    <div className="page staff-console">
      <h1>Audit log</h1>
      <p className="lead">
        Every staff action, newest first: who did what, to what, and why. Entries are written once and never edited.
      </p>
      <PagedEntries loadPage={loadPage} options={{ order: 'newest first' }} texts={TEXTS}>
        {(entries) =>
          entries.length === 0 ? (
            <p className="card empty">No staff actions yet.</p>
          ) : (
            <AuditTable entries={entries} caption="Staff actions, newest first" />
          )
        }
      </PagedEntries>
    </div>
  );
}
