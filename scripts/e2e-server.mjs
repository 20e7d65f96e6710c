// Starts the built service for the browser tests on a fresh data folder, and with DATABASE_URL set on a fresh
// PostgreSQL database; both are removed again when Playwright stops it.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradewise-e2e-'));
const serverUrl = process.env.DATABASE_URL;
let databaseUrl;
let databaseName;

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (serverUrl) {
  databaseName = `gradewise_e2e_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin(`create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const child = spawn(process.execPath, ['dist/node/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DATABASE_URL: databaseUrl ?? '',
    // The tests' own requests may name an address of their own (X-Forwarded-For, see tests/e2e/session.ts): the
    // accounts they sign up by API would otherwise all count against one address's 20 sign-ups an hour.
    TRUST_PROXY: '127.0.0.1',
  },
});

let stopping = false;
async function cleanUp(code) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseName) await admin(`drop database if exists ${databaseName} with (force)`).catch(() => {});
  process.exit(code ?? 0);
}
child.on('exit', (code) => cleanUp(stopping ? 0 : code));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    child.kill('SIGTERM');
  });
}
