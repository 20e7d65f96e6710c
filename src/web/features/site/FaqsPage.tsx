import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CREDIT_PACKS, formatUsd, packSavingPercent } from '../../../shared/constants';
import './site.css';

function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="faq">
      <summary>{question}</summary>
      <div className="faq-answer">{children}</div>
    </details>
  );
}

export default function FaqsPage() {
  const packs = CREDIT_PACKS.map((pack) => {
    const saving = packSavingPercent(pack);
    return `${pack.name} for ${formatUsd(pack.priceCents)}${saving > 0 ? ` (about ${saving}% saving)` : ''}`;
  }).join(' or ');

  return (
    <article className="page prose">
      <h1>Frequently Asked Questions</h1>
      <p className="lead">
        Everything you might want to know before your first submission — from which photos to take to what your estimate
        will tell you. If your question isn’t here, our <Link to="/contact">contact page</Link> reaches a real person.
      </p>

      <h2>Getting started</h2>

      <Faq question="What is Gradewise?">
        <p>
          Gradewise gives you a grader’s opinion of your trading or sports card before you pay to have it officially
          graded. You photograph the card, a human grader studies the photos, and you get back an estimate of the grade
          it is likely to receive, along with the reasons why.
        </p>
        <p>It helps you decide which cards are worth sending for grading — and which are better kept or sold raw.</p>
      </Faq>

      <Faq question="How does it work?">
        <p>
          <Link to="/signup">Create an account</Link> and verify your e-mail address. Then buy credits in the{' '}
          <Link to="/shop">shop</Link>, enter the card’s name and identifier, and upload its photos. Each submission
          uses 1 credit. A grader reviews your photos and your results appear under your{' '}
          <Link to="/orders">orders</Link>.
        </p>
      </Faq>

      <Faq question="Do I need to mail my card to you?">
        <p>
          No. Gradewise is entirely photo-only: nothing is mailed, and your card never leaves your hands. That means no
          shipping costs, no insurance and no risk of damage in transit.
        </p>
      </Faq>

      <Faq question="Is a Gradewise estimate an official grade?">
        <p>
          No. An estimate is an experienced grader’s opinion based on your photos. It is not an official grade, it
          cannot be used as a certificate, and it does not guarantee the grade any company will give your card.
        </p>
        <p>
          Gradewise is independent and not affiliated with any grading company. Official grading companies such as PSA,
          BGS or SGC examine the physical card in hand, and photos can’t show everything, so their result can differ
          from ours. For the full details, see our <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
      </Faq>

      <Faq question="Who can use Gradewise?">
        <p>
          Anyone aged 13 or older. If you are under 18, you need the consent and supervision of a parent or legal
          guardian to use Gradewise.
        </p>
      </Faq>

      <h2>Photos</h2>

      <Faq question="Which photos do I need to upload?">
        <p>Every submission needs 10 photos:</p>
        <ul>
          <li>Front — the whole front of the card</li>
          <li>Back — the whole back of the card</li>
          <li>Front Corner #1 to #4 — a close-up of each corner on the front</li>
          <li>Back Corner #1 to #4 — a close-up of each corner on the back</li>
        </ul>
        <p>
          You can also add up to 5 extra photos — useful for a close-up of a mark on the surface, an edge, or a
          holographic area seen at an angle.
        </p>
      </Faq>

      <Faq question="What file formats and sizes can I upload?">
        <p>
          PNG, JPEG or HEIC (the default format on many iPhones), up to 10 MB per photo. Photos straight from a modern
          phone camera are usually fine.
        </p>
      </Faq>

      <Faq question="How do I take good photos?">
        <p>
          Use soft, even light, keep the camera straight above the card, and fill the frame. Our{' '}
          <Link to="/help">Help page</Link> walks through lighting, backgrounds, sleeves and each of the ten shots step
          by step.
        </p>
      </Faq>

      <Faq question="What happens if my photos are unusable?">
        <p>
          If a grader can’t judge your card from the photos — for example, they are blurry, too dark or show the wrong
          card — they cancel the submission and note the reason, which you’ll see on the submission in your{' '}
          <Link to="/orders">orders</Link>.
        </p>
        <p>
          The credit you used is returned to your account automatically, so you can retake the photos and submit again.
        </p>
      </Faq>

      <h2>Credits and payment</h2>

      <Faq question="How much does it cost?">
        <p>
          Each submission uses 1 credit. You can buy {packs}. See <Link to="/pricing">Pricing</Link> for details.
        </p>
      </Faq>

      <Faq question="How do I pay?">
        <p>
          Credits are bought in the <Link to="/shop">shop</Link> and paid for securely through Stripe Checkout. Your
          card details are entered with Stripe, not stored by Gradewise. Once payment is confirmed, the credits appear
          in your <Link to="/wallet">wallet</Link>, usually within moments.
        </p>
        <p>
          If your credits haven’t appeared after about a minute, refresh the page. You can see every purchase in your{' '}
          <Link to="/purchase-history">purchase history</Link>.
        </p>
      </Faq>

      <Faq question="Are credits refundable?">
        <p>
          No. Credits are non-transferable and non-refundable, so please buy only what you expect to use. The one
          exception is a submission a grader cancels: its credit is returned to your account automatically (as a credit,
          not as cash).
        </p>
        <p>
          The full terms are in our <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
      </Faq>

      <h2>Results</h2>

      <Faq question="How long do results take?">
        <p>Most results return in 1-2 hours; at busy times it can take up to 12 hours.</p>
        <p>
          You can follow your submission’s status in your <Link to="/orders">orders</Link> at any time.
        </p>
      </Faq>

      <Faq question="What do I get back?">
        <p>For each submission, your grader returns:</p>
        <ul>
          <li>an expected grade — the grade the card is most likely to receive, as a whole number from 1 to 10;</li>
          <li>a ceiling grade — the best grade it could realistically reach, also from 1 to 10;</li>
          <li>front and back centering, such as 55/45;</li>
          <li>an estimated raw value and graded value;</li>
          <li>the issues found, such as corner whitening, edge damage or surface scratching;</li>
          <li>an explanation of how the grader reached their estimate.</li>
        </ul>
      </Faq>

      <Faq question="How accurate are your estimates?">
        <p>
          See for yourself: when collectors send a card we estimated on to a grading company, they can report the
          official grade it got. Once our staff have checked it against a photo of the slab’s label, it counts, and we
          publish every verified result on our <Link to="/accuracy">track record</Link> page, with how often the
          official grade matched ours.
        </p>
      </Faq>

      <Faq question="What does the ceiling grade mean?">
        <p>
          The expected grade is where the grader thinks your card will most likely land. The ceiling grade is the
          highest grade the grader believes is realistically possible — for example, if a tiny flaw the photos can’t
          rule out turns out not to be there.
        </p>
        <p>
          When the two are the same, the grader is confident. When the ceiling is higher, the card has upside, but you
          shouldn’t count on it.
        </p>
      </Faq>

      <Faq question="How is centering expressed?">
        <p>
          Centering compares the widths of opposite borders, written as two percentages that add up to 100. A perfectly
          centred card is 50/50. A card at 55/45 has one border taking 55% of the combined width and the opposite border
          45%.
        </p>
        <p>
          Your results show centering for the front and the back separately, because the two sides are often centred
          differently.
        </p>
      </Faq>

      <Faq question="Can I check centering myself?">
        <p>
          Yes — our free <Link to="/centering-tool">centering tool</Link> needs no account and no credits. Upload or
          paste a photo of your card, line up the outer box with the card’s edge and the inner box with the artwork
          border, and it shows the left/right and top/bottom split as percentages.
        </p>
      </Faq>
    </article>
  );
}
