import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COMPANIES, COMPANY_NAMES, GRADE_SCALES, PSA_QUALIFIERS } from '../../../shared/official-results';
import { officialResultSchema, type OfficialResult } from '../../../shared/official-result-schema';
import { userMessage } from '../../api/client';
import { reportOfficialResult, uploadLabelPhoto } from '../../api/records';
import { FormAlert } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { useSchemaForm } from '../../forms';
import { PHOTO_ACCEPT, SUBGRADES, asInput, fieldsOf, isCompany, photoProblem, today } from './official-result-fields';

export type Saved = { message: string; photoError: string | null };

type Props = {
  submissionId: string;
  result: OfficialResult | null;
  onSaved: (saved: Saved) => void;
  onCancel: () => void;
};

/**
 * The official grade as the label gives it, checked by the same schema and words as the server before it is sent.
 * The label photo goes after the result is saved: the upload needs the result to hang on.
 */
export function OfficialResultForm({ submissionId, result, onSaved, onCancel }: Props) {
  const form = useSchemaForm(officialResultSchema, fieldsOf(result), asInput);
  const { values, errors, set, text } = form;
  const company = isCompany(values.company) ? values.company : null;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);

  // Another company has another scale and its own extra fields: what was chosen for the last one goes.
  const chooseCompany = (next: string) => {
    set('company', next);
    if (!isCompany(next) || !GRADE_SCALES[next].includes(values.grade)) set('grade', '');
    if (next !== 'PSA') set('qualifier', '');
    if (next !== 'TAG') set('tagScore', '');
    if (next !== 'other') set('companyName', '');
  };

  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setPhotoError(file ? photoProblem(file) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body || photoError) return;
    setSending(true);
    setFailure(null);
    try {
      const saved = await reportOfficialResult(submissionId, body);
      let uploadError: string | null = null;
      if (photo) {
        try {
          await uploadLabelPhoto(submissionId, photo);
        } catch (error) {
          uploadError = `Your result is saved, but the label photo was not: ${userMessage(error, 'the upload failed.')} Use Edit to send it again.`;
        }
      }
      onSaved({ message: saved.message, photoError: uploadError });
    } catch (error) {
      setFailure(userMessage(error, 'The official grade could not be saved. Please try again.'));
      setSending(false);
    }
  };

  return (
    <form {...form.attributes} className="form official-result-form" onSubmit={submit}>
      <FormField label="Grading company" error={errors.company}>
        {(field) => (
          <select {...field} ref={first} value={values.company} onChange={(event) => chooseCompany(event.target.value)}>
            <option value="">Choose the company</option>
            {COMPANIES.map((choice) => (
              <option key={choice} value={choice}>
                {COMPANY_NAMES[choice]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {company === 'other' && (
        <FormField label="Company name" error={errors.companyName}>
          {(field) => <input {...field} {...text('companyName')} maxLength={60} autoComplete="off" />}
        </FormField>
      )}
      {company && (
        <div className="field-row">
          <FormField label="Grade" error={errors.grade}>
            {(field) => (
              <select {...field} value={values.grade} onChange={(event) => set('grade', event.target.value)}>
                <option value="">Choose the grade</option>
                {GRADE_SCALES[company].map((grade) => (
                  <option key={grade} value={grade}>
                    {grade}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {company === 'PSA' && (
            <FormField label="PSA qualifier (optional)" error={errors.qualifier}>
              {(field) => (
                <select {...field} value={values.qualifier} onChange={(event) => set('qualifier', event.target.value)}>
                  <option value="">None</option>
                  {Object.entries(PSA_QUALIFIERS).map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          {company === 'TAG' && (
            <FormField label="TAG score (optional)" error={errors.tagScore}>
              {(field) => (
                <input {...field} {...text('tagScore')} type="number" inputMode="numeric" min={1} max={1000} step={1} />
              )}
            </FormField>
          )}
        </div>
      )}
      <div className="field-row">
        <FormField label="Certificate number" error={errors.certificate} hint="As printed on the slab’s label.">
          {(field) => <input {...field} {...text('certificate')} autoComplete="off" spellCheck={false} />}
        </FormField>
        <FormField label="Date graded" error={errors.gradedOn} hint="The date of the grading company’s result.">
          {(field) => <input {...field} {...text('gradedOn')} type="date" max={today()} />}
        </FormField>
      </div>
      <fieldset className="official-result-centering">
        <legend>Centering (optional)</legend>
        <p className="field-hint">
          Kept for later use, e.g. a BGS centering sub-grade or what the label says about centering.
        </p>
        <FormField label="Centering sub-grade" error={errors.centeringSubgrade}>
          {(field) => (
            <select
              {...field}
              value={values.centeringSubgrade}
              onChange={(event) => set('centeringSubgrade', event.target.value)}
            >
              <option value="">None</option>
              {SUBGRADES.map((grade) => (
                <option key={grade} value={grade}>
                  {grade}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Centering note" error={errors.centeringNote}>
          {(field) => <textarea {...field} {...text('centeringNote')} rows={2} maxLength={300} />}
        </FormField>
      </fieldset>
      <FormField
        label="Photo of the slab’s label (optional)"
        error={photoError ?? undefined}
        hint={
          result?.hasLabelPhoto
            ? 'Choose a photo only to replace the one you sent.'
            : 'Staff check the grade and certificate number against it: a result cannot be verified without one.'
        }
      >
        {(field) => (
          <input
            {...field}
            type="file"
            accept={PHOTO_ACCEPT}
            onChange={(event) => choosePhoto(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <div className="actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Saving…' : 'Save the official grade'}
        </button>
        <button type="button" className="button ghost" onClick={onCancel} disabled={sending}>
          Cancel
        </button>
      </div>
      <FormAlert message={failure} />
    </form>
  );
}
