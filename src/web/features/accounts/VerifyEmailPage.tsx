import { useState } from 'react';
import { Link, Navigate } from 'react-router';

import { resendVerification } from '../../api/auth';
import { userMessage } from '../../api/client';
import { RequireSignedIn, useAuth } from '../../auth';
import { AuthCard } from '../../components/AuthCard';
import './accounts.css';

function VerifyEmail() {
  const { user } = useAuth();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  if (user?.verified) return <Navigate to="/user-dashboard" replace />;

  async function resend() {
    setSending(true);
    try {
      const result = await resendVerification();
      setNotice({ kind: 'success', text: result.message });
    } catch (error) {
      setNotice({ kind: 'error', text: userMessage(error, 'We could not send the link. Please try again.') });
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard title="Verify Your Email">
      <p className="lead">
        We sent a verification link to <strong>{user?.email}</strong>. Open it to confirm your address, then come back
        here.
      </p>
      <p className="fine-print">No e-mail after a few minutes? Check your spam folder, or send it again.</p>
      <div className="actions">
        <Link className="button" to="/verify-confirm">
          I’ve Verified My Email
        </Link>
        <button type="button" className="button ghost" onClick={resend} disabled={sending}>
          {sending ? 'Sending…' : 'Send the link again'}
        </button>
      </div>
      <div role="status" className="form-status">
        {notice && <p className={`notice ${notice.kind}`}>{notice.text}</p>}
      </div>
    </AuthCard>
  );
}

export default function VerifyEmailPage() {
  return (
    <RequireSignedIn>
      <VerifyEmail />
    </RequireSignedIn>
  );
}
