import { useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { fetchUserDetail } from '../../api/admin';
import { userMessage } from '../../api/client';
import { ListSkeleton } from '../../components/ListSkeleton';
import { useReloading } from '../../loaded';
import { AccountStatusForm } from './AccountStatusForm';
import { ActionNotice, useStaffAction } from './ActionNotice';
import { UserAudit } from './AuditTable';
import { CreditsForm } from './CreditsForm';
import { UserLedger } from './LedgerTable';
import { UserPurchases } from './PurchasesTable';
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
  // Every action changes what is shown (a balance, a role, a refund, the audit): the page and its lists are read
  // again after it.
  const [version, setVersion] = useState(0);
  const loaded = useReloading(() => fetchUserDetail(id), String(version));
  const { notice, noticeArea, run } = useStaffAction(() => setVersion((count) => count + 1));

  if (loaded.state === 'loading') return <ListSkeleton label="Loading the account…" />;
  if (loaded.state === 'error')
    return (
      <>
        <h1>Account</h1>
        <p className="notice error">{userMessage(loaded.error, LOAD_FAILED)}</p>
      </>
    );
  const { user } = loaded.data;
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
        <UserLedger userId={id} version={version} />
      </Part>
      <Part title="Purchases">
        <UserPurchases userId={id} version={version} onAction={run} />
      </Part>
      <Part title="Submissions">
        <UserSubmissions userId={id} version={version} />
      </Part>
      <Part title="Staff actions on this account">
        <UserAudit userId={id} version={version} />
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
