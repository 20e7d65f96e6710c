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
