import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CREDIT_PACKS, formatUsd, packSavingPercent, type CreditPack } from '../../../shared/constants';
import { creditTexts } from '../../../shared/credits';
import { ApiError } from '../../api/client';
import { startCheckout } from '../../api/credits';
import { useAuth } from '../../auth';
import { FormAlert } from '../../components/AuthCard';
import './credits.css';

function checkoutMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return creditTexts.somethingWrong;
  if (error.status === 401) return creditTexts.mustLogIn;
  return error.message || creditTexts.sessionFailed;
}

export default function ShopPage() {
  const { user } = useAuth();
  const [buying, setBuying] = useState<CreditPack['id'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Back from a checkout the buyer cancelled: say that it cost nothing, rather than show the shop as if nothing happened.
  const [params] = useSearchParams();
  const cancelled = params.get('checkout') === 'cancelled';

  async function buy(pack: CreditPack) {
    setFailure(null);
    setBuying(pack.id);
    try {
      const { url } = await startCheckout(pack.id);
      if (!url) throw new ApiError(502, 'no_url', creditTexts.sessionFailed);
      window.location.assign(url);
    } catch (error) {
      setFailure(checkoutMessage(error));
      setBuying(null);
    }
  }

  return (
    <div className="page">
      <h1>Shop</h1>
      <div role="status">{cancelled && <p className="notice info">{creditTexts.checkoutCancelled}</p>}</div>
      <p className="lead">
        You have {user?.credits ?? 0} {user?.credits === 1 ? 'credit' : 'credits'}. One credit sends one card to a
        grader.
      </p>
      <ul className="pricing-cards">
        {CREDIT_PACKS.map((pack) => {
          const saving = packSavingPercent(pack);
          return (
            <li key={pack.id} className={saving > 0 ? 'pricing-card featured' : 'pricing-card'}>
              {saving > 0 && <p className="badge">Save about {saving}%</p>}
              <h2>{pack.name}</h2>
              <p className="price">
                <span className="amount">{formatUsd(pack.priceCents)}</span>
              </p>
              <p className="per-card">
                {pack.credits === 1
                  ? 'One card estimate'
                  : `${formatUsd(Math.round(pack.priceCents / pack.credits))} per card`}
              </p>
              <button
                type="button"
                className={saving > 0 ? 'button' : 'button ghost'}
                onClick={() => buy(pack)}
                disabled={buying !== null}
                aria-label={`Buy ${pack.name} for ${formatUsd(pack.priceCents)}`}
              >
                {buying === pack.id ? 'Opening checkout…' : `Buy ${pack.name}`}
              </button>
            </li>
          );
        })}
      </ul>
      <FormAlert message={failure} />
      <p className="fine-print">
        Payments are handled by Stripe; we never see your card number. Credits are non-transferable and non-refundable (
        <Link to="/terms-of-service">Terms of Service</Link>).
      </p>
    </div>
  );
}
