import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { accountTexts } from '../../../shared/accounts';
import { useAuth } from '../../auth';
import { AuthCard } from '../../components/AuthCard';
import './accounts.css';

export default function VerifyConfirmPage() {
  const [params] = useSearchParams();
  const problem = params.get('link');
  const { refresh } = useAuth();

  // The link may have been opened in this browser: reload the account so the guards see it verified.
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);

  const failed = problem === 'expired' || problem === 'invalid';
  return (
    <AuthCard title="All Set?">
      {failed ? (
        <>
          <p className="notice error">{problem === 'expired' ? accountTexts.linkExpired : accountTexts.linkInvalid}</p>
          <p>Log in and we will send you a fresh verification link straight away.</p>
        </>
      ) : (
        <p className="lead">
          Once your e-mail is verified, log in to buy credits and send your first card for a grade estimate.
        </p>
      )}
      <div className="actions">
        <Link className="button" to="/login">
          Continue to Login
        </Link>
      </div>
    </AuthCard>
  );
}
