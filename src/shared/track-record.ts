import type { z } from 'zod';
import type { trackRecordSchema } from './contract/records.js';
import { COMPANIES, type Company } from './official-results.js';

// How right our estimates were, from the official grades collectors reported and staff verified. One function makes
// every figure, for the public /accuracy page and for each grader's own record alike. Free of zod (the figures'
// schema is the contract's, contract/records.ts), so that the public page does not load the validation library.

/** Under this many results a share is "not enough results yet", never a percentage. */
export const MIN_SAMPLE = 20;

/** One verified official result beside the estimate it answers. */
export type RecordRow = {
  /** Our anticipated and ceiling grades (1-10). */
  anticipated: number;
  ceiling: number;
  /** The official grade as a number (half grades allowed); null for Authentic, which has none. */
  official: number | null;
  company: Company;
  /** The month of the official result, YYYY-MM. */
  month: string;
};

export type TrackRecord = z.infer<typeof trackRecordSchema>;
export type Comparison = Omit<TrackRecord['byCompany'][number], 'company'>;
export type Share = TrackRecord['exact'];

const share = (hits: number, n: number): Share => ({ n, hits, share: n >= MIN_SAMPLE ? hits / n : null });

function compare(rows: RecordRow[]): Comparison {
  const graded = rows.filter((row): row is RecordRow & { official: number } => row.official !== null);
  const count = (test: (row: RecordRow & { official: number }) => boolean) => graded.filter(test).length;
  return {
    compared: graded.length,
    exact: share(
      count((row) => row.official === row.anticipated),
      graded.length,
    ),
    withinOne: share(
      count((row) => Math.abs(row.official - row.anticipated) <= 1),
      graded.length,
    ),
    inRange: share(
      count((row) => row.official >= row.anticipated && row.official <= row.ceiling),
      graded.length,
    ),
  };
}

/** Every figure of the track record from the verified results (nothing left out: the caller passes them all). */
export function trackRecord(rows: RecordRow[]): TrackRecord {
  const byCompany = COMPANIES.flatMap((company) => {
    const mine = rows.filter((row) => row.company === company);
    return mine.length > 0 ? [{ company, ...compare(mine) }] : [];
  });
  const months = [...new Set(rows.map((row) => row.month))].sort();
  const byMonth = months.map((month) => ({ month, ...compare(rows.filter((row) => row.month === month)) }));
  const cells = new Map<string, { anticipated: number; official: number; count: number }>();
  for (const row of rows) {
    if (row.official === null) continue;
    const official = Math.floor(row.official);
    const key = `${row.anticipated}:${official}`;
    const cell = cells.get(key) ?? { anticipated: row.anticipated, official, count: 0 };
    cell.count += 1;
    cells.set(key, cell);
  }
  const calibration = [...cells.values()].sort((a, b) => a.anticipated - b.anticipated || a.official - b.official);
  return { results: rows.length, ...compare(rows), byCompany, byMonth, calibration };
}

/** A share as the page says it: "85% (17 of 20)", or "not enough results yet (12)". */
export function shareText(value: Share): string {
  if (value.share === null) return `not enough results yet (${value.n} so far)`;
  return `${Math.round(value.share * 100)}% (${value.hits} of ${value.n})`;
}
