import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cancelSchema } from '../../../shared/grading';

type Props = {
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
};

/** Cancelling refunds the collector's credit; the reason goes to them, so it is required. */
export function CancelPanel({ onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cancelSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
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
    <form className="cancel-panel card" aria-labelledby={`${id}-title`} noValidate onSubmit={confirm}>
      <h2 id={`${id}-title`}>Cancel submission</h2>
      <p className="fine-print">The collector gets their credit back and reads your reason.</p>
      <div className={error ? 'field has-error' : 'field'}>
        <label htmlFor={id}>Reason for cancellation</label>
        <textarea
          id={id}
          rows={3}
          ref={field}
          value={reason}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
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
          Cancel and refund
        </button>
        <button type="button" className="button ghost" onClick={onClose}>
          Keep reviewing
        </button>
      </div>
    </form>
  );
}
