import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { PhotoKey, SubmissionPhoto } from '../../../shared/submissions';
import { Icon } from '../../components/Icon';
import { EarlierPreview, Preview } from './PhotoPreview';
import { PhotoWarnings } from './PhotoWarnings';
import type { PickedPhoto } from './usePhotoPicks';

/** What the picker offers; HEIC by extension too, since some browsers give such files no type. */
const PHOTO_ACCEPT = 'image/png,image/jpeg,image/heic,image/heif,.heic,.heif';

type Props = {
  photo: { key: PhotoKey; label: string };
  pick: PickedPhoto | undefined;
  problem: string | undefined;
  /** Share of this photo's bytes sent, 0 to 1, while sending; null otherwise. */
  progress: number | null;
  /** Shown after a refused send, on a required slot that is still empty. */
  missing: boolean;
  autoFocus?: boolean;
  /** Submitting again: this slot's photo in the cancelled submission, and whether it is kept (no file chosen). */
  earlier?: SubmissionPhoto | undefined;
  kept?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
  onKeep?: () => void;
};

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * One photo of the card. The file input's accessible name is exactly the photo's label ("Front", "Back
 * Corner #3", "Extra #1"): the slot's title names it through aria-labelledby, whatever else is a label for it.
 */
export function PhotoSlot(props: Props) {
  const { photo, pick, problem, progress, missing, autoFocus, earlier, kept, onChoose, onRemove, onKeep } = props;
  const id = useId();
  // A file chosen now wins over the earlier photo; removing either leaves the slot empty.
  const reused = !pick && kept ? earlier : undefined;
  const filled = Boolean(pick || reused);
  const input = useRef<HTMLInputElement>(null);
  const useEarlier = useRef<HTMLButtonElement>(null);
  // Remove takes its own button away: the focus goes on to what the slot offers now, not to the page's top.
  const removed = useRef(false);
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    (useEarlier.current ?? input.current)?.focus();
  });
  const [dragging, setDragging] = useState(false);
  const warned = pick && pick.quality.state !== 'unavailable';
  const describedBy = [`${id}-file`, warned ? `${id}-quality` : '', problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && progress === null) onChoose(file); // not while sending: the request already has its photos
  };

  const classes = [
    'photo-slot',
    filled && 'filled',
    reused && 'reused',
    dragging && 'dragging',
    (problem || missing) && 'has-error',
  ];
  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      onDragOver={(event) => {
        event.preventDefault(); // without this the browser opens the dropped file instead
        setDragging(true);
      }}
      onDragLeave={(event) => {
        // Moving over the slot's own children is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
    >
      <label id={`${id}-title`} htmlFor={`${id}-input`} className="photo-slot-title">
        {photo.label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept={PHOTO_ACCEPT}
        className="visually-hidden"
        aria-labelledby={`${id}-title`}
        aria-describedby={describedBy}
        aria-invalid={Boolean(problem) || missing}
        // Once filled, Replace is the way in: one tab stop, with a name that says what it does.
        tabIndex={filled ? -1 : 0}
        autoFocus={autoFocus}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // so choosing the same file again still counts as a change
          if (file) onChoose(file);
        }}
      />
      <div className="photo-slot-frame">
        {pick ? (
          <Preview pick={pick} label={photo.label} />
        ) : reused ? (
          <EarlierPreview photo={reused} label={photo.label} />
        ) : (
          <label htmlFor={`${id}-input`} className="photo-slot-empty">
            <Icon name="camera" size={28} />
            <span className="photo-slot-choose">Choose photo</span>
            <span className="photo-slot-drop">or drop it here</span>
          </label>
        )}
      </div>
      <p id={`${id}-file`} className="photo-slot-file">
        {pick ? (
          <>
            <span className="photo-slot-name">{pick.file.name}</span> <span>{fileSize(pick.file.size)}</span>
          </>
        ) : reused ? (
          'Earlier photo, kept'
        ) : missing ? (
          'Photo needed'
        ) : (
          'No photo yet'
        )}
      </p>
      {progress !== null && pick && (
        <progress className="photo-slot-progress" max={1} value={progress} aria-label={`${photo.label} sent`} />
      )}
      {filled && progress === null && (
        <div className="photo-slot-actions">
          <button
            type="button"
            className="button ghost small"
            aria-label={`Replace ${photo.label}`}
            // "Earlier photo, kept", or the file's name: what is being replaced.
            aria-describedby={`${id}-file`}
            onClick={() => input.current?.click()}
          >
            Replace
          </button>
          <button
            type="button"
            className="button ghost small"
            aria-label={`Remove ${photo.label}`}
            onClick={() => {
              removed.current = true;
              onRemove();
            }}
          >
            Remove
          </button>
        </div>
      )}
      {!filled && earlier && onKeep && progress === null && (
        <div className="photo-slot-actions">
          <button
            type="button"
            className="button ghost small"
            ref={useEarlier}
            aria-label={`Use the earlier ${photo.label}`}
            onClick={onKeep}
          >
            Use earlier photo
          </button>
        </div>
      )}
      {pick && <PhotoWarnings id={`${id}-quality`} label={photo.label} check={pick.quality} />}
      {problem && (
        <p id={`${id}-problem`} className="photo-slot-problem" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}
