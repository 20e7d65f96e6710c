import { Link } from 'react-router';
import { CREDITS_PER_SUBMISSION } from '../../../shared/constants';
import { PricingCards } from './PricingCards';
import './site.css';

export default function PricingPage() {
  return (
    <div className="page">
      <header className="page-header">
        <h1>Pricing</h1>
        <p className="lead">
          Simple credits, no subscription. Each card you submit uses {CREDITS_PER_SUBMISSION} credit, and a real grader
          looks at every photo.
        </p>
      </header>
      <PricingCards headingLevel={2} />
      <section className="prose narrow">
        <h2>What one credit buys</h2>
        <p>
          One credit covers one card: you upload ten photos (front, back and all eight corners) and a grader returns an
          expected grade, a ceiling grade, front and back centering, a raw and a graded value, the issues they found and
          a written explanation.
        </p>
        <p>
          <Link to="/accuracy">See how our estimates compare with official grades</Link>: we publish every result
          collectors report and our staff verify.
        </p>
        <h2>Good to know</h2>
        <ul>
          <li>You pay once per card; there are no extra fees on our side.</li>
          <li>
            If a grader cannot assess your card from the photos, they cancel the submission and your credit goes back to
            your wallet.
          </li>
          <li>
            Credits are non-transferable and non-refundable, as our <Link to="/terms-of-service">Terms of Service</Link>{' '}
            explain.
          </li>
          <li>Payments are handled by Stripe; we never see or store your card number.</li>
        </ul>
      </section>
    </div>
  );
}
