import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/contract/service.js';
import { route } from '../../http/contract.js';
import { HttpError } from '../../http/errors.js';

/** /healthz: the process answers. /readyz: the database answers too (for load balancers). */
export async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  route(app, api.health)(async () => ({ status: 'ok' }));

  route(
    app,
    api.ready,
  )(async (request) => {
    try {
      await options.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new HttpError(503, 'not_ready', 'The database is not reachable.');
    }
    return { status: 'ready' };
  });
}
