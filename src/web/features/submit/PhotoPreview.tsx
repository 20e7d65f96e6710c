import { useState } from 'react';
import type { SubmissionPhoto } from '../../../shared/submissions';
import type { PickedPhoto } from './usePhotoPicks';

/** A chosen file as this browser can draw it. */
export function Preview({ pick, label }: { pick: PickedPhoto; label: string }) {
  // A file this browser cannot draw (a damaged JPEG, a HEIC the decoder refused) gets a tile, not a broken icon.
  const [broken, setBroken] = useState<string | null>(null);
  const { preview } = pick;
  if (preview.state === 'ready' && broken !== preview.url) {
    return (
      <img
        className="photo-slot-preview"
        src={preview.url}
        alt={`Preview of ${label}`}
        onError={() => setBroken(preview.url)}
      />
    );
  }
  return (
    <p className="photo-slot-placeholder">
      {preview.state === 'decoding' ? (
        <>
          <span className="spinner" aria-hidden="true" /> Preparing preview…
        </>
      ) : preview.state === 'unavailable' ? (
        'HEIC photo: preview not available'
      ) : (
        'Preview not available'
      )}
    </p>
  );
}

/** A photo kept from the cancelled submission sent again: the server's rendering, marked as the earlier one. */
export function EarlierPreview({ photo, label }: { photo: SubmissionPhoto; label: string }) {
  return (
    <>
      <img className="photo-slot-preview" src={photo.thumbUrl} alt={`Earlier photo of ${label}`} />
      <span className="photo-slot-badge" aria-hidden="true">
        Earlier photo
      </span>
    </>
  );
}
