import crypto from 'node:crypto';
import type { ExecuteSql } from '../../../src/server/db/client.js';

/** Who the benchmarks act as: a collector with a long history and a grader facing a long queue. */
export type BenchPeople = { collectorId: string; graderId: string };

/**
 * A service two years into its life: `history` submissions from 50 collectors, of which 93% COMPLETE and 4%
 * CANCELLED, 2% OPEN and 1% PENDING (a backlog of 3,000 waiting at 100,000, half of the claims lapsed). The waiting
 * ones are spread evenly through the history, the worst case for the queue (each on its own page) rather than the
 * usual one, where the waiting submissions are the newest. The benchmarked collector owns `ownOrders` of them, in
 * the same mix. Every completed card has its review.
 */
export async function seedHistory(
  executeSql: ExecuteSql,
  { history, ownOrders }: { history: number; ownOrders: number },
): Promise<BenchPeople> {
  const collectors = Array.from({ length: 50 }, () => crypto.randomUUID());
  const graders = Array.from({ length: 3 }, () => crypto.randomUUID());
  const people = [...collectors.map((id) => [id, 'user']), ...graders.map((id) => [id, 'grader'])];
  await executeSql(
    `insert into users (id, first_name, last_name, username, email, password_hash, role, grader_name, verified_at, credits) values ${people
      .map(
        ([id, role], i) =>
          `('${id}', 'Bench', 'Person ${i}', 'bench_${i}', 'bench${i}@example.com', 'x', '${role}', ${role === 'user' ? 'null' : `'Bench Person ${i}'`}, now(), 5)`,
      )
      .join(', ')}`,
  );
  const uuidArray = (ids: string[]) => `array[${ids.map((id) => `'${id}'::uuid`).join(', ')}]`;
  // The collector under test owns every (history / ownOrders)-th submission; the others share the rest.
  const stride = Math.max(1, Math.floor(history / Math.max(1, ownOrders)));
  await executeSql(`
    insert into submissions
      (public_id, user_id, card_name, card_number, status, in_progress_by, claimed_at, idempotency_key, created_at)
    select
      'GW-B' || lpad(g::text, 7, '0'),
      case when g % ${stride} = 0 and g / ${stride} <= ${ownOrders} then '${collectors[0]}'::uuid
           else (${uuidArray(collectors.slice(1))})[1 + g % ${collectors.length - 1}] end,
      'Bench card ' || g,
      (1 + g % 150) || '/150',
      case when s % 50 = 0 then 'OPEN' when s % 100 = 1 then 'PENDING' when s % 25 = 2 then 'CANCELLED' else 'COMPLETE' end,
      case when s % 100 = 1 then (${uuidArray(graders)})[1 + g % 3] end,
      case when s % 100 = 1 then now() - make_interval(mins => g % 120) end,
      'bench-' || g,
      now() - make_interval(mins => (${history} - g) * 10)
    -- s mixes the statuses along the collector's own orders too (g alone would give them all one status).
    from generate_series(1, ${history}) as g, lateral (select g + g / ${stride} as s) as mixed`);
  // Each completed card has its review, and its grades on the row as lifecycle.complete writes them.
  await executeSql(`
    update submissions set anticipated_grade = 5 + abs(hashtext(id::text)) % 5, ceiling_grade = 10
    where status = 'COMPLETE'`);
  await executeSql(`
    insert into reviews (submission_id, grader_id, anticipated_grade, ceiling_grade, centering_front, issues,
      explanation, created_at)
    select id, (${uuidArray(graders)})[1 + abs(hashtext(id::text)) % 3], anticipated_grade, ceiling_grade, '55/45',
      array['edge whitening'], 'Light whitening on the back edge.', created_at + interval '90 minutes'
    from submissions where status = 'COMPLETE'`);
  await executeSql('analyze submissions');
  await executeSql('analyze reviews');
  await executeSql('analyze users');
  return { collectorId: collectors[0]!, graderId: graders[0]! };
}
