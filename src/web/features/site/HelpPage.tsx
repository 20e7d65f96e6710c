import { Link } from 'react-router';
import { CREDIT_PACKS, formatUsd, packSavingPercent } from '../../../shared/constants';
import './site.css';

export default function HelpPage() {
  return (
    <article className="page prose">
      <h1>Help</h1>
      <p className="lead">
        Practical guidance for getting the most from Gradewise: how to photograph a card so your grader can see every
        detail, how credits work, where to find your results, and what to do if you get stuck.
      </p>

      <h2>Photographing your card</h2>
      <p>
        Your grader sees only what your photos show, so good photos lead directly to a more confident estimate. You
        don’t need special equipment — a recent phone camera is plenty — but a few minutes of setup make a real
        difference.
      </p>

      <h3>Light</h3>
      <ul>
        <li>
          Use soft, diffuse light: daylight from a window (out of direct sun), or a lamp bounced off a wall or ceiling.
          Hard, direct light creates hot spots and deep shadows that hide detail.
        </li>
        <li>
          Watch for glare, especially on holographic, foil and glossy cards. If you see a bright patch, tilt the light
          or move yourself until it disappears — glare can hide scratches or look like one.
        </li>
        <li>Turn off the flash; it almost always causes glare on the card surface.</li>
        <li>Avoid standing between the light and the card, so your own shadow doesn’t fall across it.</li>
      </ul>

      <h3>Background and holder</h3>
      <ul>
        <li>
          Place the card on a flat, plain surface in a dark or neutral colour, such as black or grey card stock or a
          clean mousepad. A contrasting background makes edges and corners easy to judge.
        </li>
        <li>
          If it is safe to do so, take the card out of any thick holder before photographing it. Top-loaders, magnetic
          holders and graded slabs add reflections and glare that can hide flaws.
        </li>
        <li>
          A thin penny sleeve is fine if you’d rather keep the card protected, as long as it is clean and doesn’t
          reflect the light into the lens.
        </li>
        <li>Handle the card by its edges with clean, dry hands, and give the surface a gentle dust-off first.</li>
      </ul>

      <h3>Camera position and focus</h3>
      <ul>
        <li>
          Hold the camera straight over the card, parallel to it. Shooting at an angle distorts the shape of the card
          and makes centering impossible to judge accurately.
        </li>
        <li>
          Fill the frame: the card should take up most of the photo, with a small margin of background showing on every
          side so no edge is cut off.
        </li>
        <li>
          Tap the screen to focus on the card and check that the text and edges are sharp before moving on. Zooming in
          on the photo afterwards is a quick way to check.
        </li>
        <li>Keep the camera steady. Resting your elbows on the table, or using a stand, helps in lower light.</li>
        <li>
          Don’t use filters, beauty modes or heavy editing — they can smooth away the very flaws a grader looks for.
        </li>
      </ul>

      <h3>The ten required photos</h3>
      <p>Every submission needs these ten photos. Corners are numbered the same way on both sides of the card:</p>
      <ol>
        <li>
          <strong>Front</strong> — the whole front of the card, straight on, with all four edges visible.
        </li>
        <li>
          <strong>Back</strong> — the whole back of the card, taken the same way.
        </li>
        <li>
          <strong>Front Corner #1</strong> — a close-up of the top-left corner of the front.
        </li>
        <li>
          <strong>Front Corner #2</strong> — a close-up of the top-right corner of the front.
        </li>
        <li>
          <strong>Front Corner #3</strong> — a close-up of the bottom-left corner of the front.
        </li>
        <li>
          <strong>Front Corner #4</strong> — a close-up of the bottom-right corner of the front.
        </li>
        <li>
          <strong>Back Corner #1</strong> — a close-up of the top-left corner of the back, as you look at the back.
        </li>
        <li>
          <strong>Back Corner #2</strong> — a close-up of the top-right corner of the back.
        </li>
        <li>
          <strong>Back Corner #3</strong> — a close-up of the bottom-left corner of the back.
        </li>
        <li>
          <strong>Back Corner #4</strong> — a close-up of the bottom-right corner of the back.
        </li>
      </ol>
      <p>
        For the corner close-ups, move the camera in until the corner fills most of the frame, with a little of both
        adjoining edges in view. The grader is looking for whitening, softness, dings and fraying, so make sure the very
        tip of the corner is in sharp focus.
      </p>

      <h3>Extra photos</h3>
      <p>You can add up to 5 extra photos. They are optional, but helpful for:</p>
      <ul>
        <li>a close-up of any scratch, dent, print line or mark on the surface;</li>
        <li>an edge that shows whitening or chipping;</li>
        <li>a holographic or foil card taken at a slight angle, so light reveals scratches on the surface.</li>
      </ul>

      <h3>File requirements</h3>
      <ul>
        <li>Formats: PNG, JPEG or HEIC.</li>
        <li>Size: up to 10 MB per photo.</li>
      </ul>
      <p>
        Want to check centering before you submit? Our free <Link to="/centering-tool">centering tool</Link> works with
        the same front and back photos.
      </p>

      <h2>How credits work</h2>
      <ul>
        <li>Each submission uses 1 credit. Credits are taken from your balance when you submit a card.</li>
        <li>
          Buy credits in the <Link to="/shop">shop</Link>:{' '}
          {CREDIT_PACKS.map((pack, index) => {
            const saving = packSavingPercent(pack);
            return (
              <span key={pack.id}>
                {index > 0 ? ' or ' : ''}
                {pack.name.toLowerCase()} for {formatUsd(pack.priceCents)}
                {saving > 0 ? ` (about ${saving}% saving)` : ''}
              </span>
            );
          })}
          . Payment is handled securely by Stripe Checkout.
        </li>
        <li>
          Your current balance is always shown in your <Link to="/wallet">wallet</Link>. Right after a purchase, the
          wallet shows “Adding credits...” while your payment is confirmed; if your balance hasn’t updated within a
          minute, refresh the page.
        </li>
        <li>
          Every completed purchase is listed in your <Link to="/purchase-history">purchase history</Link>, which you can
          also reach from your <Link to="/profile">profile</Link>.
        </li>
        <li>
          Credits are non-transferable and non-refundable. If a grader cancels a submission — for example because the
          photos are unusable — the credit is returned to your account automatically. See our{' '}
          <Link to="/terms-of-service">Terms of Service</Link> for details.
        </li>
      </ul>

      <h2>Submitting a card</h2>
      <ol>
        <li>
          Go to <Link to="/submit">Submit</Link>.
        </li>
        <li>Enter the card’s name and its identifier, such as the card number printed on it.</li>
        <li>Upload all ten required photos, plus any extras.</li>
        <li>Submit. One credit is used, and you’ll be taken to your orders.</li>
      </ol>

      <h2>Tracking a submission</h2>
      <ul>
        <li>
          All your submissions are listed under <Link to="/orders">Orders</Link>, each with its current status.
        </li>
        <li>Most results return in 1-2 hours; at busy times it can take up to 12 hours.</li>
        <li>
          When a submission is complete, open it to see your photos alongside the grader’s feedback: expected and
          ceiling grade, front and back centering, estimated raw and graded value, the issues found and an explanation.
        </li>
        <li>
          If a submission was cancelled, it shows the grader’s reason. Your credit has already been returned, so you can
          fix the problem — usually the photos — and submit again.
        </li>
      </ul>

      <h2>Account help</h2>
      <h3>Verifying your e-mail</h3>
      <ul>
        <li>
          After you sign up, we send a verification link to your e-mail address. Open it, then return to Gradewise and
          log in.
        </li>
        <li>
          Can’t find the e-mail? Check your spam or junk folder. If you log in before verifying, we send a fresh
          verification link automatically.
        </li>
      </ul>

      <h3>Forgotten password</h3>
      <ul>
        <li>
          Go to <Link to="/forgot-password">Forgot password</Link> (also linked from the login page) and enter your
          e-mail address or username.
        </li>
        <li>
          If an account exists, we send a reset link to its e-mail address. Check your inbox and spam folder, then
          follow the link to choose a new password.
        </li>
      </ul>

      <h3>Logging in</h3>
      <ul>
        <li>You can log in with either your username or your e-mail address.</li>
        <li>
          Your <Link to="/profile">profile</Link> shows your name, username, e-mail, credit balance and a support ID you
          can copy — handy when you contact us.
        </li>
      </ul>

      <h2>Contacting support</h2>
      <p>
        If something isn’t working or you have a question this page doesn’t answer, send us a message through the{' '}
        <Link to="/contact">contact page</Link>. To help us sort things out quickly, please include:
      </p>
      <ul>
        <li>the e-mail address on your account;</li>
        <li>your support ID from your profile;</li>
        <li>the card name of the submission, if your question is about one;</li>
        <li>what you expected to happen and what happened instead.</li>
      </ul>
      <p>
        You may also find your answer in our <Link to="/faqs">Frequently Asked Questions</Link>.
      </p>
    </article>
  );
}
