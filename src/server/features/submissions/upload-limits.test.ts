import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf, signedInUser } from '../../../../tests/helpers/accounts.js';
import { createTestApp, eventually, type TestApp } from '../../../../tests/helpers/app.js';
import {
  filesUnder,
  makePng,
  multipart,
  postSubmission,
  requiredPhotos,
  CARD_FIELDS,
} from '../../../../tests/helpers/photos.js';
import { applyCreditChange } from '../credits/ledger.js';
import { MAX_UPLOADS_PER_USER, TOO_MANY_UPLOADS } from './upload-limits.js';

const BOUNDARY = 'gradewise-slow-upload';

/** A signed-in collector with `credits`, and their session cookie. */
async function collector(t: TestApp, credits: number) {
  const user = await signedInUser(t);
  await t.database.db.transaction((tx) =>
    applyCreditChange(tx, {
      userId: user.userId,
      delta: credits,
      kind: 'admin',
      source: `test:${crypto.randomUUID()}`,
    }),
  );
  return { ...user, cookie: user.client.cookie()! };
}

/**
 * An upload over a real connection that sends its headers and the start of the front photo, then only what
 * `trickle` sends: the way a stalled phone, or an attacker holding connections, looks to the server.
 */
async function startUpload(t: TestApp, cookie: string) {
  const { port } = t.app.server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="front"; filename="front.png"\r\n` +
    'Content-Type: image/png\r\n\r\n';
  socket.write(
    'POST /api/submissions HTTP/1.1\r\nHost: localhost:3000\r\n' +
      `Origin: ${t.config.publicUrl}\r\nCookie: ${cookie}\r\nIdempotency-Key: ${crypto.randomUUID()}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 9000000\r\n\r\n`,
  );
  socket.write(Buffer.concat([Buffer.from(head), (await makePng()).subarray(0, 64)]));
  return { socket, closed };
}

describe('uploads that hold the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A short window, so that the test need not wait 30 s: the rule is the same.
    t = await createTestApp({ UPLOAD_STALL_SECONDS: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  const tempDir = () => path.join(t.config.dataDir, 'tmp');

  it('drops an upload that sends a byte now and then, leaving no file and charging nothing', async () => {
    const user = await collector(t, 1);
    const { socket, closed } = await startUpload(t, user.cookie);
    const trickle = setInterval(() => socket.writable && socket.write('x'), 200);
    try {
      await closed; // the server ends it; without the rule this waits until the test times out
    } finally {
      clearInterval(trickle);
    }
    await eventually(async () => (await filesUnder(tempDir())).length === 0, 20_000);
    expect(await creditsOf(t, user.userId)).toBe(1);
  }, 60_000);

  it(`holds at most ${MAX_UPLOADS_PER_USER} uploads of one account at once, with a clear 429 past that`, async () => {
    const user = await collector(t, 2);
    const open = await Promise.all(Array.from({ length: MAX_UPLOADS_PER_USER }, () => startUpload(t, user.cookie)));
    // Kept alive at a pace the rule accepts (the photo's bytes, a 64 KiB chunk at a time).
    const keep = setInterval(
      () => open.forEach(({ socket }) => socket.writable && socket.write(Buffer.alloc(65536, 1))),
      300,
    );
    try {
      // All three are in progress once each has started writing its photo.
      await eventually(async () => (await filesUnder(tempDir())).length === MAX_UPLOADS_PER_USER, 20_000);
      const body = await multipart(CARD_FIELDS, await requiredPhotos());
      const refused = await postSubmission(t, user.cookie, body);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({ code: 'too_many_uploads', message: TOO_MANY_UPLOADS });
      // Another account is not held up by them.
      const other = await collector(t, 1);
      expect((await postSubmission(t, other.cookie, body)).statusCode).toBe(200);
    } finally {
      clearInterval(keep);
      open.forEach(({ socket }) => socket.destroy());
    }
    // Once they end, the account can send again.
    const body = await multipart(CARD_FIELDS, await requiredPhotos());
    await eventually(async () => (await postSubmission(t, user.cookie, body)).statusCode === 200, 20_000);
    expect(await creditsOf(t, user.userId)).toBe(1);
  }, 90_000);
});
