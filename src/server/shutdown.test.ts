// The real server in a process of its own, stopped with SIGTERM while browsers hold live-event streams open: it
// must end the streams, close in order and exit by itself (exit code 0), not wait for its 15 s force-exit (code 1).
import { once } from 'node:events';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logInDemoCollector, startServer, stop, type Server } from '../../tests/helpers/server-process.js';

let server: Server | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  if (server) await stop(server, 'SIGKILL');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Opens the live-event stream and resolves once its first event has arrived; `ended` resolves when it closes. */
function openStream(url: string, cookie: string) {
  return new Promise<{ ended: Promise<void> }>((resolve, reject) => {
    const request = http.get(`${url}/api/events`, { headers: { cookie } }, (response) => {
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
        response.on('error', () => done());
      });
      response.once('data', () => resolve({ ended }));
    });
    request.on('error', reject);
  });
}

describe('stopping the server', () => {
  it('ends open event streams and exits cleanly on SIGTERM', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-shutdown-'));
    server = await startServer(dataDir);
    const { cookie } = await logInDemoCollector(server);
    const streams = await Promise.all([openStream(server.url, cookie), openStream(server.url, cookie)]);

    const exited = once(server.process, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const started = Date.now();
    server.process.kill('SIGTERM');
    const [code, signal] = await exited;
    const seconds = (Date.now() - started) / 1000;
    console.log(`shutdown with ${streams.length} open event streams: ${seconds.toFixed(2)} s`);

    expect({ code, signal }).toEqual({ code: 0, signal: null });
    await Promise.all(streams.map((stream) => stream.ended));
    expect(server.output()).not.toMatch(/shutdown failed/);
  }, 180_000);
});
