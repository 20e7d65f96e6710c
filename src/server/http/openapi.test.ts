import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** "METHOD /path" for every route the app serves, read from Fastify's own route tree (HEAD aside). */
function servedRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(await new Validator().validate(document)).toEqual({ valid: true });
  });

  it('describes every endpoint the app serves, and nothing it does not', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    // The mail outbox is a local development page (loopback only), and /metrics Prometheus's scrape page for
    // operators: neither is part of the API.
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => !route.includes(' /dev/') && route !== 'GET /metrics',
    );
    expect(served.length).toBeGreaterThan(25);
    expect(described.sort()).toEqual(served.sort());
  });

  it('gives the schemas of what is sent and answered', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const review = document.paths['/api/grading/submissions/{id}/review'].post;
    expect(review.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    expect(review.requestBody.content['application/json'].schema.properties).toHaveProperty('anticipatedGrade');
    const detail = document.paths['/api/submissions/{id}'].get.responses['200'].content['application/json'].schema;
    expect(detail.properties.submission.properties).toHaveProperty('reviews');
  });

  it('describes the multipart form of a submission: the card, each photo as a file, and what "Submit again" reuses', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const form = document.paths['/api/submissions'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(expect.arrayContaining(['cardName', 'reuseFrom', 'reusePhotos']));
    expect(form.properties.front).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.required).toEqual(['cardName', 'cardNumber']);
  });
});
