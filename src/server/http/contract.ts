import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import { parseWith } from './validate.js';

type JsonEndpoint = Endpoint & { answer: z.ZodType };

/**
 * Registers the route of a contract endpoint (src/shared/contract): its method and path come from the contract,
 * and the handler must answer what the contract says (checked by the compiler). Input is parsed inside the handler
 * with bodyOf / paramsOf / queryOf, after the handler's own access check, so a signed-out caller hears 401 before
 * any 400 about the body.
 */
export function route<E extends JsonEndpoint>(app: FastifyInstance, endpoint: E, options: RouteShorthandOptions = {}) {
  // Curried, so that the endpoint fixes the answer's type before the handler is read: its literals (ok: true)
  // are then checked against the contract as written.
  return (handler: (request: FastifyRequest, reply: FastifyReply) => Promise<z.input<E['answer']>>): void => {
    app.route({ ...options, method: endpoint.method, url: endpoint.path, handler });
  };
}

/** JSON written once from a value of type T, to be sent to many (see writtenAnswer). */
export type Written<T> = string & { readonly writtenFrom: T };
export const written = <T>(value: T): Written<T> => JSON.stringify(value) as Written<T>;

/**
 * Sends an answer already written as JSON as it is, instead of serializing it again for each request: for a read
 * kept as written (the graders' queue page, 18 KB, was a sixth of its request's CPU to serialize; a collector's
 * orders page). The compiler holds the written value to the endpoint's answer.
 */
export function writtenAnswer<E extends JsonEndpoint>(
  _endpoint: E,
  reply: FastifyReply,
  json: Written<z.input<E['answer']>>,
): z.input<E['answer']> {
  // Fastify sends a string as it is when its type is JSON.
  reply.type('application/json; charset=utf-8');
  return json as unknown as z.input<E['answer']>;
}

/** The route of an endpoint that answers with something other than JSON (a redirect, an image, a stream). */
export function routeOther(app: FastifyInstance, endpoint: Endpoint, options: RouteShorthandOptions = {}) {
  return (handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>): void => {
    app.route({ ...options, method: endpoint.method, url: endpoint.path, handler });
  };
}

type Part<E extends Endpoint, K extends 'body' | 'params' | 'query'> = E[K] extends z.ZodType ? z.output<E[K]> : never;

/** The request's body as the endpoint's schema reads it; a 400 with the schema's own message when it does not fit. */
export const bodyOf = <E extends Endpoint & { body: z.ZodType }>(endpoint: E, request: FastifyRequest) =>
  parseWith(endpoint.body, request.body) as Part<E, 'body'>;

export const paramsOf = <E extends Endpoint & { params: z.ZodObject }>(endpoint: E, request: FastifyRequest) =>
  parseWith(endpoint.params, request.params) as Part<E, 'params'>;

export const queryOf = <E extends Endpoint & { query: z.ZodObject }>(endpoint: E, request: FastifyRequest) =>
  parseWith(endpoint.query, request.query) as Part<E, 'query'>;
