// Builds everything `npm start` serves: the browser app, its server-side renderer, and the compiled server.
// With --if-stale it does nothing when the last build is newer than every source file (a second start is fast).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = path.join(root, 'dist');
const stamp = path.join(dist, '.build-stamp');
const inputs = ['src', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.server.json'];

function newestInput() {
  let newest = 0;
  const visit = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of inputs) visit(path.join(root, input));
  return newest;
}

if (process.argv.includes('--if-stale')) {
  const built = fs.statSync(stamp, { throwIfNoEntry: false });
  if (built && built.mtimeMs >= newestInput()) process.exit(0);
}

const started = Date.now();
fs.rmSync(dist, { recursive: true, force: true });
const quiet = { logLevel: 'warn', configFile: path.join(root, 'vite.config.ts') };
await build({ ...quiet });
await build({
  ...quiet,
  build: { ssr: 'render.tsx', outDir: '../../dist/ssr', emptyOutDir: true, copyPublicDir: false },
});
// Compress once at build time; the server sends the .br or .gz twin the browser accepts.
for (const name of fs.readdirSync(path.join(dist, 'web'), { recursive: true })) {
  const file = path.join(dist, 'web', name);
  if (!/\.(js|css|svg|json)$/.test(file)) continue;
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}
execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json'], {
  cwd: root,
  stdio: 'inherit',
});
// The migrator reads SQL files at run time, next to the compiled migrate.js.
fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(dist, 'node/server/db/migrations'), {
  recursive: true,
});
fs.writeFileSync(stamp, new Date().toISOString());
console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
