// The README's scale-out plan, proven: two app processes on one PostgreSQL database and one S3-compatible bucket
// (s3rver), behind a round-robin balancer, started at the same moment; one of them then dies in the middle of a
// job. Needs PostgreSQL (DATABASE_URL): CI runs it in its PostgreSQL pass.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_FIELDS, multipart, requiredPhotos } from '../../tests/helpers/photos.js';
import { startRelay, type Relay } from '../../tests/helpers/relay.js';
import { S3RVER_CREDENTIALS, startS3rver, type S3rver } from '../../tests/helpers/s3rver.js';
import { freePort, startServer, stop, until, type Server } from '../../tests/helpers/server-process.js';

const serverUrl = process.env.DATABASE_URL;
const BUCKET = 'scale-out-photos';

/** Each request to the next process in turn: no request sticks to the process that saw the one before. */
async function startBalancer(port: number, upstreams: () => Server[]) {
  let next = 0;
  const balancer = http.createServer((incoming, outgoing) => {
    const alive = upstreams().filter((server) => server.process.exitCode === null && !server.process.signalCode);
    const target = new URL(alive[next++ % alive.length]!.url);
    const relay = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    relay.on('error', () => outgoing.destroy());
    incoming.pipe(relay);
  });
  await new Promise<void>((resolve) => balancer.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => balancer.close(resolve)) };
}

/** A live stream's events as they arrive, read from a process directly (a browser connected to it). */
async function openStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/events`, { headers: { cookie }, signal: controller.signal });
  expect(response.status).toBe(200);
  let text = '';
  const reader = response.body!.getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += Buffer.from(value!).toString();
    }
  })();
  return { text: () => text, close: () => controller.abort() };
}

describe.skipIf(!serverUrl)('two app processes on one PostgreSQL and one bucket', () => {
  let databaseName: string;
  let databaseUrl: string;
  let s3: S3rver;
  /** Each process reaches the bucket through its own relay, which the test can stall. */
  const relays: Record<'a' | 'b', Relay | undefined> = { a: undefined, b: undefined };
  let root: string;
  let a: Server;
  let b: Server;
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  const sql = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-scale-'));
    databaseName = `gradewise_scale_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    s3 = await startS3rver(path.join(root, 's3'), BUCKET);
    const balancerPort = await freePort();
    const publicUrl = `http://127.0.0.1:${balancerPort}`;
    relays.a = await startRelay(s3.endpoint);
    relays.b = await startRelay(s3.endpoint);
    const env = {
      DATABASE_URL: databaseUrl,
      S3_BUCKET: BUCKET,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      SEED_DEMO: 'false',
      // Links, e-mails and the same-origin check name the balancer, as they would name the site.
      PUBLIC_URL: publicUrl,
      // A job of a dead process is run again by the other after 20 s (well above any job here), not 5 minutes.
      JOB_TIMEOUT_SECONDS: '20',
      JOB_RETRY_SECONDS: '1',
    };
    // Started together on an empty database: the migrations take turns.
    [a, b] = await Promise.all([
      startServer(path.join(root, 'a'), { ...env, S3_ENDPOINT: relays.a.url }),
      startServer(path.join(root, 'b'), { ...env, S3_ENDPOINT: relays.b.url }),
    ]);
    balancer = await startBalancer(balancerPort, () => [a, b]);
  }, 240_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all([a, b].filter(Boolean).map((server) => stop(server, 'SIGTERM')));
    await Promise.all([relays.a, relays.b].flatMap((relay) => (relay ? [relay.close()] : [])));
    await s3?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    await fs.rm(root, { recursive: true, force: true });
  }, 120_000);

  /** Every e-mail both processes sent to `to` (each writes its own outbox). */
  async function mailTo(to: string) {
    const found: { subject: string; text: string }[] = [];
    for (const dir of ['a', 'b']) {
      const outbox = path.join(root, dir, 'outbox');
      const names = await fs.readdir(outbox).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith('.json'))) {
        const message = JSON.parse(await fs.readFile(path.join(outbox, name), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
        };
        if (message.to === to) found.push(message);
      }
    }
    return found;
  }

  /** A card sent by the collector straight to one process: the new submission's id. */
  async function sendCard(url: string, cookie: string) {
    const form = await multipart(CARD_FIELDS, await requiredPhotos());
    const sent = await fetch(`${url}/api/submissions`, {
      method: 'POST',
      headers: {
        'content-type': form.contentType,
        origin: balancer.url,
        cookie,
        'idempotency-key': crypto.randomUUID(),
      },
      body: new Uint8Array(form.body),
    });
    expect(sent.status).toBe(200);
    return ((await sent.json()) as { submission: { id: string } }).submission.id;
  }

  /** Whether every photo of the card has its renderings. */
  const allRendered = async (submissionId: string) =>
    (
      await sql('select count(*)::int as n from submission_photos where submission_id = $1 and rendered_at is null', [
        submissionId,
      ])
    )[0]!.n === 0;

  /** A verified account made through the balancer, signed in: its id and session cookie. */
  async function person(role: 'user' | 'admin') {
    const id = crypto.randomUUID().slice(0, 8);
    const email = `scale${id}@example.com`;
    const body = {
      firstName: 'Scale',
      lastName: `Person ${id}`,
      username: `scale_${id}`,
      email,
      password: 'a sensible pass phrase',
      confirmPassword: 'a sensible pass phrase',
      acceptTerms: true,
    };
    const headers = { 'content-type': 'application/json', origin: balancer.url };
    const signup = await fetch(`${balancer.url}/api/auth/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    expect(signup.status).toBe(200);
    const userId = ((await signup.json()) as { user: { id: string } }).user.id;
    await sql(
      `update users set verified_at = now(), role = $2, grader_name = case when $2 = 'user' then null else $3 end where id = $1`,
      [userId, role, `Scale ${id}`],
    );
    // A new session after the change, so that no process holds the account as it was.
    const login = await fetch(`${balancer.url}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ identifier: email, password: body.password }),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((line) => line.startsWith('session='))!
      .split(';')[0]!;
    return { userId, email, cookie };
  }

  it(
    "serve one service: any request on either, live updates across them, each job once, a dead one's job finished by the other",
    { timeout: 360_000 },
    async () => {
      // The migrations ran once, though both processes ran them at start.
      const applied = await sql('select count(*)::int as n from drizzle.__drizzle_migrations');
      const files = (await fs.readdir(path.resolve(import.meta.dirname, 'db/migrations'))).filter((f) =>
        f.endsWith('.sql'),
      );
      expect(applied[0]!.n).toBe(files.length);

      const collector = await person('user');
      const staff = await person('admin');
      // The sign-up's verification e-mail went once, from one process or the other.
      await until(async () => (await mailTo(collector.email)).length >= 1, 'the verification e-mail', 30_000);

      // A credit granted by staff through the balancer (the console, with its audit row).
      const json = (cookie: string) => ({ 'content-type': 'application/json', origin: balancer.url, cookie });
      const granted = await fetch(`${balancer.url}/api/admin/users/${collector.userId}/credits`, {
        method: 'POST',
        headers: json(staff.cookie),
        body: JSON.stringify({ delta: 1, reason: 'Scale-out test' }),
      });
      expect(granted.status).toBe(200);

      // The collector's browser is connected to A; the grader's queue too.
      const collectorStream = await openStream(a.url, collector.cookie);
      const staffStream = await openStream(a.url, staff.cookie);

      // The card is sent through B: its photos go to the bucket, and A's grader stream hears of it.
      const submissionId = await sendCard(b.url, collector.cookie);
      await until(
        async () => staffStream.text().includes(submissionId),
        "the grader's stream on A hearing of B's card",
        30_000,
      );

      // Its renderings are made once, by either process, and read back through the other.
      await until(() => allRendered(submissionId), 'the renderings', 60_000);
      const photo = await fetch(`${a.url}/api/submissions/${submissionId}/photos/front?size=thumb`, {
        headers: { cookie: collector.cookie },
      });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');

      // The grader reviews on B; the collector's browser on A sees it at once.
      const before = collectorStream.text().length;
      const action = (name: string) => `${b.url}/api/grading/submissions/${submissionId}/${name}`;
      expect((await fetch(action('claim'), { method: 'POST', headers: json(staff.cookie), body: '{}' })).status).toBe(
        200,
      );
      const reviewed = await fetch(action('review'), {
        method: 'POST',
        headers: json(staff.cookie),
        body: JSON.stringify({ anticipatedGrade: 8, ceilingGrade: 9 }),
      });
      expect(reviewed.status).toBe(200);
      await until(
        async () => collectorStream.text().slice(before).includes('event: submissions'),
        "the collector's stream on A hearing of the review on B",
        30_000,
      );

      // Each e-mail went once: the verification and the result, not one per process.
      await until(async () => (await mailTo(collector.email)).length >= 2, 'the result e-mail', 30_000);
      await new Promise((resolve) => setTimeout(resolve, 3000)); // time for a second copy, were there one
      const mail = await mailTo(collector.email);
      expect(mail.map((message) => message.subject).sort()).toEqual(
        [expect.stringMatching(/verify/i), expect.stringMatching(/estimate is ready/)].sort(),
      );
      expect(mail).toHaveLength(2);

      collectorStream.close();
      staffStream.close();

      // A second card; as soon as it is accepted, the bucket stops answering both processes. The one whose
      // renderings job is under way is left waiting on the bucket mid-job, and dies there without a word.
      expect(
        (
          await fetch(`${balancer.url}/api/admin/users/${collector.userId}/credits`, {
            method: 'POST',
            headers: json(staff.cookie),
            body: JSON.stringify({ delta: 1, reason: 'Scale-out test, second card' }),
          })
        ).status,
      ).toBe(200);
      const secondId = await sendCard(b.url, collector.cookie);
      relays.a!.hold();
      relays.b!.hold();
      const working = await until(
        async () => (relays.a!.held() > 0 ? 'a' : relays.b!.held() > 0 ? 'b' : undefined),
        'a process working on the second card',
        30_000,
      );
      const [dead, survivor] = working === 'a' ? [a, b] : [b, a];
      await stop(dead, 'SIGKILL');
      relays[working === 'a' ? 'b' : 'a']!.release();

      // The other process finds the job timed out and runs it again: every photo rendered, by the survivor.
      await until(() => allRendered(secondId), "the dead process's renderings, by the other", 120_000);
      // The photos are marked rendered inside the job, so pg-boss records it completed a moment after.
      const job = await until(
        async () => {
          const [row] = await sql(
            `select state, retry_count as "retryCount" from pgboss.job where name = 'photo-renderings' and data->>'submissionId' = $1`,
            [secondId],
          );
          return row?.state === 'completed' ? row : undefined;
        },
        "the second card's renderings job completed",
        30_000,
      );
      expect(job.retryCount).toBeGreaterThanOrEqual(1); // its first run, on the dead process, never finished
      // Its line reaches the test through a pipe, so it may come a moment after the database says so.
      await until(
        async () =>
          survivor.logs.some(
            (line) => line.msg === 'job' && line.queue === 'photo-renderings' && line.submissionId === secondId,
          ),
        "the survivor's log line for the job",
        10_000,
      );
      const front = await fetch(`${balancer.url}/api/submissions/${secondId}/photos/front?size=thumb`, {
        headers: { cookie: collector.cookie },
      });
      expect(front.status).toBe(200);

      // The survivor carries on alone, its other jobs included.
      const another = await person('user');
      await until(async () => (await mailTo(another.email)).length === 1, 'an e-mail sent by the survivor', 30_000);
      const health = await fetch(`${balancer.url}/readyz`);
      expect(health.status).toBe(200);
    },
  );
});
