import { ISSUE_CHOICES } from '../../../shared/constants';
import { issueLabel } from '../../../shared/grading';
import type { Mark } from '../../../shared/marks';
import { photoLabel, type SubmissionPhoto } from '../../../shared/submissions';
import type { Issue } from './marking';

/**
 * The grader's marks as a list, each editable from the keyboard: the issue, a short note, where it is (in percent
 * of the photo, as a point or a box), and Remove. The photo shows the same numbers.
 */
export function MarkList({
  marks,
  photos,
  onChange,
  selected,
  onSelect,
  error,
}: {
  marks: Mark[];
  photos: SubmissionPhoto[];
  onChange: (marks: Mark[]) => void;
  selected: number | null;
  onSelect: (n: number | null) => void;
  error?: string;
}) {
  const update = (i: number, change: Partial<Mark>) =>
    onChange(marks.map((mark, j) => (j === i ? { ...mark, ...change } : mark)));
  const sizeOf = (mark: Mark) => photos.find((photo) => photo.key === mark.photoKey) ?? { width: 1, height: 1 };
  /** A position field in percent of the photo, kept inside it. */
  const percent = (i: number, axis: 'x' | 'y' | 'width' | 'height', label: string) => {
    const mark = marks[i]!;
    const size = sizeOf(mark);
    const whole = axis === 'x' || axis === 'width' ? size.width : size.height;
    return (
      <label className="mark-field">
        {label} (%)
        <input
          type="number"
          min={0}
          max={100}
          step={0.5}
          value={Math.round((mark[axis] / whole) * 1000) / 10}
          onChange={(event) => {
            const value = Math.min(100, Math.max(0, Number(event.target.value) || 0));
            update(i, { [axis]: Math.round((value / 100) * whole) });
          }}
        />
      </label>
    );
  };
  return (
    <fieldset className="mark-list" aria-describedby={error ? 'marks-error' : undefined}>
      <legend>Marks on the photos</legend>
      {marks.length === 0 ? (
        <p className="fine-print">
          No marks yet. Pick the issue beside the photo, then click where it is, or use Mark the middle.
        </p>
      ) : (
        <ol>
          {marks.map((mark, i) => {
            const n = i + 1;
            const box = mark.width > 0 && mark.height > 0;
            return (
              <li
                key={n}
                className={selected === n ? 'selected' : undefined}
                onFocus={() => onSelect(n)}
                aria-label={`Mark ${n}: ${issueLabel(mark.issue)} on the ${photoLabel(mark.photoKey)}`}
              >
                <span className="mark-number" aria-hidden="true">
                  {n}
                </span>
                <span className="mark-photo">{photoLabel(mark.photoKey)}</span>
                <label className="mark-field">
                  Issue
                  <select value={mark.issue} onChange={(event) => update(i, { issue: event.target.value as Issue })}>
                    {ISSUE_CHOICES.map((issue) => (
                      <option key={issue} value={issue}>
                        {issueLabel(issue)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="mark-field wide">
                  Note
                  <input
                    value={mark.note}
                    maxLength={120}
                    placeholder="e.g. back corner #2"
                    onChange={(event) => update(i, { note: event.target.value })}
                  />
                </label>
                {percent(i, 'x', 'From the left')}
                {percent(i, 'y', 'From the top')}
                {box && percent(i, 'width', 'Width')}
                {box && percent(i, 'height', 'Height')}
                <button
                  type="button"
                  className="button ghost small"
                  onClick={() => {
                    onChange(marks.filter((_, j) => j !== i));
                    onSelect(null);
                  }}
                >
                  Remove<span className="visually-hidden"> mark {n}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p className="field-error" id="marks-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
