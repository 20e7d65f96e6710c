import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { contactSchema, contactTexts, type ContactInput } from '../../../shared/contact';
import { sendContactMessage } from '../../api/contact';
import { FormField } from '../../components/FormField';
import { usePublicConfig } from '../../public-config';

type Status = 'idle' | 'sending' | 'success' | 'error';
type FieldErrors = Partial<Record<keyof ContactInput, string>>;

const EMPTY: ContactInput = { name: '', email: '', message: '' };

export default function ContactPage() {
  const { supportEmail } = usePublicConfig();
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);

  // After a refused submit, take the person to the first field that needs them.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const update = (field: keyof ContactInput) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ContactInput;
        found[field] ??= issue.message;
      }
      setErrors(found);
      setRefusals((count) => count + 1);
      return;
    }
    setStatus('sending');
    try {
      await sendContactMessage(parsed.data);
      setStatus('success');
      setValues(EMPTY);
    } catch {
      setStatus('error');
    }
  }

  return (
    <div className="page narrow">
      <h1>Contact</h1>
      <p className="lead">
        A question about an estimate, your credits or your account? Write to us and a person will answer, usually
        within one business day. Many answers are already in the <Link to="/faqs">FAQs</Link> and{' '}
        <Link to="/help">Help</Link>.
      </p>
      <form ref={formRef} className="card form" onSubmit={submit} noValidate>
        <FormField label="Name" error={errors.name}>
          {(field) => (
            <input
              {...field}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(e) => update('name')(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Email" error={errors.email}>
          {(field) => (
            <input
              {...field}
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => update('email')(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Message" error={errors.message}>
          {(field) => (
            <textarea
              {...field}
              name="message"
              rows={6}
              value={values.message}
              onChange={(e) => update('message')(e.target.value)}
            />
          )}
        </FormField>
        <button className="button" type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? 'Sending…' : 'Send message'}
        </button>
        <div role="status" aria-live="polite" className="form-status">
          {status === 'success' && <p className="notice success">{contactTexts.sent}</p>}
          {status === 'error' && <p className="notice error">{contactTexts.failed}</p>}
        </div>
      </form>
      <p className="fine-print">
        You can also e-mail <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </div>
  );
}
