// The yardstick: Fastify with nothing added, answering one small JSON object (Fastify's own benchmark). /page answers
// as many bytes as the landing page puts on the wire (4.6 KB with its headers), so that the throughput table can say
// how much of a page's distance from the yardstick is its size alone.
import Fastify from 'fastify';

const page = Buffer.alloc(4400, 'a');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
