import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { creditTexts, WALLET_HARD_STOP_MS, WALLET_SOFT_CHECK_MS } from '../../../shared/credits';
import { fulfilCheckout } from '../../api/credits';
import { useLiveCredits } from '../../live-credits';
import './credits.css';

type Arrival = 'none' | 'adding' | 'added' | 'late';

// Long enough for a person to see what is happening even when the credits were already there.
const MIN_ADDING_MS = 800;

/**
 * After checkout the wallet waits for the credits, as the spec says: until the balance changes or the
 * payment is recorded, with a soft check at 8 s and a hard stop at 60 s.
 */
function useCheckoutArrival(credits: number): Arrival {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session_id');
  const returning = params.get('success') === 'true' || sessionId !== null;
  const [arrival, setArrival] = useState<Arrival>(returning ? 'adding' : 'none');
  const latestCredits = useRef(credits);
  useEffect(() => {
    latestCredits.current = credits;
  }, [credits]);

  useEffect(() => {
    if (!returning) return;
    let cancelled = false;
    let recorded = false;
    const startCredits = latestCredits.current;
    const startedAt = Date.now();
    const check = async () => {
      if (!sessionId) return;
      const status = await fulfilCheckout(sessionId).catch(() => null);
      if (status?.credited) recorded = true;
    };
    void check();
    const soft = setTimeout(() => void check(), WALLET_SOFT_CHECK_MS);
    const hard = setTimeout(() => {
      if (!cancelled) setArrival((current) => (current === 'adding' ? 'late' : current));
    }, WALLET_HARD_STOP_MS);
    const watch = setInterval(() => {
      const settled = recorded || latestCredits.current !== startCredits;
      if (settled && Date.now() - startedAt >= MIN_ADDING_MS) {
        setArrival((current) => (current === 'adding' ? 'added' : current));
      }
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(soft);
      clearTimeout(hard);
      clearInterval(watch);
    };
  }, [returning, sessionId]);

  // Once settled either way, the query parameters go, so a reload does not wait again.
  useEffect(() => {
    if (arrival === 'added' || arrival === 'late') setParams({}, { replace: true });
  }, [arrival, setParams]);

  return arrival;
}

export default function WalletPage() {
  const credits = useLiveCredits();
  const arrival = useCheckoutArrival(credits);

  return (
    <div className="page narrow">
      <h1>Wallet</h1>
      <div className="card wallet-balance">
        <p className="balance-label">Current credits</p>
        <p className="balance" aria-live="polite" aria-atomic="true">
          <span className="balance-number">{credits}</span> {credits === 1 ? 'credit' : 'credits'}
        </p>
        <div role="status" className="form-status">
          {arrival === 'adding' && (
            <p className="notice info">
              <span className="spinner" aria-hidden="true" /> {creditTexts.adding}
            </p>
          )}
          {arrival === 'added' && (
            <p className="notice success">
              Your credits have been added. Thank you! A receipt is on its way to your e-mail.
            </p>
          )}
          {arrival === 'late' && <p className="notice info">{creditTexts.refreshHint}</p>}
        </div>
        <div className="actions">
          <Link className="button" to="/shop">
            Buy More Credits
          </Link>
          <Link className="button ghost" to="/purchase-history">
            Purchase History
          </Link>
        </div>
      </div>
      <p className="fine-print">One credit sends one card to a grader. Your balance updates here by itself.</p>
    </div>
  );
}
