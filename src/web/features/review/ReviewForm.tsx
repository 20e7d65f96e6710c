import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { drawingResult, type CenteringDrawing, type CenteringDrawings } from '../../../shared/centering/drawing';
import { worseSplit } from '../../../shared/centering/measure';
import { ISSUE_CHOICES } from '../../../shared/constants';
import { gradingTexts, reviewSchema, type ReviewInput } from '../../../shared/grading';
import type { Mark } from '../../../shared/marks';
import type { SubmissionPhoto } from '../../../shared/submissions';
import { FormField } from '../../components/FormField';
import { ReviewResult } from '../report/ReviewResult';
import { IssueChecklist } from './IssueChecklist';
import { MarkList } from './MarkList';

type Fields = {
  anticipatedGrade: string;
  ceilingGrade: string;
  centeringFront: string;
  centeringBack: string;
  rawValue: string;
  gradedValue: string;
  issues: string[];
  customIssue: boolean;
  customNote: string;
  explanation: string;
};

const EMPTY: Fields = {
  anticipatedGrade: '',
  ceilingGrade: '',
  centeringFront: '',
  centeringBack: '',
  rawValue: '',
  gradedValue: '',
  issues: [],
  customIssue: false,
  customNote: '',
  explanation: '',
};

type Errors = Partial<Record<keyof Fields | 'grades' | 'marks', string>>;

const asInput = (fields: Fields, marks: Mark[], centeringDrawings: CenteringDrawings) => ({
  ...fields,
  marks,
  centeringDrawings,
  anticipatedGrade: fields.anticipatedGrade === '' ? undefined : Number(fields.anticipatedGrade),
  ceilingGrade: fields.ceilingGrade === '' ? undefined : Number(fields.ceilingGrade),
});

/**
 * A centering the grader measured in the tool, to put into its field (a new object each time it is used): the
 * field's text, '55/45', and the boxes it came from, which the report draws on the photo.
 */
export type ToolCentering = { target: 'front' | 'back'; value: string; drawing: CenteringDrawing | null };

const CENTERING_FIELDS = { front: 'centeringFront', back: 'centeringBack' } as const;

type Props = {
  /** Off while another grader holds the submission, or while a review is being sent. */
  disabled: boolean;
  onSubmit: (review: ReviewInput) => Promise<void>;
  measured?: ToolCentering | null;
  /** The centering fields as the form opens (the server's automatic measurement), with its boxes. */
  initialCentering?: { centeringFront: string; centeringBack: string; drawings: CenteringDrawings };
  /** The grader's marks on the photos (placed on the photos, edited in the form's list). */
  marking?: {
    marks: Mark[];
    photos: SubmissionPhoto[];
    onChange: (marks: Mark[]) => void;
    selected: number | null;
    onSelect: (n: number | null) => void;
  };
};

const NO_MARKING = { marks: [], photos: [], onChange: () => {}, selected: null, onSelect: () => {} };

/** The grader's verdict, checked by the same schema and words as the server before it is sent. */
export function ReviewForm({ disabled, onSubmit, measured, initialCentering, marking = NO_MARKING }: Props) {
  const [fields, setFields] = useState<Fields>({
    ...EMPTY,
    centeringFront: initialCentering?.centeringFront ?? '',
    centeringBack: initialCentering?.centeringBack ?? '',
  });
  // The boxes behind each centering field, while the field still says what they give.
  const [drawings, setDrawings] = useState<CenteringDrawings>(initialCentering?.drawings ?? {});
  // The tool's 'Use for front/back' fills the field, so the grader never retypes it (and may still edit it).
  // Adjusted while rendering, as React advises for state that follows a prop.
  const [applied, setApplied] = useState(measured);
  if (measured !== applied) {
    setApplied(measured);
    if (measured) {
      setFields((current) => ({ ...current, [CENTERING_FIELDS[measured.target]]: measured.value }));
      setDrawings((current) => ({ ...current, [measured.target]: measured.drawing ?? undefined }));
    }
  }
  // A figure typed over the tool's no longer matches its boxes: the report then shows the number alone.
  const typeCentering = (side: 'front' | 'back', value: string) => {
    set(CENTERING_FIELDS[side], value);
    const drawing = drawings[side];
    if (drawing && worseSplit(drawingResult(drawing)) !== value.trim())
      setDrawings((current) => ({ ...current, [side]: undefined }));
  };
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  // A sent review cannot be changed: the grader reads it as the collector will, then sends it.
  const [preview, setPreview] = useState<ReviewOutput | null>(null);
  const formId = useId();

  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({
      ...current,
      [name]: undefined,
      grades: name.endsWith('Grade') ? undefined : current.grades,
    }));
  };
  const text = (name: 'rawValue' | 'gradedValue' | 'customNote' | 'explanation') => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewSchema.safeParse(asInput(fields, marking.marks, drawings));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]);
        const key = name.endsWith('Grade') ? 'grades' : (name as keyof Fields);
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setPreview(parsed.data);
  };
  const send = async (review: ReviewOutput) => {
    setSending(true);
    try {
      await onSubmit(review);
    } finally {
      setSending(false);
      setPreview(null);
    }
  };

  if (preview)
    return (
      <ReviewPreview
        review={preview}
        photos={marking.photos}
        sending={sending || disabled}
        onSend={() => void send(preview)}
        onBack={() => setPreview(null)}
      />
    );

  return (
    <form id={formId} className="form review-form" noValidate onSubmit={submit}>
      <fieldset className="grades" aria-describedby={errors.grades ? `${formId}-grades` : undefined}>
        <legend>Grades</legend>
        {(['anticipatedGrade', 'ceilingGrade'] as const).map((name) => (
          <FormField key={name} label={name === 'anticipatedGrade' ? 'Anticipated grade' : 'Ceiling grade'}>
            {(props) => (
              <select
                {...props}
                aria-invalid={Boolean(
                  errors.grades &&
                  (fields[name] === '' ||
                    (name === 'ceilingGrade' && errors.grades === gradingTexts.ceilingBelowAnticipated)),
                )}
                value={fields[name]}
                onChange={(event) => set(name, event.target.value)}
              >
                <option value="">Choose 1-10</option>
                {Array.from({ length: 10 }, (_, i) => 10 - i).map((grade) => (
                  <option key={grade} value={grade}>
                    {grade}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
        {errors.grades && (
          <p className="field-error" id={`${formId}-grades`} role="alert">
            {errors.grades}
          </p>
        )}
      </fieldset>
      <div className="field-row">
        {(['front', 'back'] as const).map((side) => (
          <FormField
            key={side}
            label={side === 'front' ? 'Centering front' : 'Centering back'}
            error={errors[CENTERING_FIELDS[side]]}
            hint={drawings[side] ? 'Its boxes go on the report.' : 'Drawn on the report once measured.'}
          >
            {(props) => (
              <input
                {...props}
                value={fields[CENTERING_FIELDS[side]]}
                onChange={(event) => typeCentering(side, event.target.value)}
                placeholder="55/45"
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="field-row">
        <FormField label="Raw value" error={errors.rawValue}>
          {(props) => <input {...props} {...text('rawValue')} placeholder="$40" />}
        </FormField>
        <FormField label="Graded value" error={errors.gradedValue}>
          {(props) => <input {...props} {...text('gradedValue')} placeholder="$120 at a 9" />}
        </FormField>
      </div>
      <IssueChecklist
        choices={ISSUE_CHOICES}
        issues={fields.issues}
        onChange={(issues) => set('issues', issues)}
        customIssue={fields.customIssue}
        onCustomIssue={(on) => set('customIssue', on)}
        customNote={text('customNote')}
        customNoteError={errors.customNote}
      />
      <FormField label="Explanation" error={errors.explanation}>
        {(props) => <textarea {...props} {...text('explanation')} rows={5} />}
      </FormField>
      <MarkList
        marks={marking.marks}
        photos={marking.photos}
        onChange={(marks) => {
          marking.onChange(marks);
          setErrors((current) => ({ ...current, marks: undefined }));
        }}
        selected={marking.selected}
        onSelect={marking.onSelect}
        error={errors.marks}
      />
      <button type="submit" className="button" disabled={disabled || sending}>
        Complete Review
      </button>
    </form>
  );
}

type ReviewOutput = z.output<typeof reviewSchema>;

/** The review as the collector's report will show it, before it is sent for good. */
function ReviewPreview({
  review,
  photos,
  sending,
  onSend,
  onBack,
}: {
  review: ReviewOutput;
  photos: SubmissionPhoto[];
  sending: boolean;
  onSend: () => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { customIssue, customNote, ...fields } = review;
  const shown = {
    ...fields,
    id: 'preview',
    issues: [...review.issues, ...(customIssue ? [customNote] : [])],
    timestamp: new Date().toISOString(),
  };
  return (
    <section className="review-preview" aria-labelledby="review-preview-title">
      <h2 id="review-preview-title" ref={heading} tabIndex={-1}>
        Check the report before you send it
      </h2>
      <p className="notice info">This is what the collector will see. A sent review cannot be changed.</p>
      <ReviewResult review={shown} photos={photos} />
      <div className="review-preview-actions">
        <button type="button" className="button" disabled={sending} onClick={onSend}>
          Send review
        </button>
        <button type="button" className="button ghost" disabled={sending} onClick={onBack}>
          Back to editing
        </button>
      </div>
    </section>
  );
}
