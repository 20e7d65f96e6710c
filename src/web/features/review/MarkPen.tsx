import { useId } from 'react';
import { ISSUE_CHOICES } from '../../../shared/constants';
import { issueLabel } from '../../../shared/grading';
import type { SubmissionPhoto } from '../../../shared/submissions';
import type { Issue, Pen } from './marking';

/**
 * Beside the photo shown: what the next mark names and its shape. A click on the photo places it there; the button
 * places it in the middle of the photo, from the keyboard, to be moved in the list of marks.
 */
export function MarkPen({
  pen,
  onPen,
  photo,
  onMarkMiddle,
}: {
  pen: Pen;
  onPen: (pen: Pen) => void;
  photo: SubmissionPhoto;
  onMarkMiddle: () => void;
}) {
  const id = useId();
  return (
    <span className="mark-pen">
      <label htmlFor={`${id}-issue`}>Mark</label>
      <select
        id={`${id}-issue`}
        value={pen.issue}
        onChange={(event) => onPen({ ...pen, issue: event.target.value as Issue })}
      >
        {ISSUE_CHOICES.filter((issue) => issue !== 'centering').map((issue) => (
          <option key={issue} value={issue}>
            {issueLabel(issue)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-shape`}>as a</label>
      <select
        id={`${id}-shape`}
        value={pen.shape}
        onChange={(event) => onPen({ ...pen, shape: event.target.value as Pen['shape'] })}
      >
        <option value="point">point</option>
        <option value="box">box</option>
      </select>
      <button type="button" className="button ghost small" onClick={onMarkMiddle}>
        Mark the middle <span className="visually-hidden">of the {photo.label}</span>
      </button>
      <span className="fine-print">or click the photo where it is.</span>
    </span>
  );
}
