import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.js';

const EML_NAME = /^[\w.-]+\.eml$/;

/** Outside production, the embedded mail outbox can be read at /dev/outbox (newest first). */
export async function outboxRoutes(app: FastifyInstance, options: { outboxDir: string }) {
  const list = async () => {
    const names = await fs.readdir(options.outboxDir).catch(() => [] as string[]);
    return names.filter((name) => EML_NAME.test(name)).sort().reverse();
  };

  app.get('/dev/outbox', async (_request, reply) => {
    const names = await list();
    const items = names.map((name) => `<li><a href="/dev/outbox/${name}">${name}</a></li>`).join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head>` +
          `<body><main><h1>Outbox</h1><p>${names.length} message(s), newest first.</p><ul>${items}</ul></main></body></html>`,
      );
  });

  app.get('/dev/outbox.json', async () => ({ messages: await list() }));

  app.get<{ Params: { name: string } }>('/dev/outbox/:name', async (request, reply) => {
    const { name } = request.params;
    if (!EML_NAME.test(name)) throw notFound('No such message.');
    const text = await fs.readFile(path.join(options.outboxDir, name), 'utf8').catch(() => null);
    if (text === null) throw notFound('No such message.');
    return reply.type('text/plain; charset=utf-8').send(text);
  });
}
