import { useState } from 'react';
import { issueLabel } from '../../../shared/grading';
import type { Mark } from '../../../shared/marks';
import type { SubmissionPhoto } from '../../../shared/submissions';
import { MarksOverlay, type NumberedMark } from './MarksOverlay';

/** How far a photo zooms in on the mark chosen in the list. */
const ZOOM = 2.5;

/**
 * The photos the grader marked, each with its marks drawn and numbered, and the marks listed in words beside them:
 * choosing a mark in the list zooms its photo to it (and back), so the defect is seen where it is.
 */
export function MarkedPhotos({ marks, photos }: { marks: Mark[]; photos: SubmissionPhoto[] }) {
  const [zoomed, setZoomed] = useState<number | null>(null);
  const numbered: NumberedMark[] = marks.map((mark, i) => ({ ...mark, n: i + 1 }));
  const marked = photos.filter((photo) => marks.some((mark) => mark.photoKey === photo.key));
  if (marked.length === 0) return null;
  const labelOf = (key: string) => photos.find((photo) => photo.key === key)?.label ?? key;
  return (
    <section className="marked-photos" aria-labelledby="marked-photos-title">
      <h3 id="marked-photos-title">Where the grader saw each issue</h3>
      <div className="marked-photo-grid">
        {marked.map((photo) => {
          const focus = numbered.find((mark) => mark.n === zoomed && mark.photoKey === photo.key);
          const origin = focus
            ? `${((focus.x + focus.width / 2) / photo.width) * 100}% ${((focus.y + focus.height / 2) / photo.height) * 100}%`
            : undefined;
          return (
            <figure key={photo.key} id={`marked-${photo.key}`} className="marked-photo">
              <div className="marked-photo-window">
                <div
                  className="marks-frame"
                  style={focus ? { transform: `scale(${ZOOM})`, transformOrigin: origin } : undefined}
                >
                  <img src={photo.url} alt={`${photo.label}, with the grader's marks`} loading="lazy" />
                  <MarksOverlay photo={photo} marks={numbered} selected={zoomed} />
                </div>
              </div>
              <figcaption>{photo.label}</figcaption>
            </figure>
          );
        })}
      </div>
      <ol className="mark-legend">
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
    </section>
  );
}
