import { Link, Navigate } from 'react-router';
import { accountTexts, loginSchema } from '../../../shared/accounts';
import { homeFor } from '../../../shared/session-user';
import { logIn } from '../../api/auth';
import { useAuth } from '../../auth';
import { AuthCard, FormAlert } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { useSignInForm } from './useSignInForm';
import './accounts.css';

export default function LoginPage() {
  const { form, failure, sending, submit } = useSignInForm(
    loginSchema,
    { identifier: '', password: '' },
    logIn,
    accountTexts.loginFailed,
  );
  const auth = useAuth();

  // Someone already signed in and verified has nothing to do here.
  if (auth.user?.verified && !sending) return <Navigate to={homeFor(auth.user)} replace />;

  return (
    <AuthCard title="Login" intro="Welcome back.">
      <form {...form.attributes} className="form" onSubmit={submit}>
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
