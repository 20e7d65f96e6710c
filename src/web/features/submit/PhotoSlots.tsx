import { EXTRA_PHOTOS, REQUIRED_PHOTOS } from '../../../shared/constants';
import type { PhotoKey, SubmissionPhoto } from '../../../shared/submissions';
import { PhotoMap } from '../../components/PhotoMap';
import { PhotoSlot } from './PhotoSlot';
import type { Picks, Problems } from './usePhotoPicks';
import type { UploadProgress } from './useSubmissionSender';

type Props = {
  picks: Picks;
  problems: Problems;
  progress: UploadProgress | null;
  showMissing: boolean;
  /** Submitting again: the cancelled submission's photos, and the keys of those still kept. */
  earlier: Partial<Record<PhotoKey, SubmissionPhoto>>;
  kept: ReadonlySet<PhotoKey>;
  onChoose: (key: PhotoKey, file: File) => void;
  onRemove: (key: PhotoKey) => void;
  onKeep: (key: PhotoKey) => void;
};

/** Whether a slot has a photo to send: a file chosen now, or the earlier photo kept. */
export const hasPhoto = (props: Pick<Props, 'picks' | 'earlier' | 'kept'>, key: PhotoKey) =>
  Boolean(props.picks[key] || (props.kept.has(key) && props.earlier[key]));

type SlotsProps = Props & { photos: readonly { key: PhotoKey; label: string }[]; focusLast?: boolean };

function Slots(props: SlotsProps) {
  const { photos, picks, problems, progress, showMissing, earlier, kept, onChoose, onRemove, onKeep, focusLast } =
    props;
  return (
    <ul className="photo-slots">
      {photos.map((photo, i) => (
        <PhotoSlot
          key={photo.key}
          photo={photo}
          pick={picks[photo.key]}
          problem={problems[photo.key]}
          progress={progress ? (progress.perPhoto[photo.key] ?? 0) : null}
          missing={showMissing && !hasPhoto(props, photo.key)}
          autoFocus={focusLast && i === photos.length - 1}
          earlier={earlier[photo.key]}
          kept={kept.has(photo.key)}
          onChoose={(file) => onChoose(photo.key, file)}
          onRemove={() => onRemove(photo.key)}
          onKeep={() => onKeep(photo.key)}
        />
      ))}
    </ul>
  );
}

const SIDES = (['Front', 'Back'] as const).map((side) => ({
  side,
  // The whole side first, then its corners #1 to #4, as the map beside them numbers them.
  photos: REQUIRED_PHOTOS.filter((photo) => photo.label === side || photo.label.startsWith(`${side} Corner`)),
}));

export function RequiredPhotos(props: Props) {
  const chosen = REQUIRED_PHOTOS.filter((photo) => hasPhoto(props, photo.key)).length;
  const reused = REQUIRED_PHOTOS.filter((photo) => !props.picks[photo.key] && hasPhoto(props, photo.key)).length;
  return (
    <section className="photo-section" aria-labelledby="required-photos">
      <h2 id="required-photos">Required photos</h2>
      <p className="photo-guide">
        Each side whole, then each of its corners close up. Lay the card flat in even light, without glare or a sleeve.
        PNG, JPEG or HEIC, up to 10 MB each; on a phone you can take each photo from here.
      </p>
      <p className="photo-count" aria-live="polite">
        {chosen} of {REQUIRED_PHOTOS.length} required photos chosen
        {reused > 0 && `, ${reused} of them earlier photos`}
      </p>
      {SIDES.map(({ side, photos }) => (
        <div className="photo-side" key={side}>
          <div className="photo-side-head">
            <PhotoMap side={side} />
            <h3>{side} of the card</h3>
          </div>
          <Slots {...props} photos={photos} />
        </div>
      ))}
    </section>
  );
}

/** Up to five optional photos, revealed one at a time so the form starts short. */
export function ExtraPhotos(props: Props & { shown: number; onAdd: () => void; added: boolean }) {
  const { shown, onAdd, added, ...slots } = props;
  return (
    <section className="photo-section" aria-labelledby="extra-photos">
      <h2 id="extra-photos">Extra photos (optional)</h2>
      <p>
        Up to {EXTRA_PHOTOS.length} more, for anything the grader should see: a print line, a dent, the surface in
        raking light.
      </p>
      {shown > 0 && <Slots {...slots} showMissing={false} photos={EXTRA_PHOTOS.slice(0, shown)} focusLast={added} />}
      {shown < EXTRA_PHOTOS.length ? (
        <button type="button" className="button ghost" onClick={onAdd}>
          Add an extra photo
        </button>
      ) : (
        <p className="fine-print">That is the most: {EXTRA_PHOTOS.length} extra photos.</p>
      )}
    </section>
  );
}
