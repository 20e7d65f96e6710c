import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts } from '../../../shared/accounts.js';
import { gradingTexts } from '../../../shared/grading.js';
import { apiClient, createTestApp, type TestApp } from '../../../../tests/helpers/app.js';
import { creditsOf, signedInUser } from '../../../../tests/helpers/accounts.js';
import { createSubmissionFor } from '../../../../tests/helpers/submissions.js';
import { auditLog, submissions, testCheckouts, users } from '../../db/schema.js';
import { changeRole } from '../accounts/people.js';
import { fulfilCheckout } from '../credits/service.js';
import { findLedgerMismatches } from '../credits/invariant.js';
import { consoleTexts } from './routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
let admin: Person;
let grader: Person;
let collector: Person;
beforeAll(async () => {
  admin = await signedInUser(t);
  await changeRole(t.database.db, admin.userId, 'admin');
  grader = await signedInUser(t, 'grader');
  collector = await signedInUser(t);
});

const auditFor = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);

/** A paid purchase of the five-credit pack through the local test checkout, credited as the webhook would. */
async function purchase(userId: string) {
  const id = `cs_test_local_${crypto.randomBytes(8).toString('hex')}`;
  await t.database.db.insert(testCheckouts).values({
    id,
    userId,
    packId: 'five',
    credits: 5,
    amountTotal: 1499,
    productName: '5 Credits',
    status: 'complete',
  });
  await fulfilCheckout(t.database.db, {
    id,
    paid: true,
    userId,
    credits: 5,
    amountTotal: 1499,
    productName: '5 Credits',
  });
  return id;
}

describe('the staff console', () => {
  it('answers admins only: graders and collectors get 403, the signed-out 401', async () => {
    const target = collector.userId;
    const calls: [string, object | undefined][] = [
      ['/api/admin/users?q=user', undefined],
      [`/api/admin/users/${target}`, undefined],
      [`/api/admin/users/${target}/ledger`, undefined],
      [`/api/admin/users/${target}/purchases`, undefined],
      [`/api/admin/users/${target}/role`, { role: 'grader', reason: 'x' }],
      [`/api/admin/users/${target}/credits`, { delta: 1, reason: 'x' }],
      [`/api/admin/users/${target}/disable`, { reason: 'x' }],
      [`/api/admin/users/${target}/enable`, { reason: 'x' }],
      ['/api/admin/submissions', undefined],
      ['/api/admin/queue-health', undefined],
      [`/api/admin/submissions/${crypto.randomUUID()}/release`, { reason: 'x' }],
      [`/api/admin/submissions/${crypto.randomUUID()}/cancel`, { reason: 'x' }],
      ['/api/admin/purchases/cs_x/refund', { reason: 'x' }],
      ['/api/admin/graders', undefined],
      ['/api/admin/audit', undefined],
    ];
    for (const [url, body] of calls) {
      for (const [who, status] of [
        [grader.client, 403],
        [collector.client, 403],
        [apiClient(t), 401],
      ] as const) {
        const response = body ? await who.post(url, body) : await who.get(url);
        expect(response.statusCode, url).toBe(status);
      }
    }
    // Nothing was changed by the refused calls.
    expect(await auditFor(target)).toEqual([]);
    expect((await t.database.db.select().from(users).where(eq(users.id, target)))[0]!.role).toBe('user');
  });

  it("finds people by the start of a username or e-mail, by support ID, or by a card's public ID", async () => {
    const [person] = await t.database.db.select().from(users).where(eq(users.id, collector.userId));
    const card = await createSubmissionFor(t, collector.client);
    const cardId = card.publicId.toLowerCase(); // as typed
    for (const q of [person!.username.slice(0, 8), person!.email.toUpperCase(), person!.id, cardId]) {
      const found = (await admin.client.get(`/api/admin/users?q=${encodeURIComponent(q)}`)).json().users;
      expect(
        found.map((u: { id: string }) => u.id),
        q,
      ).toContain(person!.id);
    }
    const byCard = (await admin.client.get(`/api/admin/users?q=${card.publicId}`)).json().users;
    expect(byCard.map((u: { id: string }) => u.id)).toEqual([person!.id]); // the card's owner alone
    const none = (await admin.client.get('/api/admin/users?q=%25')).json().users;
    expect(none).toEqual([]); // a % is a character to find, not a wildcard
  });

  it('changes a role with its reason in the audit log, and never the admin’s own', async () => {
    const person = await signedInUser(t);
    const changed = await admin.client.post(`/api/admin/users/${person.userId}/role`, {
      role: 'grader',
      reason: 'Passed the grading test',
    });
    expect(changed.statusCode).toBe(200);
    expect((await person.client.get('/api/auth/session')).json().user.role).toBe('grader');
    const [entry] = await auditFor(person.userId);
    expect(entry).toMatchObject({ actorId: admin.userId, action: 'role changed from user to grader' });
    expect(entry!.reason).toBe('Passed the grading test');
    const noReason = await admin.client.post(`/api/admin/users/${person.userId}/role`, { role: 'user', reason: '' });
    expect(noReason.statusCode).toBe(400);
    const self = await admin.client.post(`/api/admin/users/${admin.userId}/role`, { role: 'user', reason: 'oops' });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(consoleTexts.notYourself);
  });

  it('grants and removes credits through the ledger, never below zero', async () => {
    const person = await signedInUser(t);
    const grant = await admin.client.post(`/api/admin/users/${person.userId}/credits`, {
      delta: 3,
      reason: 'Goodwill after a slow review',
    });
    expect(grant.json().message).toMatch(/^Granted 3 credits to .*; balance 3\.$/);
    const tooMany = await admin.client.post(`/api/admin/users/${person.userId}/credits`, { delta: -4, reason: 'x' });
    expect(tooMany.statusCode).toBe(409);
    expect(await creditsOf(t, person.userId)).toBe(3);
    await admin.client.post(`/api/admin/users/${person.userId}/credits`, { delta: -1, reason: 'Correction' });
    expect(await creditsOf(t, person.userId)).toBe(2);
    const zero = await admin.client.post(`/api/admin/users/${person.userId}/credits`, { delta: 0, reason: 'x' });
    expect(zero.statusCode).toBe(400);
    const ledger = (await admin.client.get(`/api/admin/users/${person.userId}/ledger`)).json();
    expect(ledger.entries.map((row: { delta: number; reason: string }) => [row.delta, row.reason])).toEqual([
      [-1, 'Correction'],
      [3, 'Goodwill after a slow review'],
    ]);
    const audit = (await admin.client.get(`/api/admin/audit?userId=${person.userId}`)).json();
    expect(audit.entries.map((row: { action: string }) => row.action)).toEqual([
      'removed 1 credit',
      'granted 3 credits',
    ]);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('disables an account: its sessions end and logging in says so; enabling lets it back in', async () => {
    const person = await signedInUser(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.userId));
    const disabled = await admin.client.post(`/api/admin/users/${person.userId}/disable`, {
      reason: 'Chargeback fraud',
    });
    expect(disabled.statusCode).toBe(200);
    expect((await person.client.get('/api/auth/session')).json().user).toBeNull();
    const login = await apiClient(t, '10.9.9.9').post('/api/auth/login', {
      identifier: row!.username,
      password: 'a sensible pass phrase',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toBe(accountTexts.accountDisabled);
    expect((await admin.client.post(`/api/admin/users/${person.userId}/disable`, { reason: 'x' })).statusCode).toBe(
      409,
    );
    await admin.client.post(`/api/admin/users/${person.userId}/enable`, { reason: 'Resolved with the bank' });
    const again = await apiClient(t, '10.9.9.10').post('/api/auth/login', {
      identifier: row!.username,
      password: 'a sensible pass phrase',
    });
    expect(again.statusCode).toBe(200);
    expect((await auditFor(person.userId)).map((entry) => entry.action)).toEqual([
      'account disabled',
      'account enabled',
    ]);
  });

  it('releases a stuck claim and cancels with a refund, each written to the audit log', async () => {
    const card = await createSubmissionFor(t, collector.client);
    await grader.client.post(`/api/grading/submissions/${card.id}/claim`);
    const released = await admin.client.post(`/api/admin/submissions/${card.id}/release`, {
      reason: 'Grader away for the week',
    });
    expect(released.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, card.id));
    expect(row).toMatchObject({ status: 'OPEN', inProgressBy: null });
    expect((await admin.client.post(`/api/admin/submissions/${card.id}/release`, { reason: 'x' })).statusCode).toBe(
      409,
    );
    const before = await creditsOf(t, collector.userId);
    const cancelled = await admin.client.post(`/api/admin/submissions/${card.id}/cancel`, {
      reason: 'The photos show a different card',
    });
    expect(cancelled.json().message).toBe(gradingTexts.cancelled);
    expect(await creditsOf(t, collector.userId)).toBe(before + 1);
    expect((await auditFor(card.id)).map((entry) => entry.action)).toEqual([
      'claim released',
      'cancelled with a refund of 1 credit',
    ]);
    const list = (await admin.client.get('/api/admin/submissions?status=CANCELLED')).json();
    expect(list.submissions.map((s: { id: string }) => s.id)).toContain(card.id);
    expect(list.health.promise).toEqual({ usualHours: 2, mostHours: 12 });
    // The console's front page asks for the health alone: the same figures (the waits may have grown by a minute).
    const { health } = (await admin.client.get('/api/admin/queue-health')).json();
    const { waiting, completedThisWeek, promise } = list.health;
    expect(health).toMatchObject({ waiting, completedThisWeek, promise });
  });

  it('pages through every submission, newest first, and the waiting ones oldest first, none shown twice', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await createSubmissionFor(t, collector.client)).id);
    type Listed = { id: string; createdAt: string };
    const all = async (query: string) => {
      const seen: Listed[] = [];
      let after: string | null = null;
      do {
        const page: { submissions: Listed[]; next: string | null } = (
          await admin.client.get(`/api/admin/submissions?limit=2${query}${after ? `&after=${after}` : ''}`)
        ).json();
        expect(page.submissions.length).toBeLessThanOrEqual(2);
        seen.push(...page.submissions);
        after = page.next;
      } while (after);
      return seen;
    };
    for (const [query, sign] of [
      ['', -1],
      ['&status=OPEN', 1],
    ] as const) {
      const seen = await all(query);
      const ids = seen.map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining(made));
      for (let i = 1; i < seen.length; i++)
        expect(sign * (Date.parse(seen[i]!.createdAt) - Date.parse(seen[i - 1]!.createdAt))).toBeGreaterThanOrEqual(0);
    }
    const wrong = await admin.client.get('/api/admin/submissions?after=not-an-id');
    expect(wrong.statusCode).toBe(400);
  });

  it("lists one person's submissions for their page, a page at a time, and no one else's", async () => {
    const person = await signedInUser(t);
    const theirs: string[] = [];
    for (let i = 0; i < 3; i++) theirs.unshift((await createSubmissionFor(t, person.client)).id);
    await createSubmissionFor(t, collector.client);
    const first = (await admin.client.get(`/api/admin/submissions?userId=${person.userId}&limit=2`)).json();
    const second = (
      await admin.client.get(`/api/admin/submissions?userId=${person.userId}&limit=2&after=${first.next}`)
    ).json();
    expect([...first.submissions, ...second.submissions].map((entry: { id: string }) => entry.id)).toEqual(theirs);
    expect(second.next).toBeNull();
    // The person's page itself carries no list of them: one way to read submissions, paged.
    expect((await admin.client.get(`/api/admin/users/${person.userId}`)).json()).not.toHaveProperty('submissions');
    const wrong = await admin.client.get('/api/admin/submissions?userId=ada');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toContain('userId must be the id of an account.');
  });

  it("reads a person's ledger, purchases and the staff actions on them a page at a time, theirs only", async () => {
    const person = await signedInUser(t);
    const bought = [await purchase(person.userId), await purchase(person.userId), await purchase(person.userId)];
    for (const reason of ['Goodwill', 'Lost photos'])
      await admin.client.post(`/api/admin/users/${person.userId}/credits`, { delta: 1, reason });
    await admin.client.post(`/api/admin/users/${collector.userId}/credits`, { delta: 1, reason: 'Someone else' });
    await purchase(collector.userId);

    /** Every page of a list, `limit` at a time, as the console's "Show more" asks for them. */
    const allPages = async <T>(client: Person['client'], url: string, key: string, limit: number) => {
      const seen: T[] = [];
      let after: string | null = null;
      do {
        const query: string = `${url.includes('?') ? '&' : '?'}limit=${limit}${after ? `&after=${after}` : ''}`;
        const page = (await client.get(`${url}${query}`)).json();
        expect(page[key].length).toBeLessThanOrEqual(limit);
        seen.push(...(page[key] as T[]));
        after = page.next;
      } while (after);
      return seen;
    };
    const ledger = await allPages<{ id: string; reason: string | null }>(
      admin.client,
      `/api/admin/users/${person.userId}/ledger`,
      'entries',
      2,
    );
    expect(new Set(ledger.map((entry) => entry.id)).size).toBe(5);
    expect(ledger.slice(0, 2).map((entry) => entry.reason)).toEqual(['Lost photos', 'Goodwill']);

    for (const [client, url] of [
      [admin.client, `/api/admin/users/${person.userId}/purchases`],
      [person.client, '/api/credits/purchases'],
    ] as const) {
      const purchases = await allPages<{ sessionId: string }>(client, url, 'purchases', 2);
      expect(purchases.map((entry) => entry.sessionId).sort()).toEqual([...bought].sort());
    }

    const audit = await allPages<{ reason: string }>(
      admin.client,
      `/api/admin/audit?userId=${person.userId}`,
      'entries',
      1,
    );
    expect(audit.map((entry) => entry.reason)).toEqual(['Lost photos', 'Goodwill']);

    expect((await admin.client.get(`/api/admin/users/${crypto.randomUUID()}/ledger`)).statusCode).toBe(404);
    const badCursor = await person.client.get(`/api/credits/purchases?after=${'x'.repeat(300)}`);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.message).toContain('after must be the session id of a purchase of the list.');
    expect((await admin.client.get('/api/admin/audit?userId=ada')).statusCode).toBe(400);
  });

  it('refunds a purchase, takes back its unspent credits and says how many were spent', async () => {
    const person = await signedInUser(t);
    const whole = await purchase(person.userId);
    const refunded = await admin.client.post(`/api/admin/purchases/${whole}/refund`, { reason: 'Bought by mistake' });
    expect(refunded.json().message).toBe('Refunded $14.99; 5 credits taken back.');
    expect(await creditsOf(t, person.userId)).toBe(0);
    const [checkout] = await t.database.db.select().from(testCheckouts).where(eq(testCheckouts.id, whole));
    expect(checkout!.status).toBe('refunded');
    // The collector's purchase history says so.
    const [mine] = (await person.client.get('/api/credits/purchases')).json().purchases;
    expect(mine).toMatchObject({ sessionId: whole, refundedAt: expect.stringMatching(/^\d{4}-/) });
    expect((await admin.client.post(`/api/admin/purchases/${whole}/refund`, { reason: 'x' })).statusCode).toBe(409);

    const partly = await purchase(person.userId);
    await createSubmissionFor(t, person.client); // grants one credit and spends it
    await admin.client.post(`/api/admin/users/${person.userId}/credits`, {
      delta: -2,
      reason: 'Spent elsewhere (test)',
    });
    const some = await admin.client.post(`/api/admin/purchases/${partly}/refund`, { reason: 'Duplicate purchase' });
    expect(some.json().message).toBe(
      'Refunded $14.99; 3 credits taken back. 2 credits had already been spent and could not be taken back.',
    );
    expect(await creditsOf(t, person.userId)).toBe(0);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
    const audit = (await admin.client.get('/api/admin/audit')).json().entries;
    expect(audit[0]).toMatchObject({
      action: 'purchase refunded ($14.99), 3 credits taken back',
      reason: 'Duplicate purchase',
    });
  });

  it('keeps the audit log as written: the database refuses to change or remove an entry', async () => {
    const [entry] = await t.database.db.select().from(auditLog).limit(1);
    await expect(
      t.database.db.update(auditLog).set({ reason: 'edited' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    const [still] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(still!.reason).toBe(entry!.reason);
  });

  it('pages the audit log newest first: every entry once, those written in the same instant included', async () => {
    // Entries from the future, so that they are the newest whatever the other tests wrote; five share an instant.
    const at = (seconds: number) => new Date(Date.now() + 3600_000 + seconds * 1000);
    const written = [0, 0, 0, 0, 0, 1, 2].map((seconds, n) => ({
      actorId: admin.userId,
      action: `paging test ${n}`,
      targetType: 'user' as const,
      targetId: collector.userId,
      targetLabel: 'paging',
      reason: 'Paging test',
      createdAt: at(seconds),
    }));
    await t.database.db.insert(auditLog).values(written);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const query: string = after ? `?limit=2&after=${after}` : '?limit=2';
      const page = (await admin.client.get(`/api/admin/audit${query}`)).json<{
        entries: { action: string }[];
        next: string | null;
      }>();
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries.map((entry) => entry.action));
      after = seen.length < written.length ? page.next : null;
    } while (after);
    // Four pages of two: the seven test entries first, each once, then the newest of the others.
    expect(seen).toHaveLength(8);
    expect(seen.slice(0, 2)).toEqual(['paging test 6', 'paging test 5']);
    expect(new Set(seen.slice(2, 7))).toEqual(new Set([0, 1, 2, 3, 4].map((n) => `paging test ${n}`)));
    expect(seen[7]).not.toMatch(/paging test/);
    const last = await admin.client.get('/api/admin/audit?limit=100');
    expect(last.json().next).toBeNull();
    expect((await admin.client.get('/api/admin/audit?after=not-an-id')).statusCode).toBe(400);
  });

  it("shows each grader's week and record", async () => {
    const card = await createSubmissionFor(t, collector.client);
    await grader.client.post(`/api/grading/submissions/${card.id}/claim`);
    await grader.client.post(`/api/grading/submissions/${card.id}/review`, { anticipatedGrade: 8, ceilingGrade: 9 });
    const { graders } = (await admin.client.get('/api/admin/graders')).json();
    const mine = graders.find((g: { id: string }) => g.id === grader.userId);
    expect(mine).toMatchObject({ reviewsThisWeek: 1, record: { results: 0 } });
    expect(mine.medianReviewMinutes).toBeGreaterThanOrEqual(0);
  });
});
