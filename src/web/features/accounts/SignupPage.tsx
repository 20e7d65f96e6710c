import { Link } from 'react-router';
import { accountTexts, sanitizeUsername, signupSchema } from '../../../shared/accounts';
import { signUp } from '../../api/auth';
import { AuthCard, FormAlert } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { useSignInForm } from './useSignInForm';
import './accounts.css';

const EMPTY = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export default function SignupPage() {
  const { form, failure, sending, submit } = useSignInForm(signupSchema, EMPTY, signUp, accountTexts.signupFailed);

  return (
    <AuthCard title="Sign Up" intro="Create your account to get grade estimates from real graders.">
      <form {...form.attributes} className="form" onSubmit={submit}>
        <div className="field-row">
          <FormField label="First name" error={form.errors.firstName}>
            {(field) => <input {...field} {...form.text('firstName')} autoComplete="given-name" />}
          </FormField>
          <FormField label="Last name" error={form.errors.lastName}>
            {(field) => <input {...field} {...form.text('lastName')} autoComplete="family-name" />}
          </FormField>
        </div>
        <FormField label="Username" error={form.errors.username} hint={accountTexts.usernameRule}>
          {(field) => (
            <input {...field} {...form.text('username', sanitizeUsername)} autoComplete="username" maxLength={15} />
          )}
        </FormField>
        <FormField label="Email" error={form.errors.email}>
          {(field) => <input {...field} {...form.text('email')} type="email" autoComplete="email" />}
        </FormField>
        <FormField
          label="Password"
          error={form.errors.password}
          hint="At least 8 characters. A short phrase is easy to remember and hard to guess."
        >
          {(field) => <input {...field} {...form.text('password')} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField label="Confirm password" error={form.errors.confirmPassword}>
          {(field) => (
            <input {...field} {...form.text('confirmPassword')} type="password" autoComplete="new-password" />
          )}
        </FormField>
        <div className={form.errors.acceptTerms ? 'field checkbox has-error' : 'field checkbox'}>
          <label>
            <input
              type="checkbox"
              name="acceptTerms"
              checked={form.values.acceptTerms}
              aria-invalid={Boolean(form.errors.acceptTerms)}
              aria-describedby={form.errors.acceptTerms ? 'terms-error' : undefined}
              onChange={(event) => form.set('acceptTerms', event.target.checked)}
            />{' '}
            I accept the{' '}
            <Link to="/terms-of-service" target="_blank">
              Terms of Service
            </Link>
          </label>
          {form.errors.acceptTerms && (
            <p className="field-error" id="terms-error">
              {form.errors.acceptTerms}
            </p>
          )}
        </div>
        <FormAlert message={failure} />
        <button className="button" type="submit" disabled={sending}>
          {sending ? 'Creating your account…' : 'Sign Up'}
        </button>
      </form>
      <p className="auth-switch">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </AuthCard>
  );
}
