import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../tests/helpers/app.js';
import { signedInUser } from '../../tests/helpers/accounts.js';
import { CARD_FIELDS, multipart, postSubmission, requiredPhotos } from '../../tests/helpers/photos.js';
import { CENTERING_QUEUE } from './features/submissions/renderings.js';
import { RENDERINGS_QUEUE } from './features/submissions/service.js';
import { applyCreditChange } from './features/credits/ledger.js';

// Every log line the app writes, parsed.
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { log: pino({ level: 'info' }, sink) });
});
afterAll(() => t.close());

describe('a request id that follows a submission', () => {
  it('names the upload, its renderings and its measurement: one grep shows its life', async () => {
    const { client, userId } = await signedInUser(t);
    await t.database.db.transaction((tx) =>
      applyCreditChange(tx, { userId, delta: 1, kind: 'admin', source: 'trace-test', reason: 'test' }),
    );
    const response = await postSubmission(t, client.cookie(), await multipart(CARD_FIELDS, await requiredPhotos()));
    expect(response.statusCode).toBe(200);
    const requestId = response.headers['x-request-id'] as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const life = await eventually(async () => {
      const mine = lines.filter((line) => line.reqId === requestId);
      const queues = new Set(mine.map((line) => line.queue));
      return queues.has(RENDERINGS_QUEUE) && queues.has(CENTERING_QUEUE) && mine;
    }, 30_000);
    // The upload's own line, then each job it started, and the job the renderings started in turn.
    expect(life.find((line) => line.msg === 'request')).toMatchObject({ method: 'POST', path: '/api/submissions' });
    expect(life.filter((line) => line.msg === 'job').map((line) => line.queue)).toEqual(
      expect.arrayContaining([RENDERINGS_QUEUE, CENTERING_QUEUE]),
    );
    // The card's own id names its jobs and the upload too: a grep for it finds the requests it passed through.
    const submissionId = response.json().submission.id as string;
    expect(life.find((line) => line.msg === 'submission received')).toMatchObject({ submissionId });
    expect(life.filter((line) => line.msg === 'job').every((line) => line.submissionId === submissionId)).toBe(true);
    // Another request's work is not mixed in.
    const other = await client.get('/api/submissions');
    const own = () => lines.filter((line) => line.reqId === other.headers['x-request-id']);
    await eventually(async () => own().length > 0); // written as the answer goes out
    expect(own()).toHaveLength(1);
  });
});
