import { COMPANIES, type Company } from '../../../shared/official-results.js';
import type { RecordRow } from '../../../shared/track-record.js';

/**
 * Made-up results for evaluation mode only, so that a newcomer sees /accuracy as it looks once results come in. The
 * page shows them apart from the real figures, labelled as made up; production never makes them (the routes are
 * given them only when the demo is seeded, which production refuses).
 */
export function sampleRecordRows(count = 240): RecordRow[] {
  let seed = 20_261_127;
  // A small fixed generator (mulberry32): the same sample on every start, so the page does not change on reload.
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const companies: Company[] = ['PSA', 'PSA', 'PSA', 'BGS', 'CGC', 'SGC', 'TAG'];
  const rows: RecordRow[] = [];
  for (let i = 0; i < count; i++) {
    const anticipated = Math.min(10, Math.max(4, Math.round(8 + (random() - 0.4) * 4)));
    const ceiling = Math.min(10, anticipated + (random() < 0.6 ? 1 : 0));
    const company = companies[Math.floor(random() * companies.length)]!;
    const step = company === 'PSA' ? 1 : 0.5;
    // Mostly on the estimate, sometimes a grade either way, now and then two below (a hidden flaw).
    const r = random();
    const offset = r < 0.55 ? 0 : r < 0.75 ? 1 : r < 0.93 ? -1 : -2;
    const half = step === 0.5 && random() < 0.3 ? 0.5 : 0;
    const official = random() < 0.02 ? null : Math.min(10, Math.max(1, anticipated + offset + half));
    const month = `2026-${String(4 + Math.floor((i / count) * 8)).padStart(2, '0')}`;
    rows.push({ anticipated, ceiling, official, company: COMPANIES.includes(company) ? company : 'other', month });
  }
  return rows;
}
