import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, eventually, type TestApp } from '../../tests/helpers/app.js';
import { signedInUser } from '../../tests/helpers/accounts.js';
import { createSubmissionFor } from '../../tests/helpers/submissions.js';
import { readOutbox } from './adapters/mail/outbox.js';
import { outboxDir } from './app.js';
import { METRICS_FORBIDDEN } from './metrics.js';

const TOKEN = 'a-scraper-token-of-some-length';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

/** The value of one series in a scrape (0 when absent), e.g. `gradewise_submissions{status="OPEN"}`. */
function valueOf(scrape: string, series: string): number {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const scrape = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

describe('/metrics', () => {
  it('answers this machine, or another with the token, and nobody else', async () => {
    const remote = { method: 'GET' as const, url: '/metrics', remoteAddress: '203.0.113.9' };
    const refused = await t.app.inject(remote);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(METRICS_FORBIDDEN);
    const wrong = await t.app.inject({ ...remote, headers: { authorization: 'Bearer not-the-token-at-all!!' } });
    expect(wrong.statusCode).toBe(403);
    const proxied = await t.app.inject({
      ...remote,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(proxied.statusCode).toBe(403);
    const scraper = await t.app.inject({ ...remote, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraper.statusCode).toBe(200);
  });

  it('shows the named series moving after a submission and its review', async () => {
    const before = await scrape();
    for (const name of [
      'gradewise_http_requests_total',
      'gradewise_http_request_duration_seconds',
      'gradewise_job_queue_depth',
      'gradewise_event_streams',
      'gradewise_db_pool_connections',
      'gradewise_queue_oldest_wait_seconds',
      'gradewise_emails_sent_total',
      'gradewise_emails_failed_total',
      'gradewise_job_failures_total',
    ])
      expect(before, name).toContain(`# TYPE ${name} `);

    const collector = await signedInUser(t);
    const grader = await signedInUser(t, 'grader');
    const card = await createSubmissionFor(t, collector.client);
    // A request is counted once its answer has gone out (onResponse), which can be just after the client has it.
    const posted = 'gradewise_http_requests_total{method="POST",route="/api/submissions",status="200"}';
    const sent = await eventually(async () => {
      const now = await scrape();
      return valueOf(now, posted) === valueOf(before, posted) + 1 && now;
    });
    expect(valueOf(sent, 'gradewise_submissions{status="OPEN"}')).toBe(
      valueOf(before, 'gradewise_submissions{status="OPEN"}') + 1,
    );
    expect(valueOf(sent, 'gradewise_queue_oldest_wait_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(sent, 'gradewise_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    // Routes are labelled by their pattern: one series for every submission's page, not one per id.
    await collector.client.get(`/api/submissions/${card.id}`);
    await eventually(async () => (await scrape()).includes('route="/api/submissions/:id"'));

    await grader.client.post(`/api/grading/submissions/${card.id}/claim`);
    await grader.client.post(`/api/grading/submissions/${card.id}/review`, { anticipatedGrade: 8, ceilingGrade: 9 });
    // The review's e-mail to the collector goes out through its job, and is counted. (The sign-ups' e-mails may
    // go or not: the test marks the accounts verified, and a verification job that finds that sends nothing.)
    const to = (await collector.client.get('/api/auth/session')).json().user.email as string;
    await eventually(async () => {
      const sentMail = await readOutbox(outboxDir(t.config));
      return sentMail.some((message) => message.to === to && /estimate is ready/.test(message.subject));
    });
    await eventually(
      async () =>
        valueOf(await scrape(), 'gradewise_emails_sent_total') >= valueOf(before, 'gradewise_emails_sent_total') + 1,
    );
    const reviewed = await scrape();
    expect(valueOf(reviewed, 'gradewise_submissions{status="COMPLETE"}')).toBe(
      valueOf(before, 'gradewise_submissions{status="COMPLETE"}') + 1,
    );
    const unknown = await apiClient(t).get('/no/such/address/here');
    expect(unknown.statusCode).toBe(404);
    await eventually(async () => (await scrape()).includes('route="unmatched"'));
  });
});
