import type { Mark } from '../../../shared/marks';
import type { SubmissionPhoto } from '../../../shared/submissions';
import { PhotoCarousel } from '../../components/PhotoCarousel';
import { MarksOverlay } from '../report/MarksOverlay';
import { MarkPen } from './MarkPen';
import type { Drag, Pen } from './marking';

/** The centering tool opens in its own tab with the shown photo preloaded. */
const centeringToolUrl = (photo: SubmissionPhoto) => `/centering-tool?img=${encodeURIComponent(photo.url)}`;

/** While the grader can still review: the pen for the next mark, and where a click on the photo puts it. */
export type Marking = {
  marks: Mark[];
  selected: number | null;
  pen: Pen;
  onPen: (pen: Pen) => void;
  onPlace: (photo: SubmissionPhoto, spot: { x: number; y: number }) => void;
  /** A mark dragged on its photo (moved, or a box resized), to put where the drag has taken it. */
  onDrag: (photo: SubmissionPhoto, n: number, drag: Drag, to: { x: number; y: number }) => void;
};

export function ReviewPhotos({
  photos,
  cardName,
  marking,
}: {
  photos: SubmissionPhoto[];
  cardName: string;
  marking?: Marking;
}) {
  return (
    <div className="review-photos">
      <PhotoCarousel
        photos={photos}
        cardName={cardName}
        shortcuts
        overlay={(photo) =>
          marking && (
            <MarksOverlay
              photo={photo}
              marks={marking.marks.map((mark, i) => ({ ...mark, n: i + 1 }))}
              selected={marking.selected}
              onPlace={(spot) => marking.onPlace(photo, spot)}
              onDrag={(n, drag, to) => marking.onDrag(photo, n, drag, to)}
            />
          )
        }
        tools={(photo) => (
          <>
            <a className="button ghost small" href={centeringToolUrl(photo)} target="_blank" rel="noopener">
              Open in centering tool<span className="visually-hidden"> ({photo.label}, new tab)</span>
            </a>
            {marking && (
              <MarkPen
                pen={marking.pen}
                onPen={marking.onPen}
                photo={photo}
                onMarkMiddle={() =>
                  marking.onPlace(photo, { x: Math.round(photo.width / 2), y: Math.round(photo.height / 2) })
                }
              />
            )}
          </>
        )}
      />
    </div>
  );
}
