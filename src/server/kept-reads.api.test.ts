import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueEntry } from '../shared/grading.js';
import type { OrderSummary } from '../shared/submissions.js';
import { signedInUser } from '../../tests/helpers/accounts.js';
import { createTestApp, eventually, secondProcess, type TestApp } from '../../tests/helpers/app.js';
import { createSubmissionFor } from '../../tests/helpers/submissions.js';
import { submissions, users } from './db/schema.js';

// The balance, the orders and the graders' queue are kept in memory for a few seconds (kept-reads.ts). A change
// reaches them at once in the process that makes it, and through its notice in any other, well before the kept
// reads' own lifetime (5 s) would have hidden a lost notice.
const NOTICE_WITHIN_MS = 3000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const balanceOf = async (client: Awaited<ReturnType<typeof signedInUser>>['client']) =>
  (await client.get('/api/auth/session')).json<{ user: { credits: number } }>().user.credits;

/** Resolves when the notice of a change of `topic` for `id` comes back from the database. */
const noticeBack = (topic: string, id: string) =>
  new Promise<void>((resolve) => {
    const stop = t.events.onChange((change, early) => {
      if (early || change.topic !== topic || change.id !== id) return;
      stop();
      resolve();
    });
  });

/** What another process would send after changing something of `topic` (no early word to this one). */
const noticeFromElsewhere = (topic: string, id: string) =>
  t.database.db.execute(sql`select pg_notify('gradewise_user', ${`${topic}:${id}`})`);

describe('the reads kept for signed-in pages', () => {
  it('keep the balance until a notice of a change to it arrives, then read it again', async () => {
    const { client, userId } = await signedInUser(t);
    expect(await balanceOf(client)).toBe(0);
    // Written behind the service's back: no notice, so the kept balance is what the page still shows.
    await t.database.db.update(users).set({ credits: 4 }).where(eq(users.id, userId));
    expect(await balanceOf(client)).toBe(0);
    await noticeFromElsewhere('credits', userId);
    await eventually(async () => (await balanceOf(client)) === 4, NOTICE_WITHIN_MS);
  });

  it("keep a collector's orders until a notice about their cards arrives", async () => {
    const { client, userId } = await signedInUser(t);
    // Until the card's own notice is back, nothing of the collector's is kept (the process's own change).
    const created = noticeBack('submissions', userId);
    const card = await createSubmissionFor(t, client);
    await created;
    const orders = async () => (await client.get('/api/submissions')).json<{ submissions: OrderSummary[] }>();
    expect((await orders()).submissions.map((order) => order.cardName)).toEqual([card.cardName]);
    await t.database.db.update(submissions).set({ cardName: 'Renamed' }).where(eq(submissions.id, card.id));
    expect((await orders()).submissions[0]!.cardName).toBe(card.cardName);
    // Another collector's notice leaves these kept.
    await noticeFromElsewhere('submissions', crypto.randomUUID());
    expect((await orders()).submissions[0]!.cardName).toBe(card.cardName);
    await noticeFromElsewhere('submissions', userId);
    await eventually(async () => (await orders()).submissions[0]!.cardName === 'Renamed', NOTICE_WITHIN_MS);
  });

  it('show every grader a claim made in this process at once, however many reads raced it', async () => {
    const { client: owner } = await signedInUser(t);
    const card = await createSubmissionFor(t, owner);
    const [first, second] = [await signedInUser(t, 'grader'), await signedInUser(t, 'grader')];
    const entryFor = async (grader: typeof first) => {
      const page = (await grader.client.get('/api/grading/queue?limit=100')).json<{ queue: QueueEntry[] }>();
      return page.queue.find((entry) => entry.id === card.id);
    };
    expect((await entryFor(second))?.heldBy).toBeNull();
    const [claimed] = await Promise.all([
      first.client.post(`/api/grading/submissions/${card.id}/claim`),
      ...Array.from({ length: 20 }, () => entryFor(second)),
    ]);
    expect(claimed.statusCode).toBe(200);
    expect(await entryFor(first)).toMatchObject({ heldByMe: true });
    expect((await entryFor(second))?.heldBy).not.toBeNull();
  });

  it("give each grader holding a card the kept page as they see it, never another holder's", async () => {
    const { client: owner } = await signedInUser(t);
    const cards = [await createSubmissionFor(t, owner), await createSubmissionFor(t, owner)];
    const graders = [await signedInUser(t, 'grader'), await signedInUser(t, 'grader')];
    for (const [i, grader] of graders.entries()) {
      const claimed = noticeBack('queue', cards[i]!.id);
      await grader.client.post(`/api/grading/submissions/${cards[i]!.id}/claim`);
      await claimed;
    }
    const mine = async (grader: (typeof graders)[number]) => {
      const page = (await grader.client.get('/api/grading/queue?limit=100')).json<{ queue: QueueEntry[] }>();
      return page.queue.filter((entry) => entry.heldByMe).map((entry) => entry.id);
    };
    // Asked twice each, in turn: the second answers come from the kept page.
    for (let round = 0; round < 2; round += 1)
      for (const [i, grader] of graders.entries()) expect(await mine(grader)).toEqual([cards[i]!.id]);
  });

  it('read a kept queue page again when a claim on it lapses, though nobody announces that', async () => {
    const { client: owner } = await signedInUser(t);
    const card = await createSubmissionFor(t, owner);
    const grader = await signedInUser(t, 'grader');
    const claimed = noticeBack('queue', card.id);
    await grader.client.post(`/api/grading/submissions/${card.id}/claim`);
    await claimed;
    // The claim lapses two seconds from now, well inside the kept page's lifetime.
    const lapsesIn = 2000;
    const claimedAt = new Date(Date.now() - t.config.claimIdleMinutes * 60_000 + lapsesIn);
    await t.database.db.update(submissions).set({ claimedAt }).where(eq(submissions.id, card.id));
    const entry = async () =>
      (await grader.client.get('/api/grading/queue?limit=100'))
        .json<{ queue: QueueEntry[] }>()
        .queue.find((one) => one.id === card.id);
    expect(await entry()).toMatchObject({ heldByMe: true });
    await new Promise((resolve) => setTimeout(resolve, lapsesIn + 100));
    expect(await entry()).toMatchObject({ heldBy: null, heldByMe: false });
  });

  it('show the balance spent on a card at once, in the process that took it', async () => {
    const { client } = await signedInUser(t);
    expect(await balanceOf(client)).toBe(0);
    await createSubmissionFor(t, client); // grants a credit, reads the session, spends the credit
    expect(await balanceOf(client)).toBe(0);
    const orders = (await client.get('/api/submissions')).json<{ submissions: OrderSummary[] }>();
    expect(orders.submissions).toHaveLength(1);
  });
});

// Two app processes on one PostgreSQL database, as the README's scale-out runs them.
describe.skipIf(!process.env.DATABASE_URL)('a change made on one process', () => {
  it('reaches the queue and the orders the other process kept, within moments', async () => {
    const other = await secondProcess(t);
    try {
      const { client: owner } = await signedInUser(t);
      const card = await createSubmissionFor(t, owner);
      const grader = await signedInUser(t, 'grader');
      const onOther = async (url: string, cookie: string) =>
        (await other.app.inject({ method: 'GET', url, headers: { cookie } })).json();
      const heldOnOther = async () =>
        (await onOther('/api/grading/queue?limit=100', grader.client.cookie()!)).queue.find(
          (entry: QueueEntry) => entry.id === card.id,
        )?.heldByMe;
      const statusOnOther = async () =>
        (await onOther('/api/submissions', owner.cookie()!)).submissions[0].status as string;
      expect(await heldOnOther()).toBe(false);
      const before = await statusOnOther();
      await grader.client.post(`/api/grading/submissions/${card.id}/claim`);
      await eventually(async () => (await heldOnOther()) === true, NOTICE_WITHIN_MS);
      await eventually(async () => (await statusOnOther()) !== before, NOTICE_WITHIN_MS);
    } finally {
      await other.app.close();
    }
  });
});
