import type { SubmissionPhoto } from '../../../shared/submissions';
import { PhotoCarousel } from '../../components/PhotoCarousel';

/** The centering tool opens in its own tab with the shown photo preloaded. */
const centeringToolUrl = (photo: SubmissionPhoto) => `/centering-tool?img=${encodeURIComponent(photo.url)}`;

export function ReviewPhotos({ photos, cardName }: { photos: SubmissionPhoto[]; cardName: string }) {
  return (
    <div className="review-photos">
      <PhotoCarousel
        photos={photos}
        cardName={cardName}
        shortcuts
        tools={(photo) => (
          <a className="button ghost small" href={centeringToolUrl(photo)} target="_blank" rel="noopener">
            Open in centering tool<span className="visually-hidden"> ({photo.label}, new tab)</span>
          </a>
        )}
      />
    </div>
  );
}
