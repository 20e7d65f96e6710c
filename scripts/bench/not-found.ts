// What a made-up address costs next to a cached page, through HTTP on a real socket: N requests for the landing
// page (cached after the first) against N requests for N different unknown addresses, one at a time, with brotli
// accepted as browsers do. Both in the same run, so the figure is a ratio on this machine's current load.
// Run after `npm run build`: npx tsx scripts/bench/not-found.ts [--count 300] [--check --max-ratio 3]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { parseConfig } from '../../src/server/config.js';
import { startService } from '../../src/server/startup.js';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '300' },
    check: { type: 'boolean', default: false },
    'max-ratio': { type: 'string', default: '3' },
  },
});
const count = Number(args.count);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-not-found-'));
const dist = path.join(import.meta.dirname, '../../dist');
const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', WEB_DIST_DIR: dist });
const { app } = await startService(config, { web: true, log: pino({ level: 'silent' }) });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function timeRequests(urlOf: (i: number) => string, status: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const response = await fetch(base + urlOf(i), { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    if (response.status !== status) throw new Error(`${urlOf(i)} answered ${response.status}`);
  }
  return (performance.now() - started) / count;
}

try {
  await timeRequests(() => '/', 200); // warm: the landing page rendered and cached, connections open
  const cached = await timeRequests(() => '/', 200);
  const unknown = await timeRequests((i) => `/no-such-page/${i}-${Date.now()}`, 404);
  const ratio = unknown / cached;
  console.log(
    `${count} requests each: cached page ${cached.toFixed(2)} ms, unknown address ${unknown.toFixed(2)} ms ` +
      `(${ratio.toFixed(2)}x the cached page)`,
  );
  if (args.check && ratio > Number(args['max-ratio'])) {
    console.error(`FAIL: an unknown address costs ${ratio.toFixed(2)}x a cached page (at most ${args['max-ratio']}x)`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
