import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../../tests/helpers/app.js';
import { creditsOf, signedInUser } from '../../../../tests/helpers/accounts.js';
import {
  CARD_FIELDS,
  filesUnder,
  makePng,
  multipart,
  postSubmission,
  requiredPhotos,
} from '../../../../tests/helpers/photos.js';
import { startS3rver, type S3rver } from '../../../../tests/helpers/s3rver.js';
import { submissionPhotos } from '../../db/schema.js';
import { applyCreditChange } from '../../features/credits/ledger.js';
import { s3Storage } from './s3.js';
import { diskStorage, type Storage } from './storage.js';

const BUCKET = 'gradewise-photos';
const UNSAFE_KEYS = ['../x', '../../etc/passwd', '/etc/passwd', '', 'a/../../x', '..', './x', 'a\\..\\x'];

let workDir: string;
let server: S3rver;
let endpoint: string;
let s3: S3Client;
beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-storage-'));
  server = await startS3rver(path.join(workDir, 's3rver'), BUCKET);
  endpoint = server.endpoint;
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  s3?.destroy();
  await server?.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function bucketKeys(prefix = ''): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function bucketObject(key: string): Promise<{ body: Buffer; contentType: string | undefined }> {
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { body: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType };
}

/** A local file, as an upload leaves it in $DATA_DIR/tmp. */
async function localFile(data: Buffer): Promise<string> {
  const file = path.join(workDir, `${crypto.randomUUID()}.upload`);
  await fs.writeFile(file, data);
  return file;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

const adapters: {
  name: string;
  make: () => Promise<{ storage: Storage; stored: (key: string) => Promise<Buffer> }>;
}[] = [
  {
    name: 'disk',
    make: async () => {
      const root = path.join(workDir, `uploads-${crypto.randomUUID()}`);
      return { storage: diskStorage(root), stored: (key) => fs.readFile(path.join(root, key)) };
    },
  },
  {
    name: 's3',
    make: async () => ({
      storage: s3Storage({
        kind: 's3',
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
      stored: async (key) => (await bucketObject(key)).body,
    }),
  },
];

describe.each(adapters)('the $name storage adapter', ({ name, make }) => {
  it('puts, reads, streams and removes an object', async () => {
    const { storage, stored } = await make();
    expect(storage.kind).toBe(name);
    const key = `submissions/u/${crypto.randomUUID()}/photo-thumb.jpg`;
    const body = await makePng(20, 20);
    await storage.put(key, body, 'image/png');
    expect(await stored(key)).toEqual(body);
    expect(await storage.read(key)).toEqual(body);
    expect(await collect(await storage.stream(key))).toEqual(body);
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toThrow();
    await expect(storage.remove(key)).resolves.toBeUndefined(); // removing twice is harmless
  });

  it('moves a local file in whole, byte for byte, and drops the local copy', async () => {
    const { storage, stored } = await make();
    const key = `submissions/u/${crypto.randomUUID()}/${crypto.randomUUID()}`;
    // Large enough to be sent in several chunks.
    const body = crypto.randomBytes(3 * 1024 * 1024 + 17);
    const local = await localFile(body);
    await storage.putFile(key, local, 'image/jpeg');
    expect(await exists(local)).toBe(false);
    expect((await stored(key)).equals(body)).toBe(true);
    expect((await storage.read(key)).equals(body)).toBe(true);
    if (name === 's3') expect((await bucketObject(key)).contentType).toBe('image/jpeg');
  });

  it('lists the objects under a prefix with their sizes and times, past the 1000 of one S3 page', async () => {
    const { storage } = await make();
    const before = new Date(Date.now() - 60_000); // S3 keeps whole seconds, and clocks may differ a little
    const prefix = `submissions/${crypto.randomUUID()}/`;
    const keys = Array.from(
      { length: 1001 },
      (_, i) => `${prefix}${String(i).padStart(4, '0')}/${crypto.randomUUID()}`,
    );
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(
        keys.slice(i, i + 50).map((key, j) => storage.put(key, Buffer.alloc(1 + ((i + j) % 7)), 'image/png')),
      );
    }
    await storage.put(`submissions/${crypto.randomUUID()}/elsewhere`, Buffer.from('not listed'), 'image/png');
    await storage.put(`${prefix.slice(0, -1)}x/beside`, Buffer.from('not listed either'), 'image/png');

    const listed = [];
    for await (const object of storage.list(prefix)) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual([...keys].sort());
    for (const object of listed) {
      expect(object.bytes).toBe(1 + (keys.indexOf(object.key) % 7));
      expect(object.changedAt.getTime()).toBeGreaterThan(before.getTime());
      expect(object.changedAt.getTime()).toBeLessThan(Date.now() + 60_000);
    }
    // A prefix that ends inside a name matches as text, as S3 does; one that names nothing lists nothing.
    const partial = [];
    for await (const object of storage.list(`${prefix}000`)) partial.push(object.key);
    expect(partial.sort()).toEqual(keys.slice(0, 10).sort());
    for await (const object of storage.list(`submissions/${crypto.randomUUID()}/`)) expect.fail(object.key);
  }, 120_000);

  it('refuses unsafe keys for every operation, writing nothing', async () => {
    const { storage } = await make();
    const before = await filesUnder(workDir);
    const local = await localFile(Buffer.from('not to be moved'));
    for (const key of UNSAFE_KEYS) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.putFile(key, local, 'image/png'), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.stream(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/unsafe storage key/);
    }
    expect(await exists(local)).toBe(true);
    await fs.rm(local);
    expect(await filesUnder(workDir)).toEqual(before);
  });
});

describe('a whole submission with S3 configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(() => t?.close());

  it('stores the originals and their renderings in the bucket, and nothing on disk', async () => {
    expect(t.storage.kind).toBe('s3');
    const { client, userId } = await signedInUser(t);
    await t.database.db.transaction((tx) =>
      applyCreditChange(tx, { userId, delta: 1, kind: 'admin', source: `test-grant:${crypto.randomUUID()}` }),
    );
    const photos = await requiredPhotos();
    const response = await postSubmission(t, client.cookie(), await multipart(CARD_FIELDS, photos));
    expect(response.statusCode).toBe(200);
    const id = response.json().submission.id as string;
    expect(await creditsOf(t, userId)).toBe(0);

    const rows = await t.database.db.select().from(submissionPhotos).where(eq(submissionPhotos.submissionId, id));
    expect(rows).toHaveLength(10);
    const originals = rows.map((row) => row.originalKey).sort();
    for (const key of originals) expect(key.startsWith(`submissions/${userId}/${id}/`)).toBe(true);
    // The renderings job may already have begun writing its JPEGs beside them: the originals are the rest.
    const stored = await bucketKeys(`submissions/${userId}/`);
    expect(stored.filter((key) => !key.endsWith('.jpg'))).toEqual(originals);
    for (const row of rows) {
      const sent = photos.find((photo) => photo.name === row.photoKey)!;
      const object = await bucketObject(row.originalKey);
      expect(object.body.equals(sent.data), row.photoKey).toBe(true);
      expect(object.contentType).toBe('image/png');
    }

    // The renderings job reads the originals back from the bucket and writes three JPEGs for each.
    const withRenderings = originals.flatMap((key) => [
      key,
      `${key}-display.jpg`,
      `${key}-full.jpg`,
      `${key}-thumb.jpg`,
    ]);
    await eventually(async () => {
      const keys = await bucketKeys(`submissions/${userId}/`);
      return keys.length === withRenderings.length && keys;
    });
    expect(await bucketKeys(`submissions/${userId}/`)).toEqual(withRenderings.sort());
    const served = await client.get(`/api/submissions/${id}/photos/front?size=thumb`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    expect(await filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([]);
    expect(await filesUnder(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });
});
