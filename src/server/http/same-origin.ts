import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const OUR_BODIES = /^(application\/json|multipart\/form-data)\b/i;

/**
 * CSRF defence: a state-changing API request must come from our own pages (its Origin is our site) and carry
 * JSON or multipart, which a form on another site cannot forge together with our Origin.
 * `exempt` lists the paths that prove themselves otherwise (the Stripe webhook checks its signature).
 */
export function requireSameOrigin(app: FastifyInstance, options: { publicUrl: string; exempt: string[] }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const path = request.url.split('?')[0]!;
    if (options.exempt.includes(path)) return;
    const origin = request.headers.origin;
    let sameOrigin = false;
    if (origin) {
      try {
        sameOrigin = origin === publicOrigin || new URL(origin).host === request.headers.host;
      } catch {
        sameOrigin = false;
      }
    }
    if (!sameOrigin) throw forbidden('This request did not come from the Gradewise site.', 'cross_origin');
    const type = request.headers['content-type'];
    if (type !== undefined && !OUR_BODIES.test(type)) {
      throw forbidden('This request did not come from the Gradewise site.', 'cross_origin');
    }
  });
}
