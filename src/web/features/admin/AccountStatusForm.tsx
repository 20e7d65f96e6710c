import { useState, type FormEvent } from 'react';
import * as contract from '../../../shared/contract/admin';
import { disableUser, enableUser, type AdminUser } from '../../api/admin';
import { FormField } from '../../components/FormField';
import { useSchemaForm } from '../../forms';
import type { StaffAction } from './ActionNotice';

/**
 * Disable an account (its sessions end, and logging in says it is disabled), or enable it again. The page gives it
 * a key by the account's state, so that after a change the form starts afresh with the other action.
 */
export function AccountStatusForm({ user, onAction }: { user: AdminUser; onAction: StaffAction }) {
  // Both actions take the same body: a reason.
  const form = useSchemaForm(contract.disableUser.body, { reason: '' });
  const [sending, setSending] = useState(false);
  const enabling = user.disabled;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    setSending(true);
    try {
      await onAction(() => (enabling ? enableUser : disableUser)(user.id, parsed.reason));
    } finally {
      setSending(false);
    }
  };

  return (
    <form {...form.attributes} className="card staff-form" aria-labelledby={`${form.formId}-title`} onSubmit={send}>
      <h3 id={`${form.formId}-title`}>Account</h3>
      <p className="fine-print">
        {enabling
          ? 'The account is disabled: logging in says so. Enabling it lets them log in again.'
          : 'Disabling the account ends its sessions, and logging in then says the account is disabled.'}
      </p>
      <FormField
        label={enabling ? 'Reason for enabling' : 'Reason for disabling'}
        hint="Kept in the audit log."
        error={form.errors.reason}
      >
        {(field) => <textarea {...field} {...form.text('reason')} rows={2} maxLength={300} />}
      </FormField>
      <button type="submit" className={enabling ? 'button' : 'button danger'} disabled={sending}>
        {enabling ? 'Enable the account' : 'Disable the account'}
      </button>
    </form>
  );
}
