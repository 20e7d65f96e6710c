import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody } from '../../shared/api.js';

/** An expected failure: its message is written for the user and is always shown. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
export const notFound = (message: string, code = 'not_found') => new HttpError(404, code, message);
export const unauthorized = (message: string, code = 'unauthorized') => new HttpError(401, code, message);
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, code, message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** One error handler for the whole API: 4xx keep their message, a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    let body: ApiErrorBody;
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      body = { error: { code: error.code, message: error.message } };
    } else if (status < 500) {
      // Fastify's own client errors (bad JSON, body too large, rate limit) carry a message fit to show.
      body = { error: { code: error.code ?? 'bad_request', message: error.message } };
    } else {
      body = { error: { code: 'internal', message: INTERNAL_MESSAGE } };
    }
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ error: { code: 'not_found', message: `No such address: ${request.url}` } });
  });
}

/**
 * Requests Fastify refuses before any route sees them (an address that does not decode, a header it cannot
 * parse): a 400 in the same envelope as every other error, not Fastify's own shape.
 */
export function malformedRequest(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const body: ApiErrorBody = { error: { code: 'malformed_request', message: 'This request is malformed.' } };
  void reply.code(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send(body);
}
