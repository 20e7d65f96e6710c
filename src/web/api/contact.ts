import type { ContactInput } from '../../shared/contact';
import { requestJson } from './client';

export const sendContactMessage = (input: ContactInput) =>
  requestJson<{ ok: true; message: string }>('POST', '/api/contact', input);
