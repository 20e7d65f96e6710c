import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { accountTexts, homeFor, loginSchema } from '../../../shared/accounts';
import { logIn } from '../../api/auth';
import { userMessage } from '../../api/client';
import { useAuth } from '../../auth';
import { AuthCard, FormAlert } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { useSchemaForm } from '../../forms';

export default function LoginPage() {
  const form = useSchemaForm(loginSchema, { identifier: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const auth = useAuth();
  const navigate = useNavigate();

  // Someone already signed in and verified has nothing to do here.
  if (auth.user?.verified && !sending) return <Navigate to={homeFor(auth.user)} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    setSending(true);
    try {
      const result = await logIn(input);
      auth.setUser(result.user);
      navigate(result.next);
    } catch (error) {
      setFailure(userMessage(error, accountTexts.loginFailed));
      setSending(false);
    }
  }

  return (
    <AuthCard title="Login" intro="Welcome back.">
      <form id={form.formId} className="form" onSubmit={submit} noValidate>
        <FormField label="Username or email" error={form.errors.identifier}>
          {(field) => <input {...field} {...form.text('identifier')} autoComplete="username" />}
        </FormField>
        <FormField label="Password" error={form.errors.password}>
          {(field) => <input {...field} {...form.text('password')} type="password" autoComplete="current-password" />}
        </FormField>
        <FormAlert message={failure} />
        <button className="button" type="submit" disabled={sending}>
          {sending ? 'Logging in…' : 'Login'}
        </button>
      </form>
      <p className="auth-switch">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <p className="auth-switch">
        New to Gradewise? <Link to="/signup">Sign Up</Link>
      </p>
    </AuthCard>
  );
}
