// The graders' live stream sends the submission that changed, as the queue now shows it, so that no grader
// fetches the queue again: over a real socket, as a browser's EventSource reads it.
import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app.js';
import { createSubmissionFor } from '../../../../tests/helpers/submissions.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

type Sent = { event: string; data: { id?: string; entry?: { heldBy: string | null; heldByMe: boolean } | null } };

/** Opens a stream with this cookie; `events` fills as they come, `ready` resolves at the first one. */
function openStream(cookie: string) {
  const events: Sent[] = [];
  let buffer = '';
  let close = () => undefined as void;
  const ready = new Promise<void>((resolve, reject) => {
    const request = http.get(`${url}/api/events`, { headers: { cookie } }, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
        resolve();
      });
    });
    request.on('error', reject);
    close = () => request.destroy();
  });
  return { events, ready, close: () => close() };
}

it('sends each grader the changed submission as their queue shows it, and null once it leaves', async () => {
  const owner = await signedInUser(t);
  const grace = await signedInUser(t, 'grader');
  const alan = await signedInUser(t, 'grader');
  const graceStream = openStream(grace.client.cookie()!);
  const alanStream = openStream(alan.client.cookie()!);
  await Promise.all([graceStream.ready, alanStream.ready]);
  try {
    const card = await createSubmissionFor(t, owner.client);
    const queueEvents = (stream: ReturnType<typeof openStream>) =>
      stream.events.filter((sent) => sent.event === 'queue' && sent.data.id === card.id).map((sent) => sent.data.entry);
    await expect.poll(() => queueEvents(alanStream)).toEqual([expect.objectContaining({ heldBy: null })]);

    await grace.client.post(`/api/grading/submissions/${card.id}/claim`);
    await expect.poll(() => queueEvents(graceStream).at(-1)).toMatchObject({ heldByMe: true });
    await expect
      .poll(() => queueEvents(alanStream).at(-1))
      .toMatchObject({ heldByMe: false, heldBy: expect.any(String) });

    await grace.client.post(`/api/grading/submissions/${card.id}/cancel`, { reason: 'Blurry photos' });
    await expect.poll(() => queueEvents(alanStream).at(-1)).toBeNull();
    // The owner is no grader: nothing of the queue reaches them.
  } finally {
    graceStream.close();
    alanStream.close();
  }
});

it('sends the event stream with the headers every answer carries', async () => {
  const grader = await signedInUser(t, 'grader');
  const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    const request = http.get(`${url}/api/events`, { headers: { cookie: grader.client.cookie()! } }, (response) => {
      resolve(response.headers);
      request.destroy();
    });
    request.on('error', reject);
  });
  expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});
