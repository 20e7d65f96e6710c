import { z } from 'zod';

/** An answer that is not JSON: a redirect, an image, an event stream, plain text. */
export type OtherAnswer = {
  contentType: 'redirect' | 'image/jpeg' | 'application/pdf' | 'text/event-stream';
  description: string;
};

/**
 * One endpoint of the HTTP API, declared once: the server's route takes its path and parses its input with these
 * schemas (src/server/http/contract.ts), the browser client calls it by the same object (src/web/api/client.ts),
 * and /api/openapi.json is written from all of them.
 */
export type Endpoint = {
  method: 'GET' | 'POST';
  /** Fastify's form: `:name` for a path parameter. */
  path: string;
  summary: string;
  /** Who may call it; the route checks it on the server. */
  access: 'anyone' | 'signed in' | 'verified' | 'grader or admin' | 'admin' | 'this machine' | 'Stripe (signed)';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart/form-data body instead: its text fields, and its files as binary strings (described, not parsed). */
  form?: z.ZodObject;
  /** The JSON answer (200), or what else comes back. */
  answer: z.ZodType | OtherAnswer;
};

export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

/** The JSON a route returns for this endpoint, as the route may write it (dates already strings). */
export type AnswerOf<E extends Endpoint> = E['answer'] extends z.ZodType ? z.input<E['answer']> : never;
/** The JSON the browser receives for this endpoint. */
export type ReceivedOf<E extends Endpoint> = E['answer'] extends z.ZodType ? z.output<E['answer']> : never;
/** What the browser sends for this endpoint's body. */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodObject ? z.input<E['params']> : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodObject ? z.input<E['query']> : undefined;

export const okAnswer = z.object({ ok: z.literal(true) });
export const okMessageAnswer = z.object({ ok: z.literal(true), message: z.string() });
/** Where the browser goes next (a checkout page, the wallet, the shop). */
export const urlAnswer = z.object({ url: z.string() });
export const idParams = z.object({ id: z.string() });

/**
 * A page of a long list: the entries after the one whose id is `after` (none: from the start), at most `limit`.
 * The answer's `next` is the id to ask after for the following page, null on the last one. An id rather than a
 * date: it keeps the database's full precision, so no entry is skipped or shown twice between pages.
 */
export const pageQuery = (
  defaultLimit: number,
  after: z.ZodType<string> = z.uuid({ error: 'after must be the id of an entry of the list.' }),
) =>
  z.object({
    after: after.optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number.' })
      .int()
      .min(1, { error: 'limit must be between 1 and 100.' })
      .max(100, { error: 'limit must be between 1 and 100.' })
      .default(defaultLimit),
  });
export const nextPage = z.string().nullable();
