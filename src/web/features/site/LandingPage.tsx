import { Link, Navigate } from 'react-router';
import { MAX_TURNAROUND_HOURS, TYPICAL_TURNAROUND_HOURS } from '../../../shared/constants';
import { Icon, type IconName } from '../../components/Icon';
import { useAuth } from '../../auth';
import { usePublicConfig } from '../../public-config';
import { PricingCards } from './PricingCards';
import { SlabIllustration } from './SlabIllustration';
import './site.css';

const STEPS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'camera',
    title: 'Photograph your card',
    text: 'Ten photos: front, back and all eight corners, from your phone.',
  },
  {
    icon: 'wallet',
    title: 'Pay one credit',
    text: 'One credit per card. No subscription, no shipping, no waiting list.',
  },
  {
    icon: 'star',
    title: 'A grader reviews it',
    text: 'A person checks centering, corners, edges and surface, photo by photo.',
  },
  {
    icon: 'clock',
    title: 'Get your estimate',
    text: `Expected and ceiling grade, centering and value, most often within ${TYPICAL_TURNAROUND_HOURS} hours.`,
  },
];

export default function LandingPage() {
  const { howItWorksVideoUrl, graderApplyUrl } = usePublicConfig();
  const { user } = useAuth();
  // The spec: a signed-in user with a verified e-mail goes straight to the dashboard.
  if (user?.verified) return <Navigate to="/user-dashboard" replace />;
  return (
    <div className="landing">
      <section className="hero">
        <div className="hero-text">
          <p className="eyebrow">Pre-grading by real graders</p>
          <h1>Know your card’s grade before you pay to grade it.</h1>
          <p className="lead">
            Send ten photos, and a human grader tells you the grade to expect, the best it could get, its centering and
            what it is worth raw and graded. Then decide whether it is worth the slab.
          </p>
          <div className="actions">
            <Link className="button large" to="/signup">
              Get Started
            </Link>
            <Link className="button ghost large" to="/login">
              Login
            </Link>
            <Link className="button ghost large" to="/signup">
              Sign Up
            </Link>
          </div>
          <p className="fine-print">Estimates, not official grades. Nothing to mail: your card never leaves home.</p>
        </div>
        <div className="hero-slabs" aria-label="Example estimates" role="group">
          <SlabIllustration className="slab slab-left" grade="8" cardName="Mountain Sprite" tone="teal" />
          <SlabIllustration className="slab slab-center" grade="10" cardName="Solar Drake" tone="gold" />
          <SlabIllustration className="slab slab-right" grade="9" cardName="Tide Runner" tone="indigo" />
        </div>
      </section>

      <section className="section how-it-works" aria-labelledby="how-heading">
        <h2 id="how-heading">How it works</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step-icon">
                <Icon name={step.icon} size={24} />
              </span>
              <h3>
                <span className="step-number">{index + 1}.</span> {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <figure className="video">
          <video controls preload="none" poster="/media/how-it-works-poster.jpg" playsInline width={960} height={540}>
            <source src={howItWorksVideoUrl} type="video/webm" />
            Your browser cannot play this video. The four steps above say the same.
          </video>
          <figcaption>How Gradewise works, in fifteen seconds.</figcaption>
        </figure>
      </section>

      <section className="section" aria-labelledby="pricing-heading">
        <h2 id="pricing-heading">Pricing</h2>
        <p className="lead">One credit per card. Buy five and save about a third.</p>
        <PricingCards />
      </section>

      <section className="section promise" aria-labelledby="promise-heading">
        <h2 id="promise-heading">Fast, honest, photo-only</h2>
        <ul className="promise-list">
          <li>
            <strong>Fast.</strong> Most results come back in 1-{TYPICAL_TURNAROUND_HOURS} hours, and within{' '}
            {MAX_TURNAROUND_HOURS} hours at busy times.
          </li>
          <li>
            <strong>Honest.</strong> A grader who can’t judge your photos cancels the submission and your credit comes
            back.
          </li>
          <li>
            <strong>Photo-only.</strong> No mailing, no insurance, no risk to the card.{' '}
            <Link to="/faqs">Read the FAQs</Link>.
          </li>
        </ul>
        <div className="actions">
          <Link className="button large" to="/signup">
            Get Started
          </Link>
          <Link className="button ghost large" to="/what-we-evaluate">
            What we evaluate
          </Link>
        </div>
      </section>

      <section className="section grader-cta" aria-labelledby="grader-heading">
        <h2 id="grader-heading">Know grading inside out?</h2>
        <p>
          We are looking for experienced graders to review submissions from home.{' '}
          <a href={graderApplyUrl} target="_blank" rel="noopener noreferrer">
            Apply as a grader
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </section>
    </div>
  );
}
