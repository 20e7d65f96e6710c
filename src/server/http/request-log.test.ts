import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { expect, it } from 'vitest';
import { OneLinePerRequest } from './request-log.js';

it('writes one line per request, with its status and time, and never the query (links carry tokens)', async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: 'info' }, sink),
    logController: new OneLinePerRequest(),
  });
  app.get('/api/auth/verify-email', async (_request, reply) => reply.code(303).send());
  await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=secret-one-time-token' });
  await app.close();
  const requestLines = lines.filter((line) => line.msg === 'request');
  expect(requestLines).toHaveLength(1);
  expect(requestLines[0]).toMatchObject({ method: 'GET', path: '/api/auth/verify-email', status: 303 });
  expect(typeof requestLines[0]!.ms).toBe('number');
  expect(JSON.stringify(lines)).not.toContain('secret-one-time-token');
});
