import type { ISSUE_CHOICES } from '../../../shared/constants';
import type { Mark } from '../../../shared/marks';
import type { SubmissionPhoto } from '../../../shared/submissions';

export type Issue = (typeof ISSUE_CHOICES)[number];
/** What the next mark will be: the issue it names, and a point or a box. */
export type Pen = { issue: Issue; shape: 'point' | 'box' };

/** A box starts a tenth of the photo's shorter side across, centred where it is placed, inside the photo. */
const BOX_SHARE = 0.1;

/** A new mark of `pen` at a spot of `photo` (its own pixels). */
export function markAt(pen: Pen, photo: SubmissionPhoto, spot: { x: number; y: number }): Mark {
  if (pen.shape === 'point') return { photoKey: photo.key, ...spot, width: 0, height: 0, issue: pen.issue, note: '' };
  const side = Math.round(Math.min(photo.width, photo.height) * BOX_SHARE);
  const x = Math.min(Math.max(0, spot.x - side / 2), photo.width - side);
  const y = Math.min(Math.max(0, spot.y - side / 2), photo.height - side);
  return {
    photoKey: photo.key,
    x: Math.round(x),
    y: Math.round(y),
    width: side,
    height: side,
    issue: pen.issue,
    note: '',
  };
}

/** A mark being dragged on its photo: moved whole, or a box resized by its lower-right corner. */
export type Drag = { kind: 'move' | 'resize'; from: { x: number; y: number }; start: Mark };

/** The smallest box a resize leaves, in the photo's pixels, so a box never collapses into an invisible line. */
const MIN_BOX = 8;

/** Where a drag that went from `drag.from` to `to` puts the mark: whole pixels, and always inside its photo. */
export function draggedMark(drag: Drag, to: { x: number; y: number }, photo: { width: number; height: number }): Mark {
  const { start } = drag;
  const dx = to.x - drag.from.x;
  const dy = to.y - drag.from.y;
  if (drag.kind === 'resize') {
    const width = Math.min(Math.max(MIN_BOX, start.width + dx), photo.width - start.x);
    const height = Math.min(Math.max(MIN_BOX, start.height + dy), photo.height - start.y);
    return { ...start, width: Math.round(width), height: Math.round(height) };
  }
  const x = Math.min(Math.max(0, start.x + dx), photo.width - start.width);
  const y = Math.min(Math.max(0, start.y + dy), photo.height - start.height);
  return { ...start, x: Math.round(x), y: Math.round(y) };
}
