import { useRef, useState, type FormEvent } from 'react';
import * as contract from '../../../shared/contract/admin';
import { changeRole, type AdminUser, type StaffRole } from '../../api/admin';
import { FormField } from '../../components/FormField';
import { useSchemaForm } from '../../forms';
import type { StaffAction } from './ActionNotice';
import { ROLE_LABELS } from './format';

/**
 * Make someone a grader or an admin, or a user again. The page gives it a key by the role, so that a change shown
 * after reloading starts the form afresh from the new role.
 */
export function RoleForm({ user, onAction }: { user: AdminUser; onAction: StaffAction }) {
  const form = useSchemaForm(contract.changeRole.body, { role: user.role, reason: '' });
  const [sending, setSending] = useState(false);
  // The role they have already changes nothing: say so here rather than send it.
  const [unchanged, setUnchanged] = useState(false);
  const roleField = useRef<HTMLSelectElement>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const change = form.validate();
    if (!change) return;
    if (change.role === user.role) {
      setUnchanged(true);
      roleField.current?.focus();
      return;
    }
    setSending(true);
    try {
      await onAction(() => changeRole(user.id, change.role, change.reason));
    } finally {
      setSending(false);
    }
  };

  return (
    <form {...form.attributes} className="card staff-form" aria-labelledby={`${form.formId}-title`} onSubmit={send}>
      <h3 id={`${form.formId}-title`}>Role</h3>
      <FormField
        label="Role"
        hint="A grader reviews cards; an admin also works in this console."
        error={form.errors.role ?? (unchanged ? `They are already ${article(user.role)}.` : undefined)}
      >
        {(field) => (
          <select
            {...field}
            ref={roleField}
            value={form.values.role}
            onChange={(event) => {
              setUnchanged(false);
              form.set('role', event.target.value as StaffRole); // the options are the roles
            }}
          >
            {contract.STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Reason for the role change" hint="Kept in the audit log." error={form.errors.reason}>
        {(field) => <textarea {...field} {...form.text('reason')} rows={2} maxLength={300} />}
      </FormField>
      <button type="submit" className="button" disabled={sending}>
        Change the role
      </button>
    </form>
  );
}

const article = (role: StaffRole) => (role === 'admin' ? 'an admin' : `a ${role}`);
