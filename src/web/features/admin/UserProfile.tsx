import type { AdminUser } from '../../api/admin';
import { ROLE_LABELS, dateAndTime } from './format';

/** Who the person is, as support needs it: the support ID they quote is their account's id. */
export function UserProfile({ user }: { user: AdminUser }) {
  return (
    <dl className="details staff-profile">
      <dt>Username</dt>
      <dd>{user.username}</dd>
      <dt>E-mail</dt>
      <dd>{user.email}</dd>
      <dt>Support ID</dt>
      <dd>
        <code>{user.id}</code>
      </dd>
      <dt>Role</dt>
      <dd>{ROLE_LABELS[user.role]}</dd>
      <dt>E-mail verified</dt>
      <dd>{user.verified ? 'Yes' : 'Not yet'}</dd>
      <dt>Account</dt>
      <dd>{user.disabled ? <span className="status-badge cancelled">Disabled</span> : 'Active'}</dd>
      <dt>Created</dt>
      <dd>
        <time dateTime={user.createdAt}>{dateAndTime(user.createdAt)}</time>
      </dd>
      <dt>Balance</dt>
      <dd className="staff-balance">{user.credits === 1 ? '1 credit' : `${user.credits} credits`}</dd>
    </dl>
  );
}
