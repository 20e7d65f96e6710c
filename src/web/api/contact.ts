import type { ContactInput } from '../../shared/contact';
import { requestJson } from './client';

/** `website` is the hidden field bots fill in; people leave it empty. */
export const sendContactMessage = (input: ContactInput & { website: string }) =>
  requestJson<{ ok: true; message: string }>('POST', '/api/contact', input);
