import { Link } from 'react-router';
import { CREDIT_PACKS, CREDITS_PER_SUBMISSION, formatUsd, packSavingPercent } from '../../../shared/constants';
import { Icon } from '../../components/Icon';

/** The two credit packs, as shown on the landing and pricing pages. */
export function PricingCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="pricing-cards">
      {CREDIT_PACKS.map((pack) => {
        const saving = packSavingPercent(pack);
        const perCard = Math.round(pack.priceCents / pack.credits);
        return (
          <li key={pack.id} className={saving > 0 ? 'pricing-card featured' : 'pricing-card'}>
            {saving > 0 && <p className="badge">Save about {saving}%</p>}
            <Heading>{pack.name}</Heading>
            <p className="price">
              <span className="amount">{formatUsd(pack.priceCents)}</span>
            </p>
            <p className="per-card">{pack.credits === 1 ? 'One card estimate' : `${formatUsd(perCard)} per card`}</p>
            <ul className="checks">
              <li>
                <Icon name="check" size={16} /> {pack.credits} card {pack.credits === 1 ? 'submission' : 'submissions'}
              </li>
              <li>
                <Icon name="check" size={16} /> Expected and ceiling grade
              </li>
              <li>
                <Icon name="check" size={16} /> Centering, value and issues found
              </li>
            </ul>
            <Link className={saving > 0 ? 'button' : 'button ghost'} to="/signup">
              Get {pack.name}
            </Link>
          </li>
        );
      })}
      <li className="pricing-note">
        {CREDITS_PER_SUBMISSION} credit = 1 card. Credits never expire while your account is open.
      </li>
    </ul>
  );
}
