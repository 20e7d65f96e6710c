import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { contactSchema, contactTexts } from '../../../shared/contact';
import { sendContactMessage } from '../../api/contact';
import { FormField } from '../../components/FormField';
import { useSchemaForm } from '../../forms';
import { usePublicConfig } from '../../public-config';
import './site.css';

type Status = 'idle' | 'sending' | 'success' | 'error';

export default function ContactPage() {
  const { supportEmail } = usePublicConfig();
  const form = useSchemaForm(contactSchema, { name: '', email: '', message: '', website: '' });
  const [status, setStatus] = useState<Status>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setStatus('sending');
    try {
      await sendContactMessage({ ...input, website: form.values.website });
      setStatus('success');
      form.reset();
    } catch {
      setStatus('error');
    }
  }

  return (
    <div className="page narrow">
      <h1>Contact</h1>
      <p className="lead">
        A question about an estimate, your credits or your account? Write to us and a person will answer, usually within
        one business day. Many answers are already in the <Link to="/faqs">FAQs</Link> and <Link to="/help">Help</Link>.
      </p>
      <form {...form.attributes} className="card form" onSubmit={submit}>
        <FormField label="Name" error={form.errors.name}>
          {(field) => <input {...field} {...form.text('name')} autoComplete="name" />}
        </FormField>
        <FormField label="Email" error={form.errors.email}>
          {(field) => <input {...field} {...form.text('email')} type="email" autoComplete="email" />}
        </FormField>
        <FormField label="Message" error={form.errors.message}>
          {(field) => <textarea {...field} {...form.text('message')} rows={6} />}
        </FormField>
        {/* Left empty by people, who never see it; bots fill it in. */}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" tabIndex={-1} autoComplete="off" {...form.text('website')} />
        </div>
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
