import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.js';

/** /healthz: the process answers. /readyz: the database answers too (for load balancers). */
export async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request) => {
    try {
      await options.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new HttpError(503, 'not_ready', 'The database is not reachable.');
    }
    return { status: 'ready' };
  });
}
