import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { rejectResult } from '../../../shared/contract/records';

type Props = {
  cardName: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
};

/** A rejection goes to the collector with its reason, so the reason is required (the server's rule and words). */
export function RejectForm({ cardName, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = rejectResult.body.safeParse({ reason });
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
    <form className="reject-form" aria-label={`Reject the result for ${cardName}`} noValidate onSubmit={confirm}>
      <div className={error ? 'field has-error' : 'field'}>
        <label htmlFor={id}>Reason for rejecting</label>
        <p className="field-hint" id={`${id}-hint`}>
          The collector reads it, and may correct the result.
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
          Reject the result
        </button>
        <button type="button" className="button ghost" onClick={onClose}>
          Keep it
        </button>
      </div>
    </form>
  );
}
