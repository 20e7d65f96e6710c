import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { reasonSchema } from '../../../shared/contract/admin';

/** The staff's own actions (refund, release, cancel) keep their reason in the audit log; the contract's rule. */
const staffReason = z.object({ reason: reasonSchema });

type Props = {
  /** Names the form for screen readers: "Reject the result for Charizard". */
  title: string;
  label: string;
  hint: string;
  confirmLabel: string;
  keepLabel?: string;
  /** The endpoint's body schema, for its rule and words; by default the staff actions' reason. */
  schema?: z.ZodType<{ reason: string }>;
  /** For the button that opened the form (aria-controls). */
  id?: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * A small inline form that asks why before an action that cannot be taken back lightly (a rejection, a refund, a
 * cancellation): the reason is required, checked with the server's rule and words before anything is sent.
 */
export function ReasonForm({
  title,
  label,
  hint,
  confirmLabel,
  keepLabel = 'Keep it',
  schema = staffReason,
  id: formId,
  onConfirm,
  onClose,
}: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      await onConfirm(parsed.data.reason);
    } finally {
      setSending(false);
    }
  };

  return (
    <form id={formId} className="reason-form" aria-label={title} noValidate onSubmit={confirm}>
      <div className={error ? 'field has-error' : 'field'}>
        <label htmlFor={id}>{label}</label>
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
        <textarea
          id={id}
          ref={field}
          rows={3}
          maxLength={300}
          value={reason}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="actions">
        <button type="submit" className="button danger" disabled={sending}>
          {confirmLabel}
        </button>
        <button type="button" className="button ghost" onClick={onClose}>
          {keepLabel}
        </button>
      </div>
    </form>
  );
}
