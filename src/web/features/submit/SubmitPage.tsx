/**
 * The submit screen. How tests and assistive technology find its controls:
 * - each photo's file input is named exactly by the photo's label: getByLabelText('Front'),
 *   getByLabelText('Back Corner #3'), getByLabelText('Extra #1');
 * - a chosen photo has the buttons 'Replace {label}' and 'Remove {label}'; 'Add an extra photo' reveals the next
 *   extra slot; the text fields are 'Card name' and 'Identifier'; the send button is 'Submit card'.
 * - submitting again (/submit?again=<id>), a kept earlier photo is the image 'Earlier photo of {label}' with the
 *   same Replace and Remove buttons; a slot emptied of it offers 'Use the earlier {label}'.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CREDITS_PER_SUBMISSION, EXTRA_PHOTOS, REQUIRED_PHOTOS } from '../../../shared/constants';
import { ALL_PHOTOS, submissionFieldsSchema, submissionTexts, type PhotoKey } from '../../../shared/submissions';
import { useAuth } from '../../auth';
import { FormField } from '../../components/FormField';
import { useSchemaForm } from '../../forms';
import { useLiveCredits } from '../../live-credits';
import { AgainNotice } from './AgainNotice';
import { ExtraPhotos, hasPhoto, RequiredPhotos } from './PhotoSlots';
import { UploadProgress } from './UploadProgress';
import { usePhotoPicks } from './usePhotoPicks';
import { useSubmissionSender } from './useSubmissionSender';
import { useSubmitAgain } from './useSubmitAgain';
import './submit.css';

const creditsText = (credits: number) => `${credits} ${credits === 1 ? 'credit' : 'credits'}`;

export default function SubmitPage() {
  const { user, refresh } = useAuth();
  const credits = useLiveCredits();
  const navigate = useNavigate();
  const form = useSchemaForm(submissionFieldsSchema, { cardName: '', cardNumber: '' });
  const photos = usePhotoPicks();
  const sender = useSubmissionSender();
  const [extras, setExtras] = useState({ shown: 0, added: false });
  const [formError, setFormError] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const again = useSubmitAgain(useSearchParams()[0].get('again'), (earlier) => {
    form.set('cardName', earlier.cardName);
    form.set('cardNumber', earlier.cardNumber);
    const extrasSent = EXTRA_PHOTOS.filter((extra) => earlier.photos.some((photo) => photo.key === extra.key));
    setExtras({ shown: extrasSent.length, added: false });
  });
  const slotPhotos = { picks: photos.picks, earlier: again.photos, kept: again.kept };
  const canPay = credits >= CREDITS_PER_SUBMISSION;
  const costId = useId();
  // An upload outlives a change of page; its answer must not then alert or navigate from a page left behind.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!user) return setFormError(submissionTexts.notLoggedIn);
    const fields = form.validate();
    if (REQUIRED_PHOTOS.some((photo) => !hasPhoto(slotPhotos, photo.key))) {
      setShowMissing(true);
      // The spec's words, in the page's alert (announced to screen readers) rather than a browser pop-up.
      setFormError(submissionTexts.allRequired);
      return;
    }
    if (!fields) return;
    const chosen = ALL_PHOTOS.flatMap(({ key }) => {
      const pick = photos.picks[key];
      return pick ? [{ key, file: pick.file }] : [];
    });
    // Kept earlier photos go as their keys; the server copies them from the cancelled submission.
    const reused = ALL_PHOTOS.filter(({ key }) => !photos.picks[key] && hasPhoto(slotPhotos, key));
    const reuse = again.from && reused.length > 0 ? { from: again.from, keys: reused.map(({ key }) => key) } : null;
    const result = await sender.send(fields, chosen, reuse);
    if (!result) return;
    // The balance moved, or the server found it empty. Not after a 401: that would log out and leave the page.
    if (result.ok || result.status === 402) void refresh().catch(() => undefined);
    if (!mounted.current) return;
    if (!result.ok) {
      setFormError(result.message); // everything chosen stays, ready for another try
      if (result.photoKey) photos.setProblem(result.photoKey, result.message);
      return;
    }
    form.reset();
    photos.reset();
    // The orders page says it, at the top, where the new card now is (SUBMITTED_NOTICE).
    void navigate('/orders', { state: { notice: submissionTexts.success } });
  };

  const choose = (key: PhotoKey, file: File) => {
    setFormError(null);
    photos.choose(key, file);
  };
  const slots = {
    ...slotPhotos,
    problems: photos.problems,
    progress: sender.progress,
    showMissing,
    onChoose: choose,
    onRemove: (key: PhotoKey) => {
      photos.remove(key);
      again.drop(key);
    },
    onKeep: (key: PhotoKey) => {
      photos.setProblem(key, undefined);
      again.keep(key);
    },
  };

  return (
    <div className="page submit-page">
      <h1>Submit a Card</h1>
      <AgainNotice earlier={again.earlier} />
      {canPay ? (
        <p className="notice info">
          Sending a card costs {creditsText(CREDITS_PER_SUBMISSION)}. You have {creditsText(credits)}.
        </p>
      ) : (
        <p className="notice error">
          {submissionTexts.noCredits} <Link to="/shop">Go to the shop</Link>
        </p>
      )}
      <form {...form.attributes} className="submit-form" onSubmit={submit}>
        <fieldset className="submit-fieldset" disabled={sender.sending}>
          <legend className="visually-hidden">Your card and its photos</legend>
          <section className="card card-fields" aria-labelledby="card-details">
            <h2 id="card-details">The card</h2>
            <FormField label="Card name" error={form.errors.cardName}>
              {(field) => <input {...field} {...form.text('cardName')} autoComplete="off" maxLength={120} />}
            </FormField>
            <FormField
              label="Identifier"
              error={form.errors.cardNumber}
              hint="The card number, or the set and number printed on it (e.g. 4/102)."
            >
              {(field) => <input {...field} {...form.text('cardNumber')} autoComplete="off" maxLength={60} />}
            </FormField>
          </section>
          <RequiredPhotos {...slots} />
          <ExtraPhotos
            {...slots}
            shown={extras.shown}
            added={extras.added}
            onAdd={() => setExtras(({ shown }) => ({ shown: shown + 1, added: true }))}
          />
        </fieldset>
        <div className="submit-send">
          {sender.progress && <UploadProgress progress={sender.progress} />}
          {formError && (
            <p className="notice error" role="alert">
              {formError}
            </p>
          )}
          <div className="submit-actions">
            <button
              className="button large"
              type="submit"
              disabled={sender.sending || !canPay}
              aria-describedby={costId}
            >
              Submit card
            </button>
            <p className="fine-print" id={costId}>
              {canPay ? (
                `Uses ${creditsText(CREDITS_PER_SUBMISSION)}; you have ${creditsText(credits)}.`
              ) : (
                <>
                  Submitting needs {creditsText(CREDITS_PER_SUBMISSION)}. <Link to="/shop">Buy credits</Link>
                </>
              )}
            </p>
          </div>
        </div>
      </form>
    </div>
  );
}
