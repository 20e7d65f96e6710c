import type { Homography } from './geometry.js';
import { sidePath, type InsideEdge, type Side } from './inner-border.js';
import { median, robustLineFit, scanColours } from './profiles.js';
import { parabolicPeak, profileGradient } from './sampling.js';
import type { PixelBuffer } from './types.js';

const SCANS = 32;
/**
 * A deck sleeve with an opaque back shows as a dark rim round the card, 1-4% of the card width on each side (seen on
 * the real photos of Yu-Gi-Oh! cards in sleeves: 2-3.5%). Nearer than MIN_RIM_SHARE is the outline's own blur.
 */
const MIN_RIM_SHARE = 0.008;
const MAX_RIM_SHARE = 0.05;
/** The rim is dark: its median brightness (0-255) stays under this. Sleeves seen: 10-60, with a sheen near the rim. */
const MAX_RIM_LIGHT = 80;
/** The card inside is brighter than the rim by at least this much across its edge (brightness levels). */
const MIN_STEP = 15;
/** Share of scans that must place the card edge on one straight line: a card's cut edge is straight. */
const MIN_CONSISTENCY = 0.5;
const TOLERANCE_PX = 1.5;

/**
 * The depth (card-frame px from the outline) of the card's own edge inside a dark sleeve on one side, or null where
 * the side shows no dark rim ending in one straight, brighter edge. Only asked when the outline's band is not a
 * printed border: a sleeve's rim darkens towards the card (its sheen), so it is not one plain colour.
 */
export function findSleeveRim(
  image: PixelBuffer,
  cardToImage: Homography,
  size: { width: number; height: number },
  side: Side,
): InsideEdge | null {
  const step = Math.max(1, size.width / 1500);
  const first = Math.ceil((MIN_RIM_SHARE * size.width) / step);
  const count = Math.ceil((MAX_RIM_SHARE * size.width) / step) + 8;
  const colours = image.channels === 1 ? 1 : 3;
  const sideLength = side === 'left' || side === 'right' ? size.height : size.width;
  const shares: number[] = [];
  const positions: number[] = [];
  const rimLight: number[] = [];
  for (let s = 0; s < SCANS; s++) {
    const share = (s + 0.5) / SCANS;
    const profile = scanColours(
      image,
      sidePath(cardToImage, size, side, sideLength * (0.2 + 0.6 * share)),
      0,
      count,
      step,
      3,
    );
    if (!profile) continue;
    const light = (k: number) => {
      let sum = 0;
      for (let c = 0; c < colours; c++) sum += profile[k * colours + c]!;
      return sum / colours;
    };
    const gradient = profileGradient(profile, count, colours, step);
    let best = -1;
    for (let k = first; k < count - 4; k++)
      if (light(k + 3) - light(k - 3) >= MIN_STEP && (best < 0 || gradient[k]! > gradient[best]!)) best = k;
    if (best < 0) continue;
    const inside: number[] = [];
    for (let k = 2; k < best - 2; k++) inside.push(light(k));
    shares.push(share - 0.5);
    positions.push(parabolicPeak(gradient, best));
    rimLight.push(median(inside));
  }
  if (positions.length < MIN_CONSISTENCY * SCANS) return null;
  const line = straightestLine(shares, positions, Math.max(TOLERANCE_PX, step) / step);
  if (line.near.length < MIN_CONSISTENCY * SCANS) return null;
  if (median(line.near.map((i) => rimLight[i]!)) > MAX_RIM_LIGHT) return null;
  // The scans span 0.2-0.8 of the side: the line's depth at the side's two ends.
  return { start: (line.a - line.b / 1.2) * step, end: (line.a + line.b / 1.2) * step };
}

/**
 * The line position = a + b * share through the most positions within `tolerance` (every pair of positions tried,
 * then least squares through those near the best): a card can sit a little askew in its sleeve, so its edge is not
 * parallel to the sleeve's, and some scans meet the art's edges instead.
 */
function straightestLine(shares: number[], positions: number[], tolerance: number) {
  const nearOf = (a: number, b: number) =>
    positions.flatMap((p, i) => (Math.abs(p - a - b * shares[i]!) <= tolerance ? [i] : []));
  let best: number[] = [];
  for (let i = 0; i < positions.length; i++)
    for (let j = i + 1; j < positions.length; j++) {
      if (shares[j] === shares[i]) continue;
      const b = (positions[j]! - positions[i]!) / (shares[j]! - shares[i]!);
      const near = nearOf(positions[i]! - b * shares[i]!, b);
      if (near.length > best.length) best = near;
    }
  const { a, b } = robustLineFit(
    best.map((i) => shares[i]!),
    best.map((i) => positions[i]!),
  );
  return { a, b, near: nearOf(a, b) };
}
