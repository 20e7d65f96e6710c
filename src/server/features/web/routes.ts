import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { sharedHead } from '../submissions/shares.js';
import type { Page, WebApp } from './render.js';

/** Serves the built web app: hashed assets with long caching, and every page as server-rendered HTML. */
export async function webRoutes(app: FastifyInstance, options: { web: WebApp; publicUrl: string; db: Database }) {
  await app.register(fastifyStatic, {
    root: options.web.assetsDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders: (reply, filePath) => {
      // Vite puts a content hash in every name under assets/, so they never change.
      const immutable = filePath.includes('/assets/');
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(options.web.sitemap),
  );
  app.get('/blog/feed.xml', async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(options.web.feed),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nSitemap: ${options.publicUrl}/sitemap.xml\n`),
  );

  // A shared report's link previews as the card and its grade (Open Graph), read for each request: a link that was
  // turned off answers 404 at once.
  app.get('/shared/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    return sendPage(request, reply, await options.web.pageWithHead(request.url, await sharedHead(options.db, token)));
  });

  // Not async: a page already made is sent without a promise (see WebApp.page).
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const page = options.web.page(request.url);
    return page instanceof Promise
      ? page.then((made) => sendPage(request, reply, made))
      : sendPage(request, reply, page);
  });

  // A form the browser sent itself, before the page's script arrived (see useSchemaForm's attributes): nothing is
  // read from it or kept, and the page is loaded again, now with its script, for the form to be sent as it should.
  app.post('/*', { config: { changesNothing: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.redirect(samePage(request.url), 303);
  });
}

/** The page at `url` on this site: its leading slashes made one, so that //elsewhere.example stays here. */
export const samePage = (url: string) => `/${url.replace(/^[/\\]+/, '')}`;

/** A page in the encoding the browser takes best. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  reply.status(page.status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  reply.type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
