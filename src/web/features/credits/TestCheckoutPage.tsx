import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { formatUsd } from '../../../shared/constants';
import { creditTexts } from '../../../shared/credits';
import { userMessage } from '../../api/client';
import { cancelTestCheckout, completeTestCheckout, fetchTestCheckout, type TestCheckout } from '../../api/credits';
import { FormAlert } from '../../components/AuthCard';
import './credits.css';

/** Why a test checkout can no longer be paid, as its status says. */
const CLOSED: Record<Exclude<TestCheckout['status'], 'open'>, string> = {
  complete: 'This test payment is complete.',
  cancelled: 'This test payment was cancelled.',
  refunded: 'This test payment was completed, then refunded by staff.',
};

/** Stands in for Stripe Checkout when no Stripe keys are configured; it says so plainly. */
export default function TestCheckoutPage() {
  const { id = '' } = useParams();
  const [checkout, setCheckout] = useState<TestCheckout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchTestCheckout(id).then(setCheckout, (error: unknown) =>
      setFailure(userMessage(error, creditTexts.somethingWrong)),
    );
  }, [id]);

  async function finish(action: typeof completeTestCheckout) {
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await action(id);
      window.location.assign(url);
    } catch (error) {
      setFailure(userMessage(error, creditTexts.somethingWrong));
      setBusy(false);
    }
  }

  return (
    <div className="page auth-page">
      <div className="card auth-card test-checkout">
        <p className="test-banner">Test payment: no money moves</p>
        <h1>Checkout</h1>
        <p>
          No Stripe keys are configured, so this page stands in for Stripe Checkout. Completing it sends the same signed
          event Stripe would.
        </p>
        {checkout && (
          <dl className="details">
            <dt>Pack</dt>
            <dd>{checkout.productName}</dd>
            <dt>Credits</dt>
            <dd>{checkout.credits}</dd>
            <dt>Price</dt>
            <dd>{formatUsd(checkout.amountTotal)}</dd>
          </dl>
        )}
        {checkout && checkout.status !== 'open' && <p className="notice">{CLOSED[checkout.status]}</p>}
        <FormAlert message={failure} />
        <div className="actions">
          <button
            type="button"
            className="button"
            disabled={!checkout || checkout.status !== 'open' || busy}
            onClick={() => finish(completeTestCheckout)}
          >
            Complete test payment
          </button>
          <button type="button" className="button ghost" disabled={busy} onClick={() => finish(cancelTestCheckout)}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
