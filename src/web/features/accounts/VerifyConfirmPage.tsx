import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { accountTexts } from '../../../shared/accounts';
import { useAuth } from '../../auth';
import { AuthCard } from '../../components/AuthCard';
import './accounts.css';

/**
 * Where the e-mail link lands. Someone signed in is told where they stand and sent on (verified: to the dashboard;
 * not yet: back to the verification page, which sends a new link); someone signed out reads the spec's All Set? and
 * goes to log in. Until the account has been read again it is the signed-out page, as the server renders it.
 */
export default function VerifyConfirmPage() {
  const [params] = useSearchParams();
  const problem = params.get('link');
  const { refresh, user } = useAuth();
  const [checked, setChecked] = useState(false);

  // The link may have been opened in this browser: reload the account so the guards see it verified.
  useEffect(() => {
    refresh()
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, [refresh]);

  const failed = problem === 'expired' || problem === 'invalid';
  const signedIn = checked ? user : null;
  if (signedIn?.verified && !failed)
    return (
      <AuthCard title="Your E-mail Is Verified">
        <p className="lead">
          You&apos;re all set, {signedIn.firstName}: buy credits and send your first card for a grade estimate.
        </p>
        <div className="actions">
          <Link className="button" to="/user-dashboard">
            Continue to your dashboard
          </Link>
        </div>
      </AuthCard>
    );
  return (
    <AuthCard title="All Set?">
      {failed ? (
        <>
          <p className="notice error">{problem === 'expired' ? accountTexts.linkExpired : accountTexts.linkInvalid}</p>
          <p>
            {signedIn
              ? 'Ask for a new link and open it from your inbox.'
              : 'Log in and we will send you a fresh verification link straight away.'}
          </p>
        </>
      ) : signedIn ? (
        <p className="lead">Your e-mail is not verified yet. Open the link we sent you, or ask for a new one.</p>
      ) : (
        <p className="lead">
          Once your e-mail is verified, log in to buy credits and send your first card for a grade estimate.
        </p>
      )}
      <div className="actions">
        {signedIn ? (
          <Link className="button" to="/verify-email">
            Back to e-mail verification
          </Link>
        ) : (
          <Link className="button" to="/login">
            Continue to Login
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
