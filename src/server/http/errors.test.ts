import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError, malformedRequest, registerErrorHandler } from './errors.js';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('connection to 10.0.0.5 refused: password=hunter2');
  });
  app.get('/expected', async () => {
    throw new HttpError(409, 'taken', 'Username is already taken.');
  });
  app.get('/unavailable', async () => {
    throw new HttpError(503, 'not_ready', 'The database is not reachable.');
  });
  app.post('/echo', async (request) => request.body);
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('never shows the internals of an unexpected failure', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('10.0.0.5');
  });

  it('returns an expected failure with its status, code and message', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/expected' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'taken', message: 'Username is already taken.' } });
    const unavailable = await app.inject({ method: 'GET', url: '/unavailable' });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json().error.message).toBe('The database is not reachable.');
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeTypeOf('string');
    expect(response.json().error.message).toBeTypeOf('string');
  });

  it('answers an unknown address with a 404 in the same shape', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers an address that does not decode with a 400 in the usual envelope', async () => {
    const app = Fastify({ logger: false, frameworkErrors: malformedRequest });
    registerErrorHandler(app);
    app.get('/api/submissions/:id', async () => 'never');
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/submissions/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'malformed_request', message: 'This request is malformed.' } });
  });
});
