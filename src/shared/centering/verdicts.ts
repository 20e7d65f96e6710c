import { CENTERING_BANDS, type CenteringBand, type GradingCompany } from './bands.js';

/**
 * One face's centering as a grader writes it in a review: the larger share of the worse axis ("60/40" is 60) and,
 * when a second split is written ("55/45 L/R, 50/50 T/B"), the larger share of the better axis.
 */
export type FaceSplit = { worse: number; better: number | null };

// Two numbers of at most two digits and a decimal, around a slash: 60/40, 52.5 / 47.5.
const SPLIT = /(\d{1,2}(?:\.\d+)?)\s*\/\s*(\d{1,2}(?:\.\d+)?)/g;

/** The splits written in a review's centering field; null when it holds none (empty, or words only). */
export function parseSplit(text: string | null | undefined): FaceSplit | null {
  if (!text) return null;
  const shares = [...text.matchAll(SPLIT)]
    .map((match) => [Number(match[1]), Number(match[2])] as const)
    // A split's two shares make the whole width: '3/4' or '60/30' is not one.
    .filter(([a, b]) => Math.abs(a + b - 100) <= 1)
    .map(([a, b]) => Math.max(a, b))
    .sort((a, b) => b - a);
  if (shares.length === 0) return null;
  return { worse: shares[0]!, better: shares[1] ?? null };
}

/** How a company's published limits judge a card's centering. */
export type CompanyVerdict = {
  company: GradingCompany;
  /** The best grade the centering allows; null when the company publishes no limits or the card is past them all. */
  grade: string | null;
  /** Why, in the words a collector reads: which face decides it and how near it is to the limit. */
  detail: string;
  /** True when the deciding figure rests on a secondary source only (bands.ts). */
  secondary: boolean;
};

/** A split this close to a limit, on either side, is named as near. */
const NEAR_POINTS = 2;

const NO_LIMITS: Partial<Record<GradingCompany, string>> = {
  SGC: 'SGC publishes no centering limits.',
  TAG: 'TAG publishes no limits per grade: it scores centering by measurement.',
};

const number = (value: number) => String(Math.round(value * 10) / 10);
const split = (share: number) => `${number(share)}/${number(100 - share)}`;
const points = (value: number) => `${number(value)} point${Math.round(value * 10) === 10 ? '' : 's'}`;

type Limit = { face: 'Front' | 'Back'; share: number; limit: number; otherWay?: boolean };

/**
 * The limits a band sets on the card, each with the share it judges (a face not given is not judged). A band that
 * names no back figure (CGC Pristine 10) keeps the back limit of the grade under it: a better grade never allows a
 * worse back.
 */
function limitsOf(
  band: CenteringBand,
  lower: CenteringBand[],
  front: FaceSplit,
  back: FaceSplit | null,
): Limit[] | 'other-way-unknown' {
  const limits: Limit[] = [{ face: 'Front', share: front.worse, limit: band.front }];
  if (band.frontBetterAxis !== undefined) {
    // BGS 9.5: "50/50 one way, 55/45 the other". Without the other axis written, it cannot be granted.
    if (front.better === null) return 'other-way-unknown';
    limits.push({ face: 'Front', share: front.better, limit: band.frontBetterAxis, otherWay: true });
  }
  const backLimit = band.back ?? lower.find((next) => next.back !== null)?.back ?? null;
  if (back && backLimit !== null) limits.push({ face: 'Back', share: back.worse, limit: backLimit });
  return limits;
}

const passes = (limits: ReturnType<typeof limitsOf>) =>
  limits !== 'other-way-unknown' && limits.every(({ share, limit }) => share <= limit);

const describe = ({ face, share, limit, otherWay }: Limit, grade: string, past: boolean) => {
  const where = `${face}${otherWay ? ' the other way' : ''} ${split(share)}`;
  if (share === limit) return `${where}: at ${grade}'s limit, ${split(limit)}.`;
  const by = points(Math.abs(share - limit));
  return `${where}: ${by} ${past ? 'past' : 'inside'} ${grade}'s ${split(limit)}.`;
};

function verdictOf(company: GradingCompany, front: FaceSplit, back: FaceSplit | null): CompanyVerdict {
  const bands = CENTERING_BANDS[company];
  if (bands.length === 0)
    return { company, grade: null, detail: NO_LIMITS[company] ?? `${company} publishes no limits.`, secondary: false };
  const limitsAt = (index: number) => limitsOf(bands[index]!, bands.slice(index + 1), front, back);
  const reached = bands.findIndex((_, index) => passes(limitsAt(index)));
  if (reached === 0) {
    const top = bands[0]!;
    const limits = limitsAt(0) as Limit[];
    // The tightest limit: the one the card is nearest to.
    const tightest = limits.reduce((a, b) => (b.limit - b.share < a.limit - a.share ? b : a));
    const detail =
      tightest.limit - tightest.share <= NEAR_POINTS
        ? describe(tightest, top.grade, false)
        : `Within ${top.grade}'s limits on every side given.`;
    return { company, grade: top.grade, detail, secondary: Boolean(top.secondary) };
  }
  // The band just above the one reached (or the last, when none is) says what was missed, and by how much.
  const missedAt = reached === -1 ? bands.length - 1 : reached - 1;
  const missed = bands[missedAt]!;
  const limits = limitsAt(missedAt);
  const detail =
    limits === 'other-way-unknown'
      ? `${missed.grade} needs ${split(missed.frontBetterAxis!)} on the front's other axis, which the review does not give.`
      : describe(
          limits.reduce((a, b) => (b.share - b.limit > a.share - a.limit ? b : a)),
          missed.grade,
          true,
        );
  const grade = reached === -1 ? null : bands[reached]!;
  return {
    company,
    grade: grade?.grade ?? null,
    detail: grade ? detail : `${detail} No lower grade is listed.`,
    secondary: Boolean((grade ?? missed).secondary),
  };
}

/**
 * The best grade each company's published centering limits allow for this front (and back, when given), with the
 * split that decides it and how near the limit it lies ("Front 57/43: 2 points past PSA 10's 55/45."). Centering
 * only: corners, edges and surface decide a grade too. No front split, no verdicts.
 */
export function centeringVerdicts(front: FaceSplit | null, back: FaceSplit | null): CompanyVerdict[] {
  if (!front) return [];
  return (Object.keys(CENTERING_BANDS) as GradingCompany[]).map((company) => verdictOf(company, front, back));
}
