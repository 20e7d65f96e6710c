import { z } from 'zod';
import { requiredText } from './validation.js';

export const contactTexts = {
  sent: 'Message sent!',
  failed: 'Something went wrong. Try again.',
} as const;

export const contactSchema = z.object({
  name: requiredText('Please enter your name.').max(100, 'Please keep your name under 100 characters.'),
  email: requiredText('Please enter your e-mail address.').pipe(z.email('Please enter a valid e-mail address.')),
  message: requiredText('Please enter a message.').max(5000, 'Please keep your message under 5,000 characters.'),
});

export type ContactInput = z.infer<typeof contactSchema>;
