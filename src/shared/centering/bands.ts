import type { CenteringResult } from './measure.js';

/**
 * Centering bands of the grading companies, from their published standards, for an *estimate* beside the numbers.
 * Checked 2026-11-22 (stored copies, found through the project's page search). Figures are the larger border's
 * share in whole percent ("55" means 55/45 or better); where a company gives a range ("55/45 to 60/40") we keep
 * the stricter end. A company's final grade also depends on corners, edges and surface, and graders allow leeway.
 *
 * - PSA: https://www.psacard.com/gradingstandards (PSA 10: "approximately 55/45 to 60/40 percent on the front,
 *   and 75/25 percent on the reverse"). PSA 9 (60/40-65/35 front, 90/10 back) is quoted from the same page in
 *   https://forums.collectors.com/discussion/909618/condition-question; PSA 8 (65/35-70/30, 90/10) only from
 *   https://ballcardgenius.com/blog/psa-centering-standards-breakdown (secondary: not confirmed on psacard.com).
 *   A third-party page (cardcenter.app/pages/guide) says PSA tightened the 10 to 55/45 in 2025; unconfirmed.
 * - BGS: Beckett's wording as quoted in https://cardmonopoly.blogspot.com/2014/05/bgs-beckett-grading-tip-centering.html
 *   (10: 50/50 both ways front, 60/40 back; 9.5: 50/50 one way and 55/45 the other; 9: 55/45 both ways).
 *   Secondary: not confirmed on beckett.com, and the quote is from 2014.
 * - CGC: https://cgccards.hk/card-grading/grading-scale (CGC Cards, Hong Kong site: Pristine 10 "50/50"; Gem Mint 10
 *   front not over about 55/45, back not over 75/25). Mint 9 (60/40 front, 90/10 back, sports cards) is quoted
 *   from CGC's scale in https://vgmx.com/products/2019-pokemon-old-maid-gloom-psa-10 (secondary). Pristine 10
 *   names no back figure, so it is not judged for backs.
 * - SGC: no published centering figures could be confirmed in the stored pages, so SGC shows none.
 * - TAG: measures centering by machine and scores it inside its 1,000-point system
 *   (https://taggrading.com/pages/glossary, "CENTERING": "50/50 balance most desired"); it publishes no limit per
 *   grade, so TAG shows none. Checked again 2026-11-25, with SGC.
 */
export const BANDS_CHECKED = '2026-11-25';

/** Where each company's figures come from, as the report names it under its verdicts. */
export const BAND_SOURCES: Record<GradingCompany, string> = {
  PSA: 'psacard.com/gradingstandards (PSA 10); PSA 9 and 8 from secondary quotes',
  BGS: "Beckett's standard as quoted by collectors (2014); not confirmed on beckett.com",
  SGC: 'no centering limits published',
  CGC: 'cgccards.hk grading scale (Pristine 10, Gem Mint 10); CGC 9 from a secondary quote',
  TAG: 'no limits per grade published: TAG scores centering by measurement',
};
export type CenteringBand = {
  grade: string;
  /** Largest allowed larger-border share on the worse axis of the front. */
  front: number;
  /** For rules like BGS 9.5 ("50/50 one way, 55/45 the other"): the limit on the better axis. */
  frontBetterAxis?: number;
  /** Largest allowed share on the back; null when the source names no figure. */
  back: number | null;
  /** True when the figure rests on a secondary source only. */
  secondary?: boolean;
};

export type GradingCompany = 'PSA' | 'BGS' | 'SGC' | 'CGC' | 'TAG';

/** Each company's bands, best first. */
export const CENTERING_BANDS: Record<GradingCompany, CenteringBand[]> = {
  PSA: [
    { grade: 'PSA 10', front: 55, back: 75 },
    { grade: 'PSA 9', front: 60, back: 90, secondary: true },
    { grade: 'PSA 8', front: 65, back: 90, secondary: true },
  ],
  BGS: [
    { grade: 'BGS 10', front: 50, back: 60, secondary: true },
    { grade: 'BGS 9.5', front: 55, frontBetterAxis: 50, back: 60, secondary: true },
    { grade: 'BGS 9', front: 55, back: 60, secondary: true },
  ],
  CGC: [
    { grade: 'CGC Pristine 10', front: 50, back: null },
    { grade: 'CGC 10', front: 55, back: 75 },
    { grade: 'CGC 9', front: 60, back: 90, secondary: true },
  ],
  SGC: [],
  TAG: [],
};

export type BandReached = { company: GradingCompany; asFront: string | null; asBack: string | null; known: boolean };

/** The best band each company's centering rule allows, if the measured face is a front and if it is a back. */
export function bandsReached(result: CenteringResult): BandReached[] {
  const leftRight = Math.round(Math.max(result.lPct, result.rPct));
  const topBottom = Math.round(Math.max(result.tPct, result.bPct));
  const worse = Math.max(leftRight, topBottom);
  const better = Math.min(leftRight, topBottom);
  return (Object.keys(CENTERING_BANDS) as GradingCompany[]).map((company) => {
    const bands = CENTERING_BANDS[company];
    const asFront = bands.find(
      (band) => worse <= band.front && (band.frontBetterAxis === undefined || better <= band.frontBetterAxis),
    );
    const asBack = bands.find((band) => band.back !== null && worse <= band.back);
    return { company, asFront: asFront?.grade ?? null, asBack: asBack?.grade ?? null, known: bands.length > 0 };
  });
}
