import { z } from 'zod';
import { contactSchema } from '../contact.js';
import { endpoint, okMessageAnswer } from './endpoint.js';

/** The contact form's hidden field: people leave it empty, bots fill it in. */
export const honeypot = z.object({ website: z.string() });

export const contact = endpoint({
  method: 'POST',
  path: '/api/contact',
  summary: 'Send a message to support',
  access: 'anyone',
  // `website` is a hidden field people leave empty and bots fill in: such a message is thanked and dropped.
  body: contactSchema.extend({ website: z.string().optional() }),
  answer: okMessageAnswer,
});
export const publicConfig = endpoint({
  method: 'GET',
  path: '/api/public-config',
  summary: 'The settings the browser needs',
  access: 'anyone',
  answer: z.object({ howItWorksVideoUrl: z.string(), graderApplyUrl: z.string(), supportEmail: z.string() }),
});
export const events = endpoint({
  method: 'GET',
  path: '/api/events',
  summary: "Live changes for the signed-in person (credits, their submissions, the graders' queue)",
  access: 'signed in',
  answer: { contentType: 'text/event-stream', description: 'Server-sent events' },
});
export const health = endpoint({
  method: 'GET',
  path: '/healthz',
  summary: 'The process is up',
  access: 'anyone',
  answer: z.object({ status: z.literal('ok') }),
});
export const ready = endpoint({
  method: 'GET',
  path: '/readyz',
  summary: 'The process can serve: its database answers (503 when it does not)',
  access: 'anyone',
  answer: z.object({ status: z.literal('ready') }),
});
export const openApi = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This API described as OpenAPI 3.1, from the same schemas the routes use',
  access: 'anyone',
  answer: z.looseObject({ openapi: z.string() }),
});
