import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { accountTexts, forgotPasswordSchema } from '../../../shared/accounts';
import { requestPasswordReset } from '../../api/auth';
import { userMessage } from '../../api/client';
import { AuthCard, FormAlert } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { useSchemaForm } from '../../forms';
import './accounts.css';

export default function ForgotPasswordPage() {
  const form = useSchemaForm(forgotPasswordSchema, { identifier: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setSent(null);
    const input = form.validate();
    if (!input) return;
    setSending(true);
    try {
      const result = await requestPasswordReset(input.identifier);
      setSent(result.message);
    } catch (error) {
      setFailure(userMessage(error, accountTexts.resetFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter your email or username and we will send you a link to choose a new password."
    >
      <form {...form.attributes} className="form" onSubmit={submit}>
        <FormField label="Email or username" error={form.errors.identifier}>
          {(field) => <input {...field} {...form.text('identifier')} autoComplete="username" />}
        </FormField>
        <FormAlert message={failure} />
        <div role="status" className="form-status">
          {sent && <p className="notice success">{sent}</p>}
        </div>
        <button className="button" type="submit" disabled={sending || form.values.identifier.trim() === ''}>
          {sending ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p className="auth-switch">
        Remembered it? <Link to="/login">Login</Link>
      </p>
    </AuthCard>
  );
}
