import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';

export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3rver = { endpoint: string; close: () => Promise<void> };

// Run in a process of its own, with OpenSSL's legacy provider: s3rver encrypts its continuation tokens with DES,
// which Node's OpenSSL 3 otherwise refuses, so any listing longer than one page (1000 keys) failed in-process.
const SERVER = `
const S3rver = require(process.env.S3RVER_PATH);
const server = new S3rver({
  address: '127.0.0.1', port: 0, directory: process.env.S3RVER_DIR, silent: true,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET }],
});
server.run().then(({ port }) => process.stdout.write(port + '\\n'));
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
process.on('disconnect', () => process.exit(0));
`;

/** A local S3 stand-in serving one empty bucket, its objects kept as files in `directory`. */
export async function startS3rver(directory: string, bucket: string): Promise<S3rver> {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', SERVER], {
    env: {
      ...process.env,
      S3RVER_PATH: createRequire(import.meta.url).resolve('s3rver'),
      S3RVER_DIR: directory,
      S3RVER_BUCKET: bucket,
    },
    // The IPC channel ends it with this test process, however that ends.
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it listened`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
