// The real server in a process of its own, as `npm start` runs it (tests of crashes, restarts and shutdown).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on now (asked of the system, then released). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function until<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

export type Server = { process: ChildProcess; url: string; logs: Record<string, unknown>[]; output: () => string };

/**
 * `src/server/main.ts` from source, API only, on the embedded database and disk storage in `dataDir`, unless `extra`
 * names others (DATABASE_URL, S3_*, ...), which it sets last.
 */
export async function startServer(dataDir: string, extra: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (
      !/^(DATA_DIR|DATABASE_URL|S3_|SMTP_URL|STRIPE_|WEB_DIST_DIR|SEED_DEMO|NODE_ENV|LOG_LEVEL|PUBLIC_URL)/.test(name)
    ) {
      env[name] = value;
    }
  }
  // node --import tsx, not the tsx command: SIGKILL must reach the server itself, not a wrapper around it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--api-only'], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'info', // the sweep reports at info
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let output = '';
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  const state = await until(
    async () => (child.exitCode !== null ? 'exited' : (await fetch(`${url}/healthz`)).ok && 'answering'),
    'the server answering',
  ).catch(() => 'silent');
  if (state !== 'answering') {
    child.kill('SIGKILL');
    throw new Error(`the server ${state === 'exited' ? 'exited during start-up' : 'did not answer'}:\n${output}`);
  }
  return { process: child, url, logs, output: () => output };
}

export async function stop(server: Server, signal: NodeJS.Signals) {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = once(server.process, 'exit');
  server.process.kill(signal);
  await exited;
}

/** The demo collector (5 credits in evaluation mode) signed in: their id and session cookie. */
export async function logInDemoCollector(server: Server): Promise<{ userId: string; cookie: string }> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ identifier: 'demo_collector', password: 'try the demo card' }),
  });
  if (login.status !== 200) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const userId = ((await login.json()) as { user: { id: string } }).user.id;
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('session='))!
    .split(';')[0]!;
  return { userId, cookie };
}
