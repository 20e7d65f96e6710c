import type { Homography } from './geometry.js';
import { median, robustLineFit, scanColours, type ScanPath } from './profiles.js';
import { parabolicPeak, profileGradient } from './sampling.js';
import type { CardSide, PixelBuffer } from './types.js';

export type Side = CardSide;

/** The artwork border on one side: its distance in from the card edge (card-frame px) and how sure we are. */
/** Why a side has no border edge when its band next to the card edge is not one plain colour. */
export const ARTWORK_TO_EDGE = 'artwork reaches the card edge';
/**
 * Said instead of ARTWORK_TO_EDGE where a printed edge still runs along the side (see edgedAlong): the band is a
 * border whose colour a sheen, glare that is not white, or wear breaks up, not art (a black border under a lamp's
 * sheen, a shining silver band, a worn Magic back).
 */
export const BORDER_UNEVEN = "a sheen or wear breaks up the border's colour";
/** Why a side has no border edge when glare washes its border out towards white along the side. */
export const GLARE = 'glare hides the border: tilt the card away from the light';

/**
 * The artwork border on one side: its distance in from the card edge (card-frame px), how sure we are, the
 * border's colour and the colour just outside the card edge (null where that is off the photo).
 */
export type BorderEdge =
  | {
      depth: number;
      confidence: number;
      colour: Colour;
      outside: Colour | null;
      text: boolean;
      /**
       * The band's colour, uneven along the side (a lamp's sheen over a black border, wear), lowered its confidence
       * more than its edge's agreement or softness did.
       */
      uneven: boolean;
    }
  | { depth: null; confidence: number; why: string; askew?: InsideEdge };

/** A line inside the card along one side: its depth (card-frame px) at the side's start and at its end. */
export type InsideEdge = { start: number; end: number };

const SCANS = 64;
/** Borders narrower than 0.6% of the card width are not told apart from the card edge's own blur. */
const MIN_DEPTH_SHARE = 0.006;
/** Artwork borders lie within a quarter of the card width of the edge. */
const MAX_DEPTH_SHARE = 0.25;
/**
 * The border's colour is taken over this much of the card width next to the card edge's blur, and at least 2, at
 * most 6 samples: the thin side of an off-centre card can be 1% of the width, half of it the edge's blur.
 */
const BAND_SHARE = 0.004;
/** A pale line at the card's edge no wider than this share of the card width is its cut side (see paleRim). */
const PALE_RIM_SHARE = 0.005;
/**
 * A colour counts as the art's, not the border's, once it is this far (levels, RGB distance) from the border's
 * colour on that scan, and at least DEPARTURE_NOISE times the border's own grain. 20 levels is a step a person
 * sees at once; JPEG grain and print dots in a plain border stay under 10.
 */
const MIN_DEPARTURE = 20;
const DEPARTURE_NOISE = 3;
/**
 * A border is one ink along the whole side: the border colours of the scans stay within this (levels, see
 * colourSpread). Art running to the edge varies far more.
 */
const MAX_BORDER_SPREAD = 18;
/**
 * An edge whose gradient is wider at half height than SHARP_EDGE_SHARE of the card width is soft; its confidence
 * falls by up to SOFT_EDGE_DOUBT as the width grows by SOFT_EDGE_RANGE more.
 */
const SHARP_EDGE_SHARE = 0.015;
const SOFT_EDGE_RANGE = 0.02;
const SOFT_EDGE_DOUBT = 0.7;
/** The card edge's peak further in is taken where it is at least this many times the gradient at the outline. */
const DISTINCT_PEAK = 2;
/** Two colour steps go the same way where the angle between them (RGB) has at least this cosine. */
const SAME_STEP_COSINE = 0.8;
/** Share of scans that must place the edge within the tolerance of the fitted line: glare and text spoil the rest. */
const MIN_CONSISTENCY = 0.4;
/**
 * Scans past an edge that meet one line deeper in, as a share of all: the edge has gaps, it is text (passedBy). Two
 * lines of credits left and right under a Magic card's text box let 11 of 64 scans through (Arcbound Shikari).
 */
const MIN_PASSED_SHARE = 0.15;
/** The same on a left or right side, where no text is printed along the border: refused there (see findBorderEdge). */
const MIN_SIDE_PASSED_SHARE = 0.2;
/**
 * Behind two lines of text (a modern Magic card's number and artist, its copyright beside them) the frame is met
 * only by the scans through gaps in both lines: 7 of 64 on a Magic card photographed on green cloth, every other
 * scan stopped on the letters in front of it (see behindText, which asks that of the rest).
 */
const MIN_BEHIND_TEXT_SHARE = 0.1;
/**
 * The frame behind text may be broken once, for up to this share of the scans: a Magic card's foil stamp sits in
 * the middle of its bottom border, the frame arched over it.
 */
const STAMP_SHARE = 0.2;
/** Whether lines of text run along this side's border (the top and bottom of an upright card). */
const along = (side: Side) => side === 'top' || side === 'bottom';
/**
 * The border's inner edge may turn against the card's edge found by this much (depth change per length along the
 * side) before that side's outline is taken to be wrong: on the real photos and their retakes, the synthetic sets
 * and the Magic photos, measured sides turn at most 0.019 (1.1 degrees); Magic's Morgue Burst turned by 42 degrees
 * had its outline's left side moved out onto the table at one end, its border then read 0.05 askew and 7 points off.
 */
const MAX_TILT = 0.03;
/** Why a side whose border's edge runs askew to the card's edge found is not measured. */
export const ASKEW = "border askew to the card's edge found";
/** Why a left or right side with gaps in its edge is not measured. */
export const TEXT_IN_BORDER = 'text printed in the border';
/** ...at least this share of the card's width further in (Magic's credits: 3%; a soft gold fade's scatter: 1%). */
const TEXT_GAP_SHARE = 0.015;
/**
 * Where the scans agree on no line of text, the share of those that miss the deeper line and depart that far before
 * it, on the text (Magic's Flesh to Dust: 43 of 45).
 */
const TEXT_IN_FRONT = 0.85;
const TOLERANCE_PX = 1.5;
/**
 * An edge seen as a gradient peak on the fitted line on this share of the scans runs along the whole side: a
 * printed border's edge (on the real blue card backs: 0.95-1.0, though the colour departs there on only 55-66% of
 * the scans; soft gold edges and edges found on texture: 0.5-0.7).
 */
const FULL_SUPPORT = 0.9;
/**
 * How much of an edge's support counts towards its agreement: none up to PARTIAL_SUPPORT (texture and soft edges),
 * all from FULL_SUPPORT, in a straight line between, so that a JPEG's blocks taking a printed edge from 95% of the
 * scans to 89% lower the confidence a little instead of halving it.
 */
const PARTIAL_SUPPORT = 0.75;
const supportRamp = (support: number) =>
  Math.min(1, Math.max(0, (support - PARTIAL_SUPPORT) / (FULL_SUPPORT - PARTIAL_SUPPORT)));
/**
 * A faint edge found only in the average of the scans (see straightEdge) rises at least this much (levels per
 * card-frame px, gradient of the averaged colour); its agreement counts at FAINT_EDGE_DOUBT of its support.
 */
const MIN_FAINT_STEP = 2;
const FAINT_EDGE_DOUBT = 0.9;
/** A faint edge is looked for only where it shows on at least this share of the scans (see straightEdge). */
const MIN_FAINT_SHARE = 0.7;
/**
 * A faint edge counts in full from this share of the scans. A faint rule loses more scans to resampling than a
 * plain edge: Tynamo's yellow rule showed on 84% of them with the camera turned by 8, 31 or 42 degrees or a little
 * out of focus (over 90% untouched), and those photos were refused at 0.6 though their split was the untouched one's
 * within 0.2. Counted in full from 85%, they are measured; no synthetic or other real photo's result changed.
 */
const FULL_FAINT_SUPPORT = 0.85;

/**
 * Finds the artwork border on one side in the card's rectified frame (x 0..width, y 0..height, card edges at the
 * frame's edges). A border is a band of one plain colour running in from the card edge; it ends where the colour
 * departs from it. Each scan across the side takes its border colour next to the card edge and reports where its
 * colour departs from that colour for good (the middle of the step, so a soft gold edge is read at the middle of
 * its ramp); a line through the scans' positions, robust to the scans where the art happens to match the border
 * (dark art on a dark blue back) or where text is printed in the border, gives the edge.
 */
export function findBorderEdge(
  image: PixelBuffer,
  cardToImage: Homography,
  size: { width: number; height: number },
  side: Side,
): BorderEdge {
  const { width, height } = size;
  const step = Math.max(1, width / 1500);
  const from = Math.max(2 * step, MIN_DEPTH_SHARE * width) - 3 * step;
  const count = Math.ceil((MAX_DEPTH_SHARE * width - from) / step) + 3;
  const sideLength = side === 'left' || side === 'right' ? height : width;
  const colours = image.channels === 1 ? 1 : 3;
  const path = (along: number) => sidePath(cardToImage, size, side, along);
  const { profiles, average } = sideScans(image, path, sideLength, { from, count, step });
  if (profiles.length < SCANS / 2) return { depth: null, confidence: 0, why: 'card runs off the photo' };

  const averageGradient = centralGradient(average, count, colours);
  const peakLimit = Math.max(3, Math.round((SHARP_EDGE_SHARE * width) / step));
  const bandFrom = edgeTailEnd(
    average,
    averageGradient,
    count,
    edgePeak(average, averageGradient, colours, peakLimit) + 1,
    colours,
    Math.max(2, (PALE_RIM_SHARE * width) / step),
  );
  // The band stops where the average profile starts to rise again: on the thin side of an off-centre card the
  // inner edge follows the card edge within a few samples.
  let bandTo = bandFrom + 1;
  const bandEnd = Math.min(count - 4, bandFrom + Math.min(6, Math.max(2, Math.round((BAND_SHARE * width) / step))));
  while (bandTo < bandEnd && averageGradient[bandTo]! <= 2 * averageGradient[bandFrom]! + 2) bandTo++;
  // Each scan's gradient once: the edge's support is asked of every scan for each place an edge may be.
  const scans = profiles.map(({ share, profile }) => ({
    share,
    ...borderOf(profile, colours, bandFrom, bandTo),
    gradient: profileGradient(profile, count, colours, step),
  }));
  const spread = colourSpread(scans);
  // A silver band's sheen spreads its colour past MAX_BORDER_SPREAD; it is still read (see shines), and its spread
  // from scan to scan stands for the spread in its confidence.
  const sheen = spread > MAX_BORDER_SPREAD && shines(scans);
  if (spread > MAX_BORDER_SPREAD && !sheen)
    return { depth: null, confidence: 0.2, why: washedOut(scans) ? GLARE : ARTWORK_TO_EDGE };

  const tolerance = Math.max(TOLERANCE_PX, step) / step;
  const seen: BorderScan[] = [];
  const positions: number[] = [];
  for (const scan of scans) {
    const departure = Math.max(MIN_DEPARTURE, DEPARTURE_NOISE * scan.grain);
    // A blurred edge's climb is followed over as many samples as an edge not yet soft may span (SHARP_EDGE_SHARE).
    const position = departsAt(
      scan,
      count,
      colours,
      bandTo,
      departure,
      (STRONGER_STEP_SHARE * width) / step,
      (SHARP_EDGE_SHARE * width) / step,
    );
    if (position === null) continue;
    seen.push(scan);
    // The strongest gradient within a sample or two of where the colour departs: a sharp edge's half-step point can
    // sit half a pixel off its gradient peak on one side and not the other, which the split doubles.
    positions.push(peakNear(scan.gradient, count, position).position);
  }
  let fit =
    positions.length > 0
      ? fitAroundMode(
          seen.map((scan) => scan.share),
          positions,
          tolerance,
        )
      : null;
  let consistency = fit ? fit.near.length / scans.length : 0;
  let peak: { position: number; width: number };
  let agreement: number;
  /** The fitted edge's change in depth per sample along the middle 60% of the side (0 for a faint edge's). */
  let slope = 0;
  let text = false;
  const gap = (TEXT_GAP_SHARE * width) / step;
  if (fit && consistency >= MIN_CONSISTENCY) {
    const passed = passedBy(fit, seen, positions, { tolerance, gap });
    // Lines of text run along a card's top and bottom borders. On its left or right side, scans that pass an edge to
    // a line further in are refused as before: in the browser's smaller copy, Tynamo's yellow left border let 15-20%
    // of its scans through to the frame, and was named a Magic card's credits.
    if (!along(side) && passed && passed.near.length >= MIN_SIDE_PASSED_SHARE * scans.length)
      return { depth: null, confidence: consistency, why: TEXT_IN_BORDER };
    if (along(side) && passed && passed.near.length >= MIN_PASSED_SHARE * scans.length) {
      // The border's edge is the line the scans between the words meet: the frame behind the text (behind a second
      // line of it, where there is one).
      text = true;
      fit = lastBehindText(passed, seen, positions, { tolerance, gap, scans: scans.length }) ?? passed;
      consistency = fit.near.length / scans.length;
    }
  } else if (fit && along(side)) {
    // Text on two lines or in blocks (a Magic card's number and artist on the left, its copyright higher on the
    // right) leaves no one line that most scans agree on: the line they meet between the words lies behind all the
    // others, each of which may be the most common.
    const behind = lastBehindText(fit, seen, positions, { tolerance, gap, scans: scans.length });
    if (behind) {
      text = true;
      fit = behind;
      consistency = behind.near.length / scans.length;
    }
  }
  if (fit && (text || consistency >= MIN_CONSISTENCY)) {
    slope = fit.slope;
    peak = alignedPeak(
      seen.filter((_, i) => fit.near.includes(i)),
      fit,
      count,
      colours,
      step,
    );
    // Scans whose colour departs later (art next to the border nearly its colour) still count where the edge
    // itself shows along nearly the whole side. The departures' slope wanders where they do; a printed edge runs
    // parallel to the card's within a sample or two, so the edge is also looked for there.
    const stamp = text ? STAMP_SHARE : 0;
    const support = Math.max(
      edgeSupport(scans, { position: peak.position, slope: fit.slope }, count, tolerance, stamp),
      edgeSupport(scans, { position: peak.position, slope: 0 }, count, tolerance, stamp),
    );
    agreement = Math.max(consistency, support * supportRamp(support));
    // Where the colour departs on few scans and the line through them is not a full edge, a faint straight edge
    // seen in the average of all the scans is the better evidence: whether the departures just pass
    // MIN_CONSISTENCY or just miss it (the same card shrunk by a quarter) must not decide between measuring
    // and refusing.
    if (agreement < FULL_SUPPORT && !text) {
      const faint = straightEdge(scans, average, { from: bandTo, count, colours, step, tolerance }, MIN_FAINT_SHARE);
      if (faint && faint.agreement > agreement) {
        ({ peak, agreement } = faint);
        slope = 0;
      }
    }
  } else {
    const faint = straightEdge(scans, average, { from: bandTo, count, colours, step, tolerance }, FULL_SUPPORT);
    if (!faint) return { depth: null, confidence: consistency, why: 'no consistent edge' };
    ({ peak, agreement } = faint);
  }
  // A printed border runs parallel to the card's edge (a miscut's print is turned well under a degree): an edge
  // found askew to the side means the side's outline is not the card's edge.
  // The scans span the middle 60% of the side (shares -0.5 to 0.5): the side's ends lie at shares of -0.5 / 0.6 and
  // 0.5 / 0.6.
  const depthAt = (share: number) => from + (peak.position + slope * share) * step;
  if ((Math.abs(slope) * step) / (0.6 * sideLength) > MAX_TILT)
    return { depth: null, confidence: 0.2, why: ASKEW, askew: { start: depthAt(-0.5 / 0.6), end: depthAt(0.5 / 0.6) } };
  // A soft edge (a gold border fading into the art) has no one place where it ends: people read it anywhere from
  // the start of the fade to its end. Its measurement is trusted less the wider the fade.
  const softness = Math.min(1, Math.max(0, ((peak.width * step) / width - SHARP_EDGE_SHARE) / SOFT_EDGE_RANGE));
  const unevenness = sheen ? localSpread(scans) : spread;
  const agreed = Math.min(1, agreement / 0.8);
  const even = 1 - unevenness / (2 * MAX_BORDER_SPREAD);
  const sharp = 1 - SOFT_EDGE_DOUBT * softness;
  return {
    colour: medianColour(scans.map((scan) => scan.colour)),
    outside: outsideColour(image, path, { width, sideLength }, colours),
    // Measured past text printed in the border (a modern Magic card's credits), to the frame behind it.
    text,
    depth: from + peak.position * step,
    confidence: agreed * even * sharp,
    uneven: even < agreed && even < sharp,
  };
}

/**
 * A printed edge along a side (see edgedAlong) is looked for from EDGED_FROM_SHARE of the width in (past the card
 * edge's own blur), over EDGED_DEPTH_SHARE of it (Magic's credits end about 10% in)...
 */
const EDGED_FROM_SHARE = 0.01;
const EDGED_DEPTH_SHARE = 0.15;
/**
 * ...and steps at least this much (levels per card-frame px, gradient of the colour averaged along the side). On the
 * real photos, the inner edges of borders refused for their colour (a silver band's sheen, a yellow border's gloss,
 * a Yu-Gi-Oh! card's frame) step 18-68; straight runs in full-art cards' art 2-13, and a full-art card's own cut
 * edge or holo rim on one side.
 */
const EDGED_STEP = 15;

/**
 * Whether a printed edge runs along the side at one depth: a peak of the side's averaged colour profile, within
 * EDGED_DEPTH_SHARE of the width and at least EDGED_STEP, that shows on FULL_SUPPORT of the scans across the side. A
 * border whose colour could not be read (sheen, wear) still ends in such an edge; art running to the card's edge
 * shows one along a whole side seldom, and never along two (the real full-art photos: one side at most).
 */
export function edgedAlong(
  image: PixelBuffer,
  cardToImage: Homography,
  size: { width: number; height: number },
  side: Side,
): boolean {
  const sideLength = side === 'left' || side === 'right' ? size.height : size.width;
  const step = Math.max(1, size.width / 1500);
  const from = EDGED_FROM_SHARE * size.width;
  const count = Math.ceil((EDGED_DEPTH_SHARE * size.width) / step);
  const colours = image.channels === 1 ? 1 : 3;
  const path = (along: number) => sidePath(cardToImage, size, side, along);
  const { profiles, average } = sideScans(image, path, sideLength, { from, count, step });
  if (profiles.length < SCANS / 2) return false;
  const scans = profiles.map(({ share, profile }) => ({
    share,
    gradient: profileGradient(profile, count, colours, step),
  }));
  const gradient = profileGradient(average, count, colours, step);
  const tolerance = Math.max(TOLERANCE_PX, step) / step;
  for (let k = 3; k < count - 4; k++) {
    if (gradient[k]! < EDGED_STEP || gradient[k]! < gradient[k - 1]! || gradient[k]! < gradient[k + 1]!) continue;
    if (edgeSupport(scans, { position: k, slope: 0 }, count, tolerance) >= FULL_SUPPORT) return true;
  }
  return false;
}

/**
 * SCANS scans across the middle 60% of a side (`sideLength` long, scanned along `path`), `count` samples `step` apart
 * from `from` in: each scan's colours and its place along the side (-0.5..0.5), leaving out scans that leave the
 * photo, and the average of them all.
 */
function sideScans(
  image: PixelBuffer,
  path: (along: number) => ScanPath,
  sideLength: number,
  { from, count, step }: { from: number; count: number; step: number },
) {
  const average = new Float64Array(count * (image.channels === 1 ? 1 : 3));
  const profiles: { share: number; profile: Float64Array }[] = [];
  for (let s = 0; s < SCANS; s++) {
    const share = (s + 0.5) / SCANS;
    const profile = scanColours(image, path(sideLength * (0.2 + 0.6 * share)), from, count, step, 3);
    if (!profile) continue;
    for (let i = 0; i < profile.length; i++) average[i]! += profile[i]! / SCANS;
    profiles.push({ share: share - 0.5, profile });
  }
  return { profiles, average };
}

/**
 * A scan into the card from `side` at `along` (card-frame px along that side): its card-frame origin, its inward
 * direction and the direction along the side.
 */
export function sidePath(
  cardToImage: Homography,
  size: { width: number; height: number },
  side: Side,
  along: number,
): ScanPath {
  const base = { h: cardToImage, acrossX: 0, acrossY: 0, alongX: 0, alongY: 0 };
  if (side === 'left') return { ...base, originX: 0, originY: along, acrossX: 1, alongY: 1 };
  if (side === 'right') return { ...base, originX: size.width, originY: along, acrossX: -1, alongY: 1 };
  if (side === 'top') return { ...base, originX: along, originY: 0, acrossY: 1, alongX: 1 };
  return { ...base, originX: along, originY: size.height, acrossY: -1, alongX: 1 };
}

/**
 * Where the card edge's own blur ends, in samples: the average profile's gradient falls from the edge until it
 * reaches the side's floor (its median) or rises again. A shadow, the card's cut side or a worn, whitened edge
 * lengthen the fall; small ripples on the way down do not end it. Nor does the edge's rim: a cut edge often shows
 * as a line darker (or paler) than the border beside it, so the colour steps past the border's and comes back a
 * little; that return, against the edge's own step and under REBOUND_SHARE of it, is still the edge's blur (Magic's
 * Battering Craghorn: its black border's edge a line at 9 levels, the border 25; the border's colour was read on
 * the line, and the border ended 2 px in instead of 25). A larger return past a thin pale line is the cut side's
 * (see paleRim), and the border is read after it.
 */
function edgeTailEnd(
  profile: Float64Array,
  gradient: Float64Array,
  count: number,
  from: number,
  colours: number,
  rimSamples: number,
) {
  const floor = median(gradient.subarray(2, count - 1));
  const flat = (k: number) => gradient[k]! <= 1.5 * floor + 1;
  const limit = count / 4;
  let k = Math.max(2, from);
  for (;;) {
    while (k < limit && !flat(k) && gradient[k + 1]! <= 1.1 * gradient[k]! + 0.5) k++;
    // Where the gradient rises again next (in the valley of a V as well), the rise is a rebound when the colour then
    // settles within REBOUND_SAMPLES, having moved back towards the outside's colour by a small part of the edge's
    // step.
    if (k >= limit || flat(k + 1)) return k;
    let end = k + 1;
    while (end < Math.min(limit, k + REBOUND_SAMPLES) && !flat(end)) end++;
    if (!flat(end)) return k;
    const change = (a: number, b: number) =>
      Array.from({ length: colours }, (_, c) => profile[b * colours + c]! - profile[a * colours + c]!);
    const edge = change(0, k);
    const rebound = change(k, end);
    const dot = edge.reduce((sum, value, c) => sum + value * rebound[c]!, 0);
    const opposite = dot < -SAME_STEP_COSINE * Math.hypot(...edge) * Math.hypot(...rebound);
    if (!opposite) return k;
    if (Math.hypot(...rebound) > REBOUND_SHARE * Math.hypot(...edge))
      return paleRim(profile, gradient, { peak: from - 1, k, end, colours, rimSamples }) ? end : k;
    k = end;
  }
}

/**
 * A pale line at the card's edge: its cut side, the card's white core, catching the light. The edge steps up onto
 * it and, within rimSamples of the edge's peak, down past where it started to the border's colour, which then
 * settles. Thinner than any border (the thinnest, an off-centre card's, is 1% of the width), so the border is read
 * after it: Magic's Dig Through Time on green cloth had its black border's colour read on that line on the right,
 * which varied along the side as ink does not, and was refused at 0.64.
 */
function paleRim(
  profile: Float64Array,
  gradient: Float64Array,
  { peak, k, end, colours, rimSamples }: { peak: number; k: number; end: number; colours: number; rimSamples: number },
) {
  let fall = k + 1;
  for (let i = k + 1; i < end; i++) if (gradient[i]! > gradient[fall]!) fall = i;
  if (fall - peak > rimSamples) return false;
  const level = (i: number) => {
    let sum = 0;
    for (let c = 0; c < colours; c++) sum += profile[i * colours + c]!;
    return sum / colours;
  };
  return level(k) > level(0) && level(end) < level(0);
}

/** A rebound past the card edge's step (see edgeTailEnd) is at most this share of the step... */
const REBOUND_SHARE = 0.35;
/** ...and settles within this many samples. */
const REBOUND_SAMPLES = 6;

/**
 * Where the card's edge peaks in the average profile: at its start, or further in while the colour keeps stepping
 * the same way and harder, within `limit` samples. Beside a black border, the card's dark shadow on the table can
 * hold the outline a few pixels outside the card (Magic's Battering Craghorn: 4 px), and the border's colour was
 * then read in the edge's blur. A thin border's inner edge is not climbed to: its colour steps another way than
 * the card edge's (paper to yellow border, then yellow to art).
 */
function edgePeak(profile: Float64Array, gradient: Float64Array, colours: number, limit: number): number {
  const stepAt = (k: number) =>
    Array.from({ length: colours }, (_, c) => profile[(k + 1) * colours + c]! - profile[(k - 1) * colours + c]!);
  const alike = (a: number[], b: number[]) => {
    const dot = a.reduce((sum, value, c) => sum + value * b[c]!, 0);
    return dot > SAME_STEP_COSINE * Math.hypot(...a) * Math.hypot(...b);
  };
  let k = 1;
  while (k + 1 < limit && gradient[k + 1]! >= gradient[k]! && alike(stepAt(k + 1), stepAt(k))) k++;
  // A distinct edge, not a slow ramp (the light falling off across a sleeve's rim rises as steadily).
  return gradient[k]! >= DISTINCT_PEAK * gradient[1]! + 2 ? k : 1;
}

/**
 * Colour change per sample by plain central differences: sharper than profileGradient's smoothed one, so that the
 * card edge's fall and a thin border's inner edge, a few samples apart, keep a valley between them.
 */
function centralGradient(profile: Float64Array, count: number, colours: number): Float64Array {
  const out = new Float64Array(count);
  for (let k = 1; k < count - 1; k++) {
    let energy = 0;
    for (let c = 0; c < colours; c++)
      energy += ((profile[(k + 1) * colours + c]! - profile[(k - 1) * colours + c]!) / 2) ** 2;
    out[k] = Math.sqrt(energy);
  }
  return out;
}

export type Colour = [number, number, number];

/** A colour's lightness: the mean of its channels. */
export const lightness = (colour: Colour) => (colour[0] + colour[1] + colour[2]) / 3;

const medianColour = (list: Colour[]): Colour => [
  median(list.map((c) => c[0])),
  median(list.map((c) => c[1])),
  median(list.map((c) => c[2])),
];

/** The colour just outside the card edge (1-2.5% of the card width out), per channel median over the side. */
function outsideColour(
  image: PixelBuffer,
  path: (along: number) => ScanPath,
  size: { width: number; sideLength: number },
  colours: number,
): Colour | null {
  const found: Colour[] = [];
  const step = Math.max(1, size.width / 400);
  const count = Math.max(2, Math.round((0.015 * size.width) / step));
  for (let s = 0; s < 16; s++) {
    const along = size.sideLength * (0.2 + (0.6 * (s + 0.5)) / 16);
    const scan = scanColours(image, path(along), -0.025 * size.width, count, step, 3);
    if (!scan) continue;
    const colour: Colour = [0, 0, 0];
    for (let c = 0; c < 3; c++) {
      const values: number[] = [];
      for (let k = 0; k < count; k++) values.push(scan[k * colours + Math.min(c, colours - 1)]!);
      colour[c] = median(values);
    }
    found.push(colour);
  }
  return found.length >= 4 ? medianColour(found) : null;
}
type BorderScan = { share: number; profile: Float64Array; gradient: Float64Array; colour: Colour; grain: number };

/** A scan's border colour (per-channel median over the band) and grain (the band's largest distance from it). */
function borderOf(profile: Float64Array, colours: number, from: number, to: number) {
  const colour: Colour = [0, 0, 0];
  for (let c = 0; c < colours; c++) {
    const values: number[] = [];
    for (let k = from; k < to; k++) values.push(profile[k * colours + c]!);
    colour[c] = median(values);
  }
  if (colours === 1) colour[1] = colour[2] = colour[0];
  let grain = 0;
  for (let k = from; k < to; k++) grain = Math.max(grain, distanceAt(profile, k, colours, colour));
  return { profile, colour, grain };
}

/**
 * In a black border (no channel over DARK_BORDER levels), a step at least STRONGER_STEP times the first departure's
 * height, within STRONGER_STEP_SHARE of the card width behind it, is the border's edge: the first was a shade of the
 * black itself. Magic's Blightbelly Rat has its border's inner millimetre printed warmer (30 levels away, then 350 to the
 * white frame 6 px further in) and read 12 px where the border is 18. Not in a coloured border: a modern yellow
 * border ends in a paler rule, 20-30 levels, that is its edge however dark the art behind it (Tynamo).
 */
const DARK_BORDER = 60;
const STRONGER_STEP = 5;
const STRONGER_STEP_SHARE = 0.025;
/** A blurred edge is followed while each sample climbs at least this much (levels)... */
const RAMP_RISE = 5;
/** ...and at least this share of its steepest climb so far. */
const RAMP_SLOWED = 1 / 2;

/**
 * The depth (in samples, sub-sample) where a scan's colour departs from its border colour for good: the first
 * sample past the band at least `departure` away whose next sample is too, then the middle of that step (where
 * the distance crosses half of the step's height, read over the next few samples, or over a blurred edge's whole
 * climb within `ramp` samples). In a black border, where a far stronger step follows within `reach` samples (see
 * DARK_BORDER), the middle of that one.
 */
export function departsAt(
  scan: Pick<BorderScan, 'profile' | 'colour'>,
  count: number,
  colours: number,
  from: number,
  departure: number,
  reach = 0,
  ramp = 3,
): number | null {
  const { profile, colour } = scan;
  const away = (k: number) => distanceAt(profile, k, colours, colour);
  for (let k = from; k < count - 4; k++) {
    if (away(k) < departure || away(k + 1) < departure) continue;
    let top = Math.max(away(k + 1), away(k + 2), away(k + 3));
    // A blurred edge climbs on past the next few samples: its top is where the climb slows to a fraction of its
    // steepest (a second step behind it, a thin line then the frame, is not followed).
    let end = k;
    let steepest = 0;
    while (end + 1 < Math.min(count, k + ramp)) {
      const rise = away(end + 1) - away(end);
      if (rise < RAMP_RISE || rise < RAMP_SLOWED * steepest) break;
      steepest = Math.max(steepest, rise);
      end++;
    }
    top = Math.max(top, away(end));
    end = Math.max(end, k + 3);
    // The first step has levelled off (a ramp still rising keeps raising `plain`) before a stronger one counts.
    let plain = top;
    const last = Math.max(...colour) <= DARK_BORDER ? Math.min(count - 4, k + reach) : 0;
    for (let m = k + 3; m <= last; m++) {
      // Compared a sample ahead: the stronger step's own first sample must not raise `plain`.
      const next = away(m + 1);
      if (next >= STRONGER_STEP * plain)
        return halfway(away, k + 1, m, plain, Math.max(next, away(m + 2), away(m + 3)));
      plain = Math.max(plain, away(m));
    }
    return halfway(away, from, k, 0, top, end);
  }
  return null;
}

/**
 * Where distances `away` rising from `low` to `high` cross halfway, from sample `k` on: the first sample at half
 * or more (on a gradual step k itself can still be under half, and interpolating from it would run on past it),
 * then back to the last sample under half (not before `from`); between it and the next.
 */
function halfway(away: (k: number) => number, from: number, k: number, low: number, high: number, end = k + 3): number {
  const half = (low + high) / 2;
  let j = k;
  while (j < end && away(j) < half) j++;
  while (j > from && away(j - 1) >= half) j--;
  const below = away(j - 1);
  const above = away(j);
  return j - 1 + (above > below ? (half - below) / (above - below) : 1);
}

/** The gradient's peak within two samples of `position`: its sub-sample place and its width at half height. */
function peakNear(gradient: Float64Array, count: number, position: number) {
  const centre = Math.min(count - 3, Math.max(2, Math.round(position)));
  let best = centre;
  for (let k = Math.max(2, centre - 2); k <= Math.min(count - 3, centre + 2); k++)
    if (gradient[k]! > gradient[best]!) best = k;
  const half = gradient[best]! / 2;
  let low = best;
  let high = best;
  while (low > 0 && gradient[low - 1]! > half) low--;
  while (high < count - 1 && gradient[high + 1]! > half) high++;
  return { position: parabolicPeak(gradient, best), width: high - low + 1 };
}

/**
 * How many scans passed the fitted edge and agree on one edge further in. A printed border's edge is unbroken: a
 * scan goes past it only where the art beside it has the border's colour, and then departs somewhere in the art.
 * Scans that pass it and meet one straight line deeper went through gaps: the "edge" was a line of text printed in
 * the border (a Magic card's credits under its text box: 40 of 64 scans on the text, 19 through the gaps between
 * its words, all at the frame's edge within 0.2 px).
 */
function passedBy(
  fit: { position: number; slope: number },
  seen: BorderScan[],
  positions: number[],
  { tolerance, gap }: { tolerance: number; gap: number },
) {
  const past = positions.flatMap((p, i) => (p > fit.position + fit.slope * seen[i]!.share + tolerance ? [i] : []));
  if (past.length === 0) return null;
  const deeper = fitAroundMode(
    past.map((i) => seen[i]!.share),
    past.map((i) => positions[i]!),
    tolerance,
  );
  // Well inside: a soft edge's departures scatter over its fade, a few samples, and cluster there by chance.
  if (deeper.position < fit.position + gap) return null;
  // Counted among all the scans seen, as the fit's own `near` is.
  const near = positions.flatMap((p, i) =>
    Math.abs(p - deeper.position - deeper.slope * seen[i]!.share) <= tolerance ? [i] : [],
  );
  return { ...deeper, near };
}

/**
 * Whether the fitted line lies behind text: at least `least` scans, and nearly all of those that do not meet it,
 * depart well before it (on the letters), where a border's own edge has the scans that miss it depart further in (on
 * art of nearly its colour), or not at all.
 */
function behindText(
  fit: { position: number; slope: number; near: number[] },
  seen: BorderScan[],
  positions: number[],
  { gap, least }: { gap: number; least: number },
): boolean {
  const missed = positions.flatMap((p, i) =>
    fit.near.includes(i) ? [] : [p - fit.position - fit.slope * seen[i]!.share],
  );
  const onText = missed.filter((offset) => offset < -gap).length;
  return onText >= least && onText >= TEXT_IN_FRONT * missed.length;
}

/**
 * The deepest of the lines the scans meet one behind another, from `line` in (three at most), that lies behind text
 * and is met by at least MIN_BEHIND_TEXT_SHARE of the scans, or null: the frame behind one line of text or two.
 */
function lastBehindText(
  line: ReturnType<typeof fitAroundMode>,
  seen: BorderScan[],
  positions: number[],
  { tolerance, gap, scans }: { tolerance: number; gap: number; scans: number },
) {
  let deepest: typeof line | null = null;
  for (let next: typeof line | null = line, tries = 0; next && tries < 3; tries++) {
    if (
      next.near.length >= MIN_BEHIND_TEXT_SHARE * scans &&
      behindText(next, seen, positions, { gap, least: MIN_PASSED_SHARE * scans })
    )
      deepest = next;
    next = passedBy(next, seen, positions, { tolerance, gap });
  }
  return deepest;
}

/**
 * A line position = a + b * share through the positions, started from the most common position (so that a run of
 * text in the border, or dark art on some scans, cannot pull it): the mode within `tolerance` samples, then a
 * robust least-squares line through the positions near it. `near` counts the positions within tolerance of it.
 */
function fitAroundMode(shares: number[], positions: number[], tolerance: number) {
  let mode = positions[0]!;
  let best = 0;
  for (const p of positions) {
    const around = positions.filter((q) => Math.abs(q - p) <= tolerance).length;
    // Ties go to the outer position: the border's edge comes before anything printed inside the art.
    if (around > best || (around === best && p < mode)) {
      best = around;
      mode = p;
    }
  }
  const keep = positions.map((p) => Math.abs(p - mode) <= 2 * tolerance);
  const { a, b } = robustLineFit(
    shares.filter((_, i) => keep[i]),
    positions.filter((_, i) => keep[i]),
  );
  const near = positions.flatMap((p, i) => (Math.abs(p - a - b * shares[i]!) <= tolerance ? [i] : []));
  return { position: a, slope: b, near };
}

/**
 * The edge's position from the scans that agree on it, averaged: their colour profiles, each shifted along the
 * fitted line so the edge lines up, are averaged, and the peak of that profile's gradient near the line's middle
 * is the position. One scan's peak leans towards the art, whose texture lifts the gradient on its side; the
 * average keeps the edge and lets the texture cancel.
 */
function alignedPeak(
  scans: BorderScan[],
  fit: { position: number; slope: number },
  count: number,
  colours: number,
  step: number,
) {
  const average = new Float64Array(count * colours);
  for (const { share, profile } of scans) {
    const shift = fit.slope * share;
    for (let k = 0; k < count; k++) {
      const at = Math.min(count - 1.001, Math.max(0, k + shift));
      const k0 = Math.floor(at);
      const t = at - k0;
      for (let c = 0; c < colours; c++)
        average[k * colours + c]! +=
          (profile[k0 * colours + c]! * (1 - t) + profile[(k0 + 1) * colours + c]! * t) / scans.length;
    }
  }
  return peakNear(profileGradient(average, count, colours, step), count, fit.position);
}

/**
 * A faint printed edge: where the colour departs too little from the border's to be seen scan by scan (the thin
 * rule between a modern yellow border and the paler yellow inside it, 10-20 levels), the average of all the scans
 * still shows it, and it runs straight along the side. Past the band, of the peaks of the average profile's
 * gradient (at least MIN_FAINT_STEP) that show on at least `minShare` of the scans, up to the first that shows on
 * FULL_SUPPORT, the strongest; texture inside the art does neither. Not the one shown on the most scans: a yellow
 * card's inner rule has fainter lines a few pixels further in, and which of them shows on a few more scans changed
 * with the camera's turn (the same card read 53.6 and 57.7). `agreement` rises from nothing at MIN_FAINT_SHARE to
 * FAINT_EDGE_DOUBT of the support at FULL_FAINT_SUPPORT. Where the scans' departures already point at an edge, `minShare`
 * is MIN_FAINT_SHARE, so that a card shrunk by a quarter, whose edge shows on 89% of the scans instead of 95%, is
 * not refused where it was measured; where they do not, only an edge on FULL_SUPPORT counts (art reaching the
 * card edge shows short straight runs on 70-90% of the scans).
 */
function straightEdge(
  scans: BorderScan[],
  average: Float64Array,
  at: { from: number; count: number; colours: number; step: number; tolerance: number },
  minShare: number,
) {
  const { from, count, colours, step, tolerance } = at;
  const gradient = profileGradient(average, count, colours, step);
  let best: { position: number; support: number; strength: number } | null = null;
  for (let k = Math.max(3, from + 1); k < count - 4; k++) {
    if (gradient[k]! < MIN_FAINT_STEP || gradient[k]! < gradient[k - 1]! || gradient[k]! < gradient[k + 1]!) continue;
    const position = parabolicPeak(gradient, k);
    const support = edgeSupport(scans, { position, slope: 0 }, count, tolerance);
    if (support < minShare) continue;
    // A straight edge the scans should have seen one by one is not a faint one: a sleeve's gap, the card's own
    // edge inside it, or art the departures could not follow. Nothing further in is the border's edge either.
    const before = [0, 1, 2].map((c) => average[(k - 3) * colours + Math.min(c, colours - 1)]!) as Colour;
    if (distanceAt(average, k + 3, colours, before) >= MIN_DEPARTURE) {
      if (support >= FULL_SUPPORT) break;
      continue;
    }
    if (!best || gradient[k]! > best.strength) best = { position, support, strength: gradient[k]! };
    if (support >= FULL_SUPPORT) break;
  }
  if (!best) return null;
  const ramp = Math.min(1, (best.support - MIN_FAINT_SHARE) / (FULL_FAINT_SUPPORT - MIN_FAINT_SHARE));
  return { peak: peakNear(gradient, count, best.position), agreement: best.support * FAINT_EDGE_DOUBT * ramp };
}

/**
 * The share of scans on which the edge shows where the fitted line puts it: a local peak of the colour gradient
 * within `tolerance` samples of the line, at least a third as strong as the typical peak there. A printed border's
 * edge runs straight along the whole side; where the art next to it has nearly the border's colour the step is
 * smaller but still there, though the colour departs from the border's further in.
 */
function edgeSupport(
  scans: Pick<BorderScan, 'share' | 'gradient'>[],
  fit: { position: number; slope: number },
  count: number,
  tolerance: number,
  stampShare = 0,
): number {
  const peaks = scans.map(({ share, gradient }) => {
    const at = fit.position + fit.slope * share;
    let best = 0;
    for (let k = Math.max(3, Math.ceil(at - tolerance)); k <= Math.min(count - 4, Math.floor(at + tolerance)); k++)
      if (gradient[k]! >= gradient[k - 1]! && gradient[k]! >= gradient[k + 1]!) best = Math.max(best, gradient[k]!);
    return best;
  });
  const typical = median(peaks.filter((p) => p > 0));
  const shows = peaks.map((p) => p > 0 && p >= typical / 3);
  // The longest run of scans without the edge, left out where it is no longer than stampShare of them.
  let longest = 0;
  let run = 0;
  for (const seen of shows) {
    run = seen ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  const stamp = longest <= stampShare * scans.length ? longest : 0;
  return shows.filter(Boolean).length / (scans.length - stamp);
}

function distanceAt(profile: Float64Array, k: number, colours: number, colour: Colour): number {
  let sum = 0;
  for (let c = 0; c < colours; c++) sum += (profile[k * colours + c]! - colour[c]!) ** 2;
  return Math.sqrt(sum);
}

/** A border colour this light on every channel, and this grey, is glare's white (the levels of back_7's glare). */
const GLARE_LIGHT = 190;
const GLARE_GREY = 45;
/**
 * Glare on a side's border: its colour brightens along the side one way (a reflection's falloff: the range of its
 * lightness, smoothed over five scans, is at least GLARE_ONE_WAY of the way it travels; art and a logo running off
 * the card go up and down, 0.45 on a miscut back against 0.79 on back_7's glare) by at least GLARE_RANGE levels, to
 * glare's white on at least GLARE_SHARE of the scans. A white border is white on all of them and never gets here
 * (its colour does not spread).
 */
const GLARE_RANGE = 80;
const GLARE_ONE_WAY = 0.65;
const GLARE_SHARE = 0.1;
function washedOut(scans: { colour: Colour }[]): boolean {
  const white = scans.filter(
    ({ colour }) => Math.min(...colour) >= GLARE_LIGHT && Math.max(...colour) - Math.min(...colour) <= GLARE_GREY,
  ).length;
  const light = scans.map(({ colour }) => lightness(colour));
  const smooth = light.map((_, i) => median(light.slice(Math.max(0, i - 2), i + 3)));
  const range = Math.max(...smooth) - Math.min(...smooth);
  let travel = 0;
  for (let i = 1; i < smooth.length; i++) travel += Math.abs(smooth[i]! - smooth[i - 1]!);
  return white >= GLARE_SHARE * scans.length && range >= GLARE_RANGE && range >= GLARE_ONE_WAY * travel;
}

/**
 * How much the scans' border colours differ, light aside: per channel a robust line along the side takes out an
 * even change of light across the card (a shadow, a lamp to one side); the median distance left is the spread.
 */
function colourSpread(scans: { share: number; colour: Colour }[]): number {
  const shares = scans.map((scan) => scan.share);
  const residuals = scans.map(() => 0);
  for (let c = 0; c < 3; c++) {
    const values = scans.map((scan) => scan.colour[c]!);
    const { a, b } = robustLineFit(shares, values);
    values.forEach((value, i) => (residuals[i]! += (value - a - b * shares[i]!) ** 2));
  }
  return median(residuals.map(Math.sqrt));
}

/**
 * A silver band shines: along Drowzee's sides its lightness runs from 160 to 250 levels (a colour spread of 23-34)
 * while it stays pale and neutral, and changes smoothly from one scan to the next. So a band whose colour spreads is
 * still a border where it is pale all along (the channels' mean at least SILVER_LIGHT on 9 scans in 10: a sleeve's
 * grey rim, 90-121 on the sleeved Yu-Gi-Oh! photos, is not, nor a black border that a lamp's glare pales over part of
 * its length), neutral (its median colour's channels within SILVER_GREY: a coloured border under a glare turns
 * towards white, and a sleeved synthetic card's blue one was read 8 points off so) and smooth: each scan within
 * SHEEN_GRAIN (levels, the median over the side) of the median of its LOCAL_SCANS neighbours. Drowzee's bands:
 * 0.9-3.0; art running to a full-art card's edge: 8.5-25.
 */
const SILVER_LIGHT = 140;
const SILVER_GREY = 30;
const SHEEN_GRAIN = 5;
const LOCAL_SCANS = 7;
function shines(scans: { colour: Colour }[]): boolean {
  const light = scans.map(({ colour }) => lightness(colour)).sort((a, b) => a - b);
  const colour = medianColour(scans.map((scan) => scan.colour));
  return (
    light[Math.floor(light.length / 10)]! >= SILVER_LIGHT &&
    Math.max(...colour) - Math.min(...colour) <= SILVER_GREY &&
    localSpread(scans) <= SHEEN_GRAIN
  );
}

/** How far the scans' border colours lie from the median of their LOCAL_SCANS neighbours along the side (median). */
function localSpread(scans: { colour: Colour }[]): number {
  const half = Math.floor(LOCAL_SCANS / 2);
  const residuals = scans.map((scan, i) => {
    const near = scans.slice(Math.max(0, i - half), i + half + 1);
    let sum = 0;
    for (let c = 0; c < 3; c++) sum += (scan.colour[c]! - median(near.map((n) => n.colour[c]!))) ** 2;
    return Math.sqrt(sum);
  });
  return median(residuals);
}
