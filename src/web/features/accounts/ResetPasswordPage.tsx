import { Link, useSearchParams } from 'react-router';
import { accountTexts, resetPasswordSchema } from '../../../shared/accounts';
import { resetPassword } from '../../api/auth';
import { AuthCard, FormAlert } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { useSignInForm } from './useSignInForm';
import './accounts.css';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { form, failure, sending, submit } = useSignInForm(
    resetPasswordSchema,
    { token, password: '', confirmPassword: '' },
    resetPassword,
    accountTexts.resetFailed,
  );

  if (!token) {
    return (
      <AuthCard title="Choose a New Password">
        <p className="notice error">{accountTexts.linkInvalid}</p>
        <p className="auth-switch">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a New Password" intro="Every other device will be signed out.">
      <form {...form.attributes} className="form" onSubmit={submit}>
        <FormField label="New password" error={form.errors.password} hint="At least 8 characters.">
          {(field) => <input {...field} {...form.text('password')} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField label="Confirm new password" error={form.errors.confirmPassword}>
          {(field) => (
            <input {...field} {...form.text('confirmPassword')} type="password" autoComplete="new-password" />
          )}
        </FormField>
        <FormAlert message={failure} />
        <button className="button" type="submit" disabled={sending}>
          {sending ? 'Saving…' : 'Set new password'}
        </button>
      </form>
      {failure && (
        <p className="auth-switch">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      )}
    </AuthCard>
  );
}
