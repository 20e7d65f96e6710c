// Long lists come a page at a time: every entry exactly once across the pages, in order, even where many share
// one creation time (the cursor is an id, its time read at the database's full precision).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * `count` submissions of the user straight into the table, a third of them sharing one creation time to the
 * microsecond; statuses in turn OPEN, PENDING, COMPLETE, CANCELLED.
 */
async function seed(userId: string, count: number, tag: string) {
  await t.database.executeSql(
    `insert into submissions (public_id, user_id, card_name, card_number, status, idempotency_key, created_at)
     select 'GW-${tag}' || lpad(g::text, 4, '0'), $1, 'Card ' || g, g || '/100',
            (array['OPEN', 'PENDING', 'COMPLETE', 'CANCELLED'])[1 + g % 4], '${tag}-' || g,
            case when g % 3 = 0 then timestamptz '2026-01-01 12:00:00.123456+00'
                 else timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => g * 1.000001) end
     from generate_series(1, ${count}) as g`,
    [userId],
  );
}

async function readAll(client: Awaited<ReturnType<typeof signedInUser>>['client'], path: string, key: string) {
  const seen: { id: string; publicId: string; createdAt: string; status: string }[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const response = await client.get(`${path}?limit=7${after ? `&after=${after}` : ''}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body[key].length).toBeLessThanOrEqual(7);
    seen.push(...body[key]);
    after = body.next;
    pages += 1;
  } while (after && pages < 100);
  return { seen, pages };
}

const inOrder = (entries: { id: string; createdAt: string }[], sign: 1 | -1) =>
  entries.every((entry, i) => {
    if (i === 0) return true;
    const before = entries[i - 1]!;
    const byTime = Date.parse(entry.createdAt) - Date.parse(before.createdAt);
    return sign * byTime > 0 || byTime === 0;
  });

describe('paged lists', () => {
  it("give a collector's orders newest first, each once, 20 to a page unless asked", async () => {
    const { client, userId } = await signedInUser(t);
    await seed(userId, 45, 'O');
    const first = (await client.get('/api/submissions')).json();
    expect(first.submissions).toHaveLength(20);
    expect(first.next).toBe(first.submissions[19].id);
    const { seen, pages } = await readAll(client, '/api/submissions', 'submissions');
    expect(pages).toBe(7);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(45);
    expect(inOrder(seen, -1)).toBe(true);
  });

  it('give the grader queue oldest first, waiting ones only, each once', async () => {
    const owner = await signedInUser(t);
    const { client } = await signedInUser(t, 'grader');
    await seed(owner.userId, 60, 'Q');
    const { seen: all } = await readAll(client, '/api/grading/queue', 'queue');
    expect(inOrder(all, 1)).toBe(true);
    const seen = all.filter((entry) => entry.publicId.startsWith('GW-Q')); // this owner's, among the file's others
    expect(seen).toHaveLength(30); // OPEN and PENDING: half of them
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(30);
    expect(seen.every((entry) => entry.status === 'OPEN' || entry.status === 'PENDING')).toBe(true);
    expect(inOrder(seen, 1)).toBe(true);
  });

  it('refuse a cursor that is not an id and a page size out of range, with a clear message', async () => {
    const { client } = await signedInUser(t);
    const badCursor = await client.get('/api/submissions?after=yesterday');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.message).toBe('after must be the id of an entry of the list.');
    const tooMany = await client.get('/api/submissions?limit=1000');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('limit must be between 1 and 100.');
  });
});
