import type { FastifyInstance } from 'fastify';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * One address for the service on this machine. The service listens on 127.0.0.1 and its links, e-mails and the
 * checkout's return lead to PUBLIC_URL (by default http://localhost:PORT); a page opened at the other name would
 * keep its session cookie there and lose it on returning from the checkout. So a page asked for at another name
 * of this machine, on the same port, is sent to the same path at PUBLIC_URL. Only loopback names are rewritten:
 * a Host header from outside never chooses where anyone is sent.
 */
export function redirectLoopbackAliases(app: FastifyInstance, publicUrl: string) {
  const target = new URL(publicUrl);
  if (!LOOPBACK_NAMES.has(target.hostname)) return;
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  // A callback hook (no promise per request); the redirect answers, so it does not go on.
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return done();
    const host = request.headers.host ?? '';
    const at = host.lastIndexOf(':');
    const [name, hostPort] = at > host.lastIndexOf(']') ? [host.slice(0, at), host.slice(at + 1)] : [host, '80'];
    if (!LOOPBACK_NAMES.has(name) || name === target.hostname || hostPort !== port) return done();
    reply.redirect(`${target.origin}${request.url}`, 308);
  });
}
