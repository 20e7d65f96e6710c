import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf, signedInUser } from '../../../../tests/helpers/accounts.js';
import { createTestApp, eventually, type TestApp } from '../../../../tests/helpers/app.js';
import {
  CARD_FIELDS,
  filesUnder,
  multipart,
  postSubmission,
  requiredPhotos,
} from '../../../../tests/helpers/photos.js';
import { S3RVER_CREDENTIALS, startS3rver, type S3rver } from '../../../../tests/helpers/s3rver.js';
import type { Storage } from '../../adapters/storage/storage.js';
import { applyCreditChange } from '../credits/ledger.js';
import { LONGEST_UPLOAD_MS, sweepOrphans } from './orphans.js';
import { uploadTempDir } from './upload.js';
import { photosOf } from './service.js';

const BUCKET = 'gradewise-orphans';
const DAY = 24 * 60 * 60 * 1000;

async function storedKeys(storage: Storage): Promise<string[]> {
  const keys = [];
  for await (const object of storage.list('')) keys.push(object.key);
  return keys.sort();
}

describe.each(['disk', 's3'] as const)('the sweep of files left behind, on %s storage', (kind) => {
  let workDir: string;
  let s3rver: S3rver | undefined;
  let t: TestApp;
  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-orphans-'));
    if (kind === 's3') s3rver = await startS3rver(path.join(workDir, 's3rver'), BUCKET);
    t = await createTestApp(
      s3rver
        ? {
            S3_BUCKET: BUCKET,
            S3_ENDPOINT: s3rver.endpoint,
            S3_FORCE_PATH_STYLE: 'true',
            S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
            S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
          }
        : {},
    );
  });
  afterAll(async () => {
    await t?.close();
    await s3rver?.close();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('removes stale temporary uploads and photos no row references, and nothing young or referenced', async () => {
    expect(t.storage.kind).toBe(kind);
    const sweep = (changedBefore?: Date) =>
      sweepOrphans({ db: t.database.db, storage: t.storage, dataDir: t.config.dataDir, log: t.app.log }, changedBefore);

    // A real submission with its renderings: every one of its files is referenced.
    const { client, userId } = await signedInUser(t);
    await t.database.db.transaction((tx) =>
      applyCreditChange(tx, { userId, delta: 1, kind: 'admin', source: `test-grant:${crypto.randomUUID()}` }),
    );
    const response = await postSubmission(t, client.cookie(), await multipart(CARD_FIELDS, await requiredPhotos()));
    expect(response.statusCode).toBe(200);
    expect(await creditsOf(t, userId)).toBe(0);
    const submissionId = response.json().submission.id as string;
    await eventually(
      async () => (await photosOf(t.database.db, submissionId)).every((photo) => photo.renderedAt),
      60_000,
    );
    const referenced = await storedKeys(t.storage);
    expect(referenced).toHaveLength(40); // 10 originals, 3 renderings each

    // What crashes leave: originals stored for submissions whose transaction never committed (more than one
    // batch of them), and a rendering half-written beside a referenced photo.
    const orphans = Array.from(
      { length: 510 },
      () => `submissions/${userId}/${crypto.randomUUID()}/${crypto.randomUUID()}`,
    );
    orphans.push(`${referenced[0]}-thumb.jpg.${crypto.randomUUID()}.partial`);
    for (let i = 0; i < orphans.length; i += 50) {
      await Promise.all(orphans.slice(i, i + 50).map((key) => t.storage.put(key, Buffer.alloc(100), 'image/png')));
    }
    // Not ours to judge: another layout under the prefix, and other folders.
    const foreign = ['submissions/by-hand/notes.txt', `backups/${crypto.randomUUID()}`];
    for (const key of foreign) await t.storage.put(key, Buffer.from('kept'), 'text/plain');

    const tempDir = uploadTempDir(t.config.dataDir);
    await fs.mkdir(tempDir, { recursive: true });
    const stale = path.join(tempDir, `${crypto.randomUUID()}.upload`);
    const young = path.join(tempDir, `${crypto.randomUUID()}.upload`);
    const other = path.join(tempDir, 'not-an-upload.txt');
    await fs.writeFile(stale, Buffer.alloc(1234));
    await fs.writeFile(young, Buffer.alloc(567));
    await fs.writeFile(other, 'kept');
    const longAgo = new Date(Date.now() - LONGEST_UPLOAD_MS - 60_000);
    await fs.utimes(stale, longAgo, longAgo);
    await fs.utimes(other, longAgo, longAgo);

    // Now: only the temporary file older than the longest upload goes; every stored object is young.
    expect(await sweep()).toEqual({ tempFiles: 1, tempBytes: 1234, orphans: 0, orphanBytes: 0 });
    expect(await filesUnder(tempDir)).toEqual([path.basename(young), path.basename(other)].sort());
    expect(await storedKeys(t.storage)).toEqual([...referenced, ...orphans, ...foreign].sort());

    // A day later the orphans are older than any upload: they go, and what a row references stays.
    expect(await sweep(new Date(Date.now() + DAY))).toEqual({
      tempFiles: 1,
      tempBytes: 567,
      orphans: orphans.length,
      orphanBytes: orphans.length * 100,
    });
    expect(await filesUnder(tempDir)).toEqual([path.basename(other)]);
    expect(await storedKeys(t.storage)).toEqual([...referenced, ...foreign].sort());
    const served = await client.get(`/api/submissions/${submissionId}/photos/front?size=full`);
    expect(served.statusCode).toBe(200);
    if (kind === 'disk')
      expect(await filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([...referenced, ...foreign].sort());
  }, 180_000);

  it('runs sweeps asked for together one after the other: the first takes a stale file, the next finds it gone', async () => {
    // The hourly sweep and the one at start, at once: each would count the same file.
    const tempDir = uploadTempDir(t.config.dataDir);
    await fs.mkdir(tempDir, { recursive: true });
    const stale = path.join(tempDir, `${crypto.randomUUID()}.upload`);
    await fs.writeFile(stale, Buffer.alloc(99));
    const longAgo = new Date(Date.now() - LONGEST_UPLOAD_MS - 60_000);
    await fs.utimes(stale, longAgo, longAgo);
    const deps = { db: t.database.db, storage: t.storage, dataDir: t.config.dataDir, log: t.app.log };
    const [first, second] = await Promise.all([sweepOrphans(deps), sweepOrphans(deps)]);
    expect([first.tempFiles, second.tempFiles]).toEqual([1, 0]);
    expect(await filesUnder(tempDir)).not.toContain(path.basename(stale));
  });
});
