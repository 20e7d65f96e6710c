import { useState } from 'react';
import { drawingSplits, type CenteringDrawing, type CenteringDrawings } from '../../../shared/centering/drawing';
import { MEASURED_SIDES, type MeasuredSide } from '../../../shared/centering/measured';
import { REQUIRED_PHOTOS } from '../../../shared/constants';
import { issueLabel } from '../../../shared/grading';
import type { Mark } from '../../../shared/marks';
import { cardView, markView, viewBox } from '../../../shared/photo-view';
import type { SubmissionPhoto } from '../../../shared/submissions';
import { CenteringShapes } from './CenteringShapes';
import { MarkShapes, type NumberedMark } from './MarksOverlay';

const isSide = (key: string): key is MeasuredSide => (MEASURED_SIDES as readonly string[]).includes(key);
const CORNERS: readonly string[] = REQUIRED_PHOTOS.map((photo) => photo.key).filter((key) => !isSide(key));

/**
 * The card as the report leads with it: the front and back, closed in on the card and with the centering drawn where
 * it was measured, any extra photo the grader marked, and the eight corner close-ups smaller beneath; marks drawn and
 * numbered, and listed in words. Choosing a mark, in the list or on the photo, zooms its photo to it (and back), so
 * the defect is seen where it is.
 */
export function CardPhotos({
  marks,
  photos,
  drawings,
}: {
  marks: Mark[];
  photos: SubmissionPhoto[];
  drawings: CenteringDrawings;
}) {
  const [zoomed, setZoomed] = useState<number | null>(null);
  const numbered: NumberedMark[] = marks.map((mark, i) => ({ ...mark, n: i + 1 }));
  const marked = (photo: SubmissionPhoto) => marks.some((mark) => mark.photoKey === photo.key);
  const main = photos.filter((photo) => isSide(photo.key) || (!CORNERS.includes(photo.key) && marked(photo)));
  const corners = photos.filter((photo) => CORNERS.includes(photo.key));
  if (main.length + corners.length === 0) return null;
  const labelOf = (key: string) => photos.find((photo) => photo.key === key)?.label ?? key;
  const drawn = MEASURED_SIDES.some((side) => drawings[side] && main.some((photo) => photo.key === side));
  const toggle = (n: number) => setZoomed(zoomed === n ? null : n);
  const figure = (photo: SubmissionPhoto) => (
    <CardPhoto
      key={photo.key}
      photo={photo}
      marks={numbered}
      zoomed={zoomed}
      onChoose={toggle}
      drawing={isSide(photo.key) ? drawings[photo.key] : undefined}
    />
  );
  return (
    <section className="card-photos" aria-labelledby="card-photos-title">
      <h3 id="card-photos-title">The card, as the grader saw it</h3>
      <div className="card-photo-grid">{main.map(figure)}</div>
      {drawn && (
        <p className="fine-print centering-key">
          <span className="key-outer" aria-hidden="true" /> the card&apos;s edge,{' '}
          <span className="key-inner" aria-hidden="true" /> the artwork&apos;s frame: the centering is the split of the
          borders between them.
        </p>
      )}
      {numbered.length > 0 && (
        <ol className="mark-legend" aria-label="The grader's marks">
          {numbered.map((mark) => (
            <li key={mark.n}>
              <button
                type="button"
                className="link-button"
                aria-pressed={zoomed === mark.n}
                aria-controls={`card-photo-${mark.photoKey}`}
                onClick={() => toggle(mark.n)}
              >
                {issueLabel(mark.issue)}
              </button>{' '}
              <span className="fine-print">
                on the {labelOf(mark.photoKey).toLowerCase()}
                {mark.note ? `: ${mark.note}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
      {corners.length > 0 && (
        <>
          <h4 className="card-corners-title">Corners</h4>
          <div className="card-photo-grid corners">{corners.map(figure)}</div>
        </>
      )}
    </section>
  );
}

/**
 * One photo as one SVG in the photo's own pixels, so the image, the centering boxes and the marks cannot drift
 * apart at any size; zooming moves its viewBox.
 */
function CardPhoto({
  photo,
  marks,
  zoomed,
  onChoose,
  drawing,
}: {
  photo: SubmissionPhoto;
  marks: NumberedMark[];
  zoomed: number | null;
  onChoose: (n: number) => void;
  drawing: CenteringDrawing | undefined;
}) {
  const focus = marks.find((mark) => mark.n === zoomed && mark.photoKey === photo.key);
  const splits = drawing ? drawingSplits(drawing) : null;
  const marked = marks.some((mark) => mark.photoKey === photo.key);
  const view = focus ? markView(photo, focus) : cardView(photo, drawing);
  return (
    <figure id={`card-photo-${photo.key}`} className="card-photo">
      <svg
        className="card-photo-view"
        viewBox={viewBox(view)}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label={`${photo.label}${drawing ? ', with its centering boxes' : ''}${
          marked ? ", with the grader's marks" : ''
        }${focus ? ', zoomed to a mark' : ''}`}
      >
        <image href={photo.url} width={photo.width} height={photo.height} />
        {drawing && <CenteringShapes drawing={drawing} photoWidth={photo.width} />}
        {/* A click on a mark zooms to it, as its entry in the list does for the keyboard. */}
        <MarkShapes photo={photo} marks={marks} selected={zoomed} onChoose={onChoose} />
      </svg>
      <figcaption>
        {photo.label}
        {splits && (
          <span className="card-photo-split">
            Left/right {splits.leftRight} · top/bottom {splits.topBottom}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
