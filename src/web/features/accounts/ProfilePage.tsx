import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { accountTexts } from '../../../shared/accounts';
import { useAuth } from '../../auth';
import './accounts.css';

// The spec's copy confirmation shows for 1.2 seconds.
const COPIED_FOR_MS = 1200;

export default function ProfilePage() {
  const { user, refresh } = useAuth();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  // The account is reloaded on arrival, so credits and details are current.
  useEffect(() => {
    refresh().catch(() => setFailed(true));
  }, [refresh]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (failed || !user) return <p className="notice error">{accountTexts.userInfoFailed}</p>;

  async function copySupportId() {
    try {
      await navigator.clipboard.writeText(user!.id);
      setCopied(true);
    } catch {
      window.prompt('Copy your support ID:', user!.id);
    }
  }

  const created = new Date(user.createdAt).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return (
    <div className="page narrow">
      <h1>Profile</h1>
      <dl className="card details">
        <dt>Name</dt>
        <dd>
          {user.firstName} {user.lastName}
        </dd>
        <dt>Username</dt>
        <dd>{user.username}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Support ID</dt>
        <dd className="support-id">
          <code>{user.id}</code>
          <button type="button" className="button ghost small" onClick={copySupportId}>
            Copy
          </button>
          <span role="status" className="copied">
            {copied ? 'Copied!' : ''}
          </span>
        </dd>
        <dt>Credits</dt>
        <dd>{user.credits}</dd>
        <dt>Account created</dt>
        <dd>{created}</dd>
      </dl>
      <p className="fine-print">Quote your support ID when you contact us, so we can find your account at once.</p>
      <div className="actions">
        <Link className="button" to="/purchase-history">
          Purchase History
        </Link>
      </div>
    </div>
  );
}
