import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (content security policy, frame, referrer, MIME sniffing and the rest) on every answer.
 * Our options depend on nothing in the request, so Helmet's answer is the same for every request: it is worked out
 * once and set as Fastify headers. Running Helmet per request set eleven headers on the raw response one by one,
 * each checked twice, about a twentieth of a cheap request's CPU. An answer written raw (the event stream) takes
 * them from reply.getHeaders().
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers Helmet sets with `options`, read off a stand-in response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  // A directive given as a function (a nonce) is worked out per request: one set of headers would freeze it.
  const policy = options.contentSecurityPolicy;
  const directives = typeof policy === 'object' ? Object.values(policy.directives ?? {}) : [];
  if (directives.some((value) => typeof value === 'function' || (Array.isArray(value) && value.some(isFunction))))
    throw new Error('A security policy built per request cannot be sent as one set of headers');
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  if (!done) throw new Error('Helmet did not finish at once');
  return headers;
}

const isFunction = (value: unknown) => typeof value === 'function';
