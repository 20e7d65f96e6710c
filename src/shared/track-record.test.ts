import { describe, expect, it } from 'vitest';
import { MIN_SAMPLE, shareText, trackRecord, type RecordRow } from './track-record';

const row = (anticipated: number, ceiling: number, official: number | null, extra: Partial<RecordRow> = {}) =>
  ({ anticipated, ceiling, official, company: 'PSA', month: '2026-10', ...extra }) satisfies RecordRow;

describe('the track record', () => {
  // Worked by hand: five results, one Authentic.
  //   8/9 -> 8    exact, within one, in range
  //   8/9 -> 9    within one, in range
  //   8/8 -> 7    within one
  //   9/10 -> 9.5 within one (a half grade is not exact), in range
  //   7/8 -> Authentic: counted as a result, compared in nothing
  const rows = [row(8, 9, 8), row(8, 9, 9), row(8, 8, 7), row(9, 10, 9.5, { company: 'BGS' }), row(7, 8, null)];

  it('counts exact, within one and between anticipated and ceiling over the number grades', () => {
    const record = trackRecord(rows);
    expect(record.results).toBe(5);
    expect(record.compared).toBe(4);
    expect(record.exact).toMatchObject({ n: 4, hits: 1 });
    expect(record.withinOne).toMatchObject({ n: 4, hits: 4 });
    expect(record.inRange).toMatchObject({ n: 4, hits: 3 });
  });

  it('gives no share under the smallest sample, and the share from it on', () => {
    expect(trackRecord(rows).exact.share).toBeNull();
    const twenty = Array.from({ length: MIN_SAMPLE }, (_, i) => row(8, 9, i < 15 ? 8 : 10));
    const record = trackRecord(twenty);
    expect(record.exact).toEqual({ n: 20, hits: 15, share: 0.75 });
    expect(record.withinOne).toEqual({ n: 20, hits: 15, share: 0.75 });
    expect(record.inRange).toEqual({ n: 20, hits: 15, share: 0.75 });
    expect(shareText(record.exact)).toBe('75% (15 of 20)');
    expect(shareText(trackRecord(rows).exact)).toBe('not enough results yet (4 so far)');
  });

  it('splits by company and by month, oldest month first', () => {
    const record = trackRecord([...rows, row(6, 7, 6, { month: '2026-08', company: 'CGC' })]);
    expect(record.byCompany.map((c) => [c.company, c.compared, c.exact.hits])).toEqual([
      ['PSA', 3, 1],
      ['BGS', 1, 0],
      ['CGC', 1, 1],
    ]);
    expect(record.byMonth.map((m) => [m.month, m.compared])).toEqual([
      ['2026-08', 1],
      ['2026-10', 4],
    ]);
  });

  it('draws the calibration from whole official grades', () => {
    expect(trackRecord(rows).calibration).toEqual([
      { anticipated: 8, official: 7, count: 1 },
      { anticipated: 8, official: 8, count: 1 },
      { anticipated: 8, official: 9, count: 1 },
      { anticipated: 9, official: 9, count: 1 },
    ]);
  });

  it('is empty, not wrong, with no results', () => {
    const record = trackRecord([]);
    expect(record).toMatchObject({ results: 0, compared: 0, byCompany: [], byMonth: [], calibration: [] });
    expect(record.exact).toEqual({ n: 0, hits: 0, share: null });
  });
});
