import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readOutbox } from '../../adapters/mail/outbox.js';
import { notFound } from '../../http/errors.js';
import { requireThisMachine } from '../../http/this-machine.js';

const MESSAGE_NAME = /^[\w.-]+$/;
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
// Addresses in a message's text become links, so a developer can follow a verification link in one click.
const linkify = (text: string) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
  `<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;

/**
 * Outside production, the embedded mail outbox can be read at /dev/outbox (newest first), from this machine only:
 * it holds every verification and reset link.
 */
export async function outboxRoutes(app: FastifyInstance, options: { outboxDir: string }) {
  app.addHook('onRequest', async (request) => requireThisMachine(request));
  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await readOutbox(options.outboxDir);
    const items = messages
      .map(
        (m) =>
          `<li><a href="/dev/outbox/${m.name}">${escape(m.subject)}</a> to ${escape(m.to)}, ${escape(m.sentAt)}</li>`,
      )
      .join('');
    const body = `<p>${messages.length} message(s), newest first.</p><ul>${items}</ul>`;
    return reply.type('text/html; charset=utf-8').send(page('Outbox', body));
  });

  app.get('/dev/outbox.json', async () => ({ messages: await readOutbox(options.outboxDir) }));

  app.get<{ Params: { name: string } }>('/dev/outbox/:name', async (request, reply) => {
    const { name } = request.params;
    if (!MESSAGE_NAME.test(name)) throw notFound('No such message.');
    const messages = await readOutbox(options.outboxDir);
    const message = messages.find((m) => m.name === name);
    if (!message) throw notFound('No such message.');
    const eml = await fs.stat(path.join(options.outboxDir, `${name}.eml`)).then(
      () => true,
      () => false,
    );
    const body =
      `<p>To: ${escape(message.to)}${message.replyTo ? `<br>Reply-To: ${escape(message.replyTo)}` : ''}<br>` +
      `Sent: ${escape(message.sentAt)}</p><pre>${linkify(message.text)}</pre>` +
      (eml ? `<p><a href="/dev/outbox/${name}/eml">The message as sent (.eml)</a></p>` : '');
    return reply.type('text/html; charset=utf-8').send(page(message.subject, body));
  });

  app.get<{ Params: { name: string } }>('/dev/outbox/:name/eml', async (request, reply) => {
    const { name } = request.params;
    if (!MESSAGE_NAME.test(name)) throw notFound('No such message.');
    const text = await fs.readFile(path.join(options.outboxDir, `${name}.eml`), 'utf8').catch(() => null);
    if (text === null) throw notFound('No such message.');
    return reply.type('message/rfc822').send(text);
  });
}
