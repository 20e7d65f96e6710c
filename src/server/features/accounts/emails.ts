import { emailLayout } from '../../adapters/mail/layout.js';
import type { MailMessage } from '../../adapters/mail/mailer.js';

export function verificationEmail(options: { to: string; firstName: string; url: string }): MailMessage {
  return emailLayout({
    to: options.to,
    subject: 'Verify your e-mail for Gradewise',
    greeting: `Hi ${options.firstName},`,
    lines: [
      'Welcome to Gradewise! Please confirm that this is your e-mail address, so that we can send you your grade estimates.',
    ],
    action: 'Verify my e-mail',
    url: options.url,
    after: 'The link works once and expires in 24 hours. If you did not sign up, you can ignore this message.',
  });
}

export function passwordResetEmail(options: { to: string; firstName: string; url: string }): MailMessage {
  return emailLayout({
    to: options.to,
    subject: 'Reset your Gradewise password',
    greeting: `Hi ${options.firstName},`,
    lines: ['Someone (we hope you) asked to reset the password of your Gradewise account.'],
    action: 'Choose a new password',
    url: options.url,
    after:
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays as it is.',
  });
}
