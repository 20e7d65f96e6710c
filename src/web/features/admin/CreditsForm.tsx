import { useState, type FormEvent } from 'react';
import * as contract from '../../../shared/contract/admin';
import { changeCredits, type AdminUser } from '../../api/admin';
import { FormField } from '../../components/FormField';
import { useSchemaForm } from '../../forms';
import type { StaffAction } from './ActionNotice';
import { plural } from './format';

/** The box's text as the schema reads it: a number, or nothing when it is empty (the schema's own message then). */
const toInput = ({ delta, reason }: { delta: string; reason: string }) => ({
  delta: delta.trim() === '' ? undefined : Number(delta),
  reason,
});

/** Grant credits (a goodwill credit, a lost payment) or take them back; the reason goes into the ledger. */
export function CreditsForm({ user, onAction }: { user: AdminUser; onAction: StaffAction }) {
  const form = useSchemaForm(contract.changeCredits.body, { delta: '', reason: '' }, toInput);
  const [sending, setSending] = useState(false);
  const typed = Number(form.values.delta);
  // The button says what it will do, as far as the box can be read.
  const verb =
    Number.isInteger(typed) && typed > 0
      ? `Grant ${plural(typed, 'credit')}`
      : Number.isInteger(typed) && typed < 0
        ? `Remove ${plural(-typed, 'credit')}`
        : 'Grant or remove credits';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const change = form.validate();
    if (!change) return;
    setSending(true);
    try {
      if (await onAction(() => changeCredits(user.id, change.delta, change.reason))) form.reset();
    } finally {
      setSending(false);
    }
  };

  return (
    <form {...form.attributes} className="card staff-form" aria-labelledby={`${form.formId}-title`} onSubmit={send}>
      <h3 id={`${form.formId}-title`}>Credits</h3>
      <FormField
        label="Credits to grant (a minus sign removes)"
        hint="A whole number, at most 1000 either way."
        error={form.errors.delta}
      >
        {(field) => <input {...field} {...form.text('delta')} type="number" step={1} min={-1000} max={1000} />}
      </FormField>
      <FormField label="Reason for the credits" hint="Kept in the ledger and the audit log." error={form.errors.reason}>
        {(field) => <textarea {...field} {...form.text('reason')} rows={2} maxLength={300} />}
      </FormField>
      <button type="submit" className="button" disabled={sending}>
        {verb}
      </button>
    </form>
  );
}
