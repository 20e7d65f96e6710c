import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const OUR_BODIES = /^(application\/json|multipart\/form-data)\b/i;
const CROSS_ORIGIN = 'This request did not come from the Gradewise site.';

/**
 * The path as the router will see it: percent-escapes decoded and dot segments resolved, so that
 * `/%61pi/auth/logout` or `/x/../api/...` is checked as the `/api/...` route it reaches. Null when it does not
 * decode (the router refuses such a path too).
 */
export function routedPath(url: string): string | null {
  const raw = url.split('?')[0]!;
  try {
    return new URL(decodeURIComponent(raw), 'http://path.invalid').pathname;
  } catch {
    return null;
  }
}

/**
 * The origin the browser was on, compared whole (scheme, host and port) with ours: the public address, or the
 * address this request was sent to (a second name of the same service, such as 127.0.0.1 for localhost).
 */
function fromOurSite(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === publicOrigin) return true;
  try {
    const from = new URL(origin);
    const scheme = new URL(publicOrigin).protocol;
    // The request's own address, in the scheme we serve: a page of http://attacker:3000 shares no host with us.
    return from.protocol === scheme && from.host === request.headers.host && from.origin === origin;
  } catch {
    return false;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route taking POST that changes nothing and reads nothing sent (a page's answer to a form the browser sent
     * itself): not a state-changing request, so asked no origin. A browser sends such a form with `Origin: null`
     * under our no-referrer policy.
     */
    changesNothing?: boolean;
  }
}

/**
 * CSRF defence: every state-changing request must come from our own pages (its Origin is our site, scheme, host
 * and port) and carry JSON or multipart, which a form on another site cannot forge together with our Origin.
 * `exempt` lists the paths that prove themselves otherwise (the Stripe webhook checks its signature); paths are
 * compared as the router sees them, after decoding.
 */
export function requireSameOrigin(app: FastifyInstance, options: { publicUrl: string; exempt: string[] }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  // A callback hook: on every request, where an async one costs a promise for the reads that pass straight through.
  app.addHook('onRequest', (request, reply, done) => {
    if (!UNSAFE.has(request.method) || request.routeOptions.config.changesNothing) return done();
    const path = routedPath(request.url);
    if (path !== null && options.exempt.includes(path) && path === request.url.split('?')[0]) return done();
    const type = request.headers['content-type'];
    const ours = fromOurSite(request, publicOrigin) && (type === undefined || OUR_BODIES.test(type));
    done(ours ? undefined : forbidden(CROSS_ORIGIN, 'cross_origin'));
  });
}
