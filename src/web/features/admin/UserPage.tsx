import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { fetchUserDetail } from '../../api/admin';
import { userMessage } from '../../api/client';
import { ListSkeleton } from '../../components/ListSkeleton';
import { useLoaded } from '../../loaded';
import { AccountStatusForm } from './AccountStatusForm';
import { ActionNotice, useStaffAction } from './ActionNotice';
import { AuditTable } from './AuditTable';
import { CreditsForm } from './CreditsForm';
import { LedgerTable } from './LedgerTable';
import { PurchasesTable } from './PurchasesTable';
import { RoleForm } from './RoleForm';
import { UserProfile } from './UserProfile';
import { UserSubmissions } from './UserSubmissions';
import { fullName } from './format';
import './admin.css';

const LOAD_FAILED = 'This account could not be loaded. Please refresh the page.';

/** One person's account as support sees it, with the staff's actions on it. */
export default function UserPage() {
  const { id = '' } = useParams();
  // Another person is another page: everything starts afresh.
  return (
    <div className="page staff-console staff-user">
      <UserAccount key={id} id={id} />
    </div>
  );
}

function UserAccount({ id }: { id: string }) {
  const [loaded, reload] = useLoaded(() => fetchUserDetail(id));
  // Every action changes what is shown (a balance, a role, a refund, the audit): the page is read again after it.
  const { notice, noticeArea, run } = useStaffAction(reload);

  if (loaded.state === 'loading') return <ListSkeleton label="Loading the account…" />;
  if (loaded.state === 'error')
    return (
      <>
        <h1>Account</h1>
        <p className="notice error">{userMessage(loaded.error, LOAD_FAILED)}</p>
      </>
    );
  const { user, ledger, purchases, audit } = loaded.data;
  return (
    <>
      <h1>
        {fullName(user)} {user.disabled && <span className="status-badge cancelled staff-badge">Disabled</span>}
      </h1>
      <ActionNotice notice={notice} ref={noticeArea} />
      <UserProfile user={user} />
      <Part title="Change the account">
        <div className="staff-forms">
          <CreditsForm user={user} onAction={run} />
          <RoleForm key={user.role} user={user} onAction={run} />
          <AccountStatusForm key={String(user.disabled)} user={user} onAction={run} />
        </div>
      </Part>
      <Part title="Credit ledger">
        <LedgerTable ledger={ledger} />
      </Part>
      <Part title="Purchases">
        <PurchasesTable purchases={purchases} onAction={run} />
      </Part>
      <Part title="Submissions">
        <UserSubmissions userId={id} />
      </Part>
      <Part title="Staff actions on this account">
        {audit.length === 0 ? (
          <p className="card empty">No staff action on this account yet.</p>
        ) : (
          <AuditTable entries={audit} caption="Staff actions on this account" />
        )}
      </Part>
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="staff-part" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
