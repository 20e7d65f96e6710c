import type { FastifyInstance } from 'fastify';

/**
 * API answers are personal (a session, a balance, orders, a grader's queue) or change by the second: no browser,
 * proxy or shared cache may keep them. A route that knows better (a photo, immutable at its address) says so
 * itself. The mail outbox holds reset links: it is not kept either.
 */
export function noStoreForApi(app: FastifyInstance) {
  // A callback hook: it runs on every answer, where an async one costs a promise each.
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    if ((url.startsWith('/api/') || url.startsWith('/dev/')) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
