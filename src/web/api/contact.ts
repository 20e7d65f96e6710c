import * as api from '../../shared/contract/service';
import type { BodyOf } from '../../shared/contract/endpoint';
import { call } from './client';

/** `website` is the hidden field bots fill in; people leave it empty. */
export const sendContactMessage = (body: BodyOf<typeof api.contact>) => call(api.contact, { body });
