import { Link } from 'react-router';
import { CREDIT_PACKS, formatUsd, packSavingPercent } from '../../../shared/constants';
import './site.css';

export default function TermsPage() {
  return (
    <article className="page prose">
      <h1>Terms of Service</h1>
      <p className="lead">
        These terms explain how Gradewise works, what you can expect from us and what we ask of you. We have tried to
        keep them in plain English. Please read them carefully, because by creating an account or using Gradewise you
        agree to them.
      </p>
      <p>
        <strong>Effective date: June 19, 2025.</strong>
      </p>

      <h2>1. Who we are</h2>
      <p>
        Gradewise (“Gradewise”, “we”, “us” or “our”) is an online service for collectors of trading and sports cards.
        You upload photos of a card, and one of our human graders reviews them and sends back an estimate of how the
        card might grade before you decide whether to send it to an official grading company. In these terms, “you”
        means the person using Gradewise, and the “service” means our website, the tools on it and the estimates we
        provide.
      </p>

      <h2>2. Eligibility</h2>
      <ul>
        <li>You must be at least 13 years old to use Gradewise.</li>
        <li>
          If you are under 18, you may use Gradewise only with the consent and supervision of a parent or legal
          guardian, who agrees to these terms on your behalf and is responsible for your use of the service, including
          any purchases.
        </li>
        <li>You must not use Gradewise if you have been barred from it before or if the law does not allow you to.</li>
      </ul>

      <h2>3. Your account and its security</h2>
      <ul>
        <li>
          To submit cards you need an account. Please give accurate details when you sign up and keep them up to date.
          We ask you to verify your e-mail address before you can use your account.
        </li>
        <li>
          Keep your password private and do not share your account. You are responsible for everything that happens
          under your account unless it results from our own failure.
        </li>
        <li>
          If you forget your password, you can reset it at <Link to="/forgot-password">Forgot password</Link>. If you
          think someone else has accessed your account, tell us straight away through our{' '}
          <Link to="/contact">contact page</Link>.
        </li>
      </ul>

      <h2>4. Credits</h2>
      <p>Submissions are paid for with credits, which you buy in advance. Credits are currently sold in these packs:</p>
      <ul>
        {CREDIT_PACKS.map((pack) => {
          const saving = packSavingPercent(pack);
          return (
            <li key={pack.id}>
              {pack.name}: {formatUsd(pack.priceCents)}
              {saving > 0 ? ` (about ${saving}% less than buying single credits)` : ''}
            </li>
          );
        })}
      </ul>
      <ul>
        <li>Each card submission uses 1 credit, which is deducted from your balance when you submit.</li>
        <li>
          Credits have no cash value. They are <strong>non-transferable</strong>: they belong to your account and cannot
          be sold, gifted or moved to another account.
        </li>
        <li>
          Credits are <strong>non-refundable</strong>: once bought, they cannot be exchanged for money, except where the
          law requires otherwise.
        </li>
        <li>
          Sometimes a grader has to cancel a submission, for example because the photos are unusable. When that happens,
          the credit used for that submission is returned to your account automatically, so you can use it again. This
          is a return of the credit, not a cash refund.
        </li>
        <li>We may change prices or packs in the future. A change will not affect credits you have already bought.</li>
      </ul>

      <h2>5. What an estimate is — and is not</h2>
      <p>
        An estimate is a grader’s considered opinion, based only on the photos you upload. It can include an expected
        grade, a ceiling grade, front and back centering, an estimated raw and graded value, the issues the grader
        noticed and an explanation. Please keep in mind:
      </p>
      <ul>
        <li>
          An estimate is <strong>not an official grade</strong>. It is not a certificate and should not be presented as
          one.
        </li>
        <li>
          We <strong>do not guarantee</strong> that any grading company will give your card any particular grade.
          Official graders examine the physical card, and photos cannot show everything — such as tiny surface flaws, or
          damage hidden by glare, focus or lighting.
        </li>
        <li>
          Gradewise is independent and is <strong>not affiliated with, endorsed by or sponsored by</strong> any grading
          company.
        </li>
        <li>
          Value figures are rough, informal estimates. They are not an appraisal, an offer to buy, or financial advice,
          and market prices can change quickly.
        </li>
        <li>
          Gradewise never handles your card. The service is photo-only and nothing is mailed to us. Decisions about
          grading, buying or selling a card are yours.
        </li>
      </ul>

      <h2>6. Your photos and other content</h2>
      <ul>
        <li>
          You keep ownership of the photos and information you upload (“your content”). Please upload only content you
          have the right to share.
        </li>
        <li>
          You give us a limited, non-exclusive, royalty-free licence to store, copy, display and process your content
          only as needed to provide the service to you — for example, so a grader can view your photos and so you can
          see your submission and its results.
        </li>
        <li>We do not sell your photos, and we do not use them for advertising.</li>
        <li>
          We may remove content that breaks these terms. Estimates we write for you are yours to use for your own
          purposes, including sharing them, as long as you do not present them as official grades.
        </li>
      </ul>

      <h2>7. Acceptable use</h2>
      <p>When you use Gradewise, please do not:</p>
      <ul>
        <li>upload anything unlawful, offensive, or unrelated to the card being submitted;</li>
        <li>upload photos you do not have the right to use, or impersonate another person;</li>
        <li>
          use an estimate to mislead others, for example by presenting it as an official grade or a guarantee of grade;
        </li>
        <li>
          try to get into accounts or systems you are not allowed to access, disrupt the service, or get around its
          security;
        </li>
        <li>scrape, copy or resell the service, or use automated means to access it without our permission;</li>
        <li>abuse, harass or threaten our graders or staff.</li>
      </ul>

      <h2>8. Payments</h2>
      <p>
        Payments are handled by a third-party payment processor (currently Stripe, through Stripe Checkout). Your card
        details are entered with the processor and are not stored by Gradewise. The processor’s own terms and privacy
        policy also apply to your payment. Prices are shown in US dollars. Credits are added to your account once the
        payment is confirmed, which usually takes a few moments.
      </p>

      <h2>9. Disclaimers</h2>
      <p>
        We work hard to give careful, honest estimates and to keep Gradewise running smoothly. Even so, the service is
        provided “as is” and “as available”. To the fullest extent the law allows, we make no promises or warranties —
        express or implied — about the accuracy of any estimate or value, about the outcome of any official grading, or
        that the service will always be available, uninterrupted or error-free. Turnaround times we mention are typical
        times, not guarantees. Nothing in these terms limits rights you have under consumer law that cannot be limited.
      </p>

      <h2>10. Limitation of liability</h2>
      <p>
        To the fullest extent the law allows, Gradewise will not be liable for any indirect, incidental, special or
        consequential losses, or for lost profits, lost value or lost opportunities — including any difference between
        an estimate and an official grade, or grading fees paid to another company. Our total liability to you for any
        claim relating to the service is limited to the amount you paid us in the 12 months before the event that gave
        rise to the claim. Some places do not allow certain limits on liability, so some of these limits may not apply
        to you.
      </p>

      <h2>11. Ending your use of Gradewise</h2>
      <ul>
        <li>You may stop using Gradewise at any time. To close your account, contact us.</li>
        <li>
          We may suspend or close an account that breaks these terms, puts other people or the service at risk, or where
          the law requires us to. Where it is reasonable, we will tell you why.
        </li>
        <li>
          When an account is closed, any unused credits end with it, because credits are non-refundable. Sections that
          by their nature should continue — such as disclaimers and limitation of liability — still apply.
        </li>
      </ul>

      <h2>12. Changes to these terms</h2>
      <p>
        We may update these terms from time to time, for example when we add features or when the law changes. When we
        do, we will post the new version on this page with a new effective date, and for significant changes we will
        make reasonable efforts to let you know. If you keep using Gradewise after a change takes effect, you accept the
        updated terms. If you do not agree with them, please stop using the service.
      </p>

      <h2>13. Governing law</h2>
      <p>
        These terms are governed by the laws of the jurisdiction where Gradewise is established, without regard to its
        conflict-of-law rules. This does not take away any protection you have under the mandatory consumer laws of the
        place where you live.
      </p>

      <h2>14. Contact us</h2>
      <p>
        If you have a question about these terms or about Gradewise, please reach us through our{' '}
        <Link to="/contact">contact page</Link>. We are happy to help.
      </p>
    </article>
  );
}
