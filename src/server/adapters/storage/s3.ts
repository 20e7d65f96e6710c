import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config.js';
import { assertSafeKey, type Storage } from './storage.js';

/** An S3-compatible object store (AWS, R2, MinIO, ...); several app processes share it. */
export function s3Storage(config: Extract<StorageConfig, { kind: 's3' }>): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // The SDK's default sends streamed bodies as aws-chunked with a trailing checksum, which S3-compatible
    // services without that extension (s3rver, older MinIO) store verbatim, chunk framing and all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;
  const put = async (key: string, body: Buffer | Readable, contentType: string, length: number) => {
    assertSafeKey(key);
    await client.send(
      new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: length }),
    );
  };
  const get = async (key: string) => {
    assertSafeKey(key);
    const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
    if (!object.Body) throw new Error(`empty object: ${key}`);
    return object.Body;
  };
  return {
    kind: 's3',
    putFile: async (key, localPath, contentType) => {
      // Streamed from the checked temporary file, then the temporary file goes.
      const { size } = await fs.stat(localPath);
      await put(key, createReadStream(localPath), contentType, size);
      await fs.rm(localPath, { force: true });
    },
    put: (key, body, contentType) => put(key, body, contentType, body.length),
    read: async (key) => Buffer.from(await (await get(key)).transformToByteArray()),
    stream: async (key) => (await get(key)) as Readable,
    remove: async (key) => {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    list: async function* (prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          // A service that leaves the date out makes the object look new: kept, never swept by mistake.
          yield { key: object.Key, bytes: object.Size ?? 0, changedAt: object.LastModified ?? new Date() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
