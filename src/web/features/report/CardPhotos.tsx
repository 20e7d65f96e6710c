import { useState } from 'react';
import { drawingSplits, type CenteringDrawings } from '../../../shared/centering/drawing';
import { MEASURED_SIDES, type MeasuredSide } from '../../../shared/centering/measured';
import { issueLabel } from '../../../shared/grading';
import type { Mark } from '../../../shared/marks';
import type { SubmissionPhoto } from '../../../shared/submissions';
import { CenteringShapes } from './CenteringShapes';
import { MarkShapes, type NumberedMark } from './MarksOverlay';
import { cardView, markView, viewBox } from '../../../shared/photo-view';

const isSide = (key: string): key is MeasuredSide => (MEASURED_SIDES as readonly string[]).includes(key);

/**
 * The card as the report leads with it: the front and back, closed in on the card and with the centering drawn where
 * it was measured, and every other photo the grader marked; marks drawn and numbered, and listed in words beside
 * them. Choosing a mark in the list zooms its photo to it (and back), so the defect is seen where it is. Each photo is
 * one SVG in the photo's own pixels, so the image, the boxes and the marks cannot drift apart at any size.
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
  const shown = photos.filter((photo) => isSide(photo.key) || marks.some((mark) => mark.photoKey === photo.key));
  if (shown.length === 0) return null;
  const labelOf = (key: string) => photos.find((photo) => photo.key === key)?.label ?? key;
  const drawn = MEASURED_SIDES.some((side) => drawings[side] && shown.some((photo) => photo.key === side));
  return (
    <section className="card-photos" aria-labelledby="card-photos-title">
      <h3 id="card-photos-title">The card, as the grader saw it</h3>
      <div className="card-photo-grid">
        {shown.map((photo) => {
          const focus = numbered.find((mark) => mark.n === zoomed && mark.photoKey === photo.key);
          const drawing = isSide(photo.key) ? drawings[photo.key] : undefined;
          const splits = drawing ? drawingSplits(drawing) : null;
          const marked = numbered.some((mark) => mark.photoKey === photo.key);
          const view = focus ? markView(photo, focus) : cardView(photo, drawing);
          return (
            <figure key={photo.key} id={`card-photo-${photo.key}`} className="card-photo">
              <svg
                className="card-photo-view"
                viewBox={viewBox(view)}
                preserveAspectRatio="xMidYMid meet"
                role="img"
                aria-label={`${photo.label}${drawing ? ', with its centering boxes' : ''}${
                  marked ? ", with the grader's marks" : ''
                }`}
              >
                <image href={photo.url} width={photo.width} height={photo.height} />
                {drawing && <CenteringShapes drawing={drawing} photoWidth={photo.width} />}
                <MarkShapes photo={photo} marks={numbered} selected={zoomed} />
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
        })}
      </div>
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
                onClick={() => setZoomed(zoomed === mark.n ? null : mark.n)}
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
    </section>
  );
}
