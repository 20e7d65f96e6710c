// Browser tests: Playwright drives Debian's chromium (never a downloaded browser) against the built service.
// Outside CI a machine without chromium skips them, loudly; in CI a missing chromium is a failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const chromium = candidates.find((candidate) => fs.existsSync(candidate));

if (!chromium) {
  const line = '!'.repeat(78);
  const message =
    'NO CHROMIUM FOUND: browser tests did not run. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.';
  console.error(`\n${line}\n${message}\n${line}\n`);
  process.exit(process.env.CI ? 1 : 0);
}

const run = (args) => {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(['scripts/build.mjs', '--if-stale']);
run([path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)]);
