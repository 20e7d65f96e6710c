import { z } from 'zod';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import { allEndpoints } from '../../shared/contract/index.js';

/**
 * The API as OpenAPI 3.1, written from the contract's schemas (src/shared/contract): what the routes parse and
 * answer is what is described here, so the document cannot drift from the code. Schemas zod cannot express in JSON
 * Schema (the centering measurement, a TypeScript type) are left open and described in words.
 */
const schemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

const ERROR = {
  description: 'A refusal: the message is written for the person using the site',
  content: {
    'application/json': {
      schema: schemaOf(z.object({ error: z.object({ code: z.string(), message: z.string() }) }), 'output'),
    },
  },
};

function parameters(endpoint: Endpoint) {
  const of = (where: 'path' | 'query', schema: z.ZodObject | undefined) =>
    Object.entries(schema?.shape ?? {}).map(([name, field]) => ({
      name,
      in: where,
      required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
      schema: schemaOf(field as z.ZodType, 'input'),
    }));
  return [...of('path', endpoint.params), ...of('query', endpoint.query)];
}

function answer(endpoint: Endpoint) {
  if (endpoint.answer instanceof z.ZodType)
    return {
      '200': { description: 'OK', content: { 'application/json': { schema: schemaOf(endpoint.answer, 'output') } } },
    };
  if (endpoint.answer.contentType === 'redirect') return { '303': { description: endpoint.answer.description } };
  return {
    '200': {
      description: endpoint.answer.description,
      content: { [endpoint.answer.contentType]: { schema: { type: 'string' } } },
    },
  };
}

function requestBody(endpoint: Endpoint) {
  const [type, schema] = endpoint.body
    ? ['application/json', endpoint.body]
    : endpoint.form
      ? ['multipart/form-data', endpoint.form]
      : [null, null];
  return type && schema
    ? { requestBody: { required: true, content: { [type]: { schema: schemaOf(schema, 'input') } } } }
    : {};
}

function operation(endpoint: Endpoint) {
  return {
    summary: endpoint.summary,
    description: `Who may call it: ${endpoint.access}.`,
    parameters: parameters(endpoint),
    ...requestBody(endpoint),
    responses: { ...answer(endpoint), '4XX': ERROR },
  };
}

/** Fastify's `/:id` is OpenAPI's `/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function document() {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const endpoint of allEndpoints()) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gradewise API',
      version: '1',
      description:
        'The API the Gradewise site uses. Sessions are a cookie set at sign-in; every request that changes ' +
        'something must come from the site itself (same origin), except the payment webhook, which is signed.',
    },
    paths,
  };
}

/** Built once: the schemas do not change while the process runs. */
export const openApiDocument = document();
