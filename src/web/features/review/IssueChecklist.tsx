import { useId } from 'react';
import { issueLabel } from '../../../shared/grading';

type Props = {
  choices: readonly string[];
  issues: string[];
  onChange: (issues: string[]) => void;
  customIssue: boolean;
  onCustomIssue: (on: boolean) => void;
  customNote: { value: string; onChange: (event: { target: { value: string } }) => void };
  customNoteError: string | undefined;
};

/** Shown capitalised; sent as the exact choice strings the server knows. */

/** The nine issue boxes and the custom one with its note. */
export function IssueChecklist({
  choices,
  issues,
  onChange,
  customIssue,
  onCustomIssue,
  customNote,
  customNoteError,
}: Props) {
  const noteId = useId();
  const toggle = (issue: string, on: boolean) =>
    onChange(
      on ? choices.filter((choice) => choice === issue || issues.includes(choice)) : issues.filter((i) => i !== issue),
    );
  return (
    <fieldset className="issues">
      <legend>Issues</legend>
      <ul className="issue-choices">
        {choices.map((issue) => (
          <li key={issue}>
            <label>
              <input
                type="checkbox"
                checked={issues.includes(issue)}
                onChange={(event) => toggle(issue, event.target.checked)}
              />{' '}
              {issueLabel(issue)}
            </label>
          </li>
        ))}
        <li>
          <label>
            <input type="checkbox" checked={customIssue} onChange={(event) => onCustomIssue(event.target.checked)} />{' '}
            Custom issue
          </label>
        </li>
      </ul>
      <div className={customNoteError ? 'field has-error' : 'field'}>
        <label htmlFor={noteId}>Custom issue note</label>
        <input
          id={noteId}
          {...customNote}
          disabled={!customIssue}
          aria-invalid={Boolean(customNoteError)}
          aria-describedby={customNoteError ? `${noteId}-error` : undefined}
        />
        {customNoteError && (
          <p className="field-error" id={`${noteId}-error`} role="alert">
            {customNoteError}
          </p>
        )}
      </div>
    </fieldset>
  );
}
