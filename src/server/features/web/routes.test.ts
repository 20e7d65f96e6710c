import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { requireSameOrigin } from '../../http/same-origin.js';
import type { Page } from './render.js';
import { samePage, webRoutes } from './routes.js';

const PUBLIC_URL = 'https://gradewise.example';
const page: Page = { status: 200, html: '<h1>Login</h1>', br: Buffer.from(''), gzip: Buffer.from('') };

let app: FastifyInstance;
let assets: string;

beforeAll(async () => {
  assets = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-assets-'));
  app = Fastify();
  await app.register(fastifyMultipart);
  requireSameOrigin(app, { publicUrl: PUBLIC_URL, exempt: [] });
  const web = { assetsDir: assets, page: async () => page, pageWithHead: async () => page, sitemap: '', feed: '' };
  await app.register(webRoutes, { web, publicUrl: PUBLIC_URL, db: {} as Database });
  app.post('/api/change', async () => ({ changed: true }));
});
afterAll(async () => {
  await app.close();
  await fs.rm(assets, { recursive: true, force: true });
});

/** A form as the browser sends it from one of our pages: multipart, from our origin (or none said). */
const formPost = (url: string, origin = PUBLIC_URL) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      origin,
      'content-type': 'multipart/form-data; boundary=x',
    },
    payload:
      '--x\r\nContent-Disposition: form-data; name="identifier"\r\n\r\ndemo_collector\r\n' +
      '--x\r\nContent-Disposition: form-data; name="password"\r\n\r\ntry the demo card\r\n--x--\r\n',
  });

describe('a form the browser sent itself, before the page was live', () => {
  it('loads the page again, with nothing of the form in the answer', async () => {
    const sent = await formPost('/login');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/login');
    expect(sent.body).not.toContain('demo');
    // Its address is kept whole: a reset link's token, a page's question.
    expect((await formPost('/reset-password?token=abc')).headers.location).toBe('/reset-password?token=abc');
  });

  it('stays on this site, however the address begins', async () => {
    expect((await formPost('//elsewhere.example/login')).headers.location).toBe('/elsewhere.example/login');
    expect(samePage('/\\elsewhere.example')).toBe('/elsewhere.example');
    expect(samePage('/')).toBe('/');
  });

  it('answers so whatever the origin: under our no-referrer policy the browser sends such a form from nowhere', async () => {
    const sent = await formPost('/login', 'null');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/login');
  });

  it('leaves the API as it was: an unknown address is not found, a post from another site refused', async () => {
    expect((await formPost('/api/no-such-thing')).statusCode).toBe(404);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/change',
      headers: { origin: 'https://attacker.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(forged.statusCode).toBe(403);
  });
});
