// The yardstick: Fastify with nothing added, answering one small JSON object (Fastify's own benchmark).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
