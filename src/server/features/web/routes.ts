import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { WebApp } from './render.js';

/** Serves the built web app: hashed assets with long caching, and every page as server-rendered HTML. */
export async function webRoutes(app: FastifyInstance, options: { web: WebApp }) {
  await app.register(fastifyStatic, {
    root: options.web.assetsDir,
    index: false,
    wildcard: false,
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders: (reply, filePath) => {
      // Vite puts a content hash in every name under assets/, so they never change.
      const immutable = filePath.includes('/assets/');
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const page = await options.web.page(request.url);
    return reply
      .status(page.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html);
  });
}
