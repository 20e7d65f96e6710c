import type { SmallImage } from './downscale.js';

/** The two families of card edges: lines within MAX_TILT of vertical (left, right) or horizontal (top, bottom). */
export type Family = 'vertical' | 'horizontal';

/** A straight line in the small image: normal (cos t, sin t) for vertical lines, (-sin t, cos t) for horizontal. */
export type LinePeak = { family: Family; tiltDeg: number; rho: number; votes: number };

/** Lines are searched within this of the turn being tried (see dominantTurns); the rest is left to other turns. */
export const MAX_TILT_DEG = 12;
const BIN_DEG = 0.5;
const TILT_BINS = (2 * MAX_TILT_DEG) / BIN_DEG + 1;
/** A pixel votes for tilts within this of its own gradient direction (Sobel directions scatter by about 2 degrees). */
const VOTE_SPREAD_DEG = 2;
/** Sobel response below which a pixel is no edge: a 25-level step blurred over two pixels still gives about 50. */
const MIN_SOBEL = 20;
// Striped backgrounds and the text lines inside a card add many lines; the card's own edges, long but faint where
// a yellow border meets white paper, were not among the strongest 16 of a real photo. 40 leave room for them.
const PEAKS_PER_FAMILY = 40;
const PEAK_SEPARATION_PX = 4;
const PEAK_SEPARATION_DEG = 1;

/** Thinned edge pixels: 1 where a vertical-family edge passes, 2 for horizontal, 0 elsewhere. */
export type EdgeMap = {
  width: number;
  height: number;
  kind: Uint8Array;
  gx: Float32Array;
  gy: Float32Array;
  magnitude: Float32Array;
};

export function edgeMap(image: SmallImage): EdgeMap {
  const { width, height } = image;
  const gx = new Float32Array(width * height);
  const gy = new Float32Array(width * height);
  const magnitude = new Float32Array(width * height);
  // Per pixel, the colour channel with the strongest Sobel response gives the gradient (as colour Canny does).
  for (const data of image.planes) {
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x;
        // Outside a turned photo (NaN, up to two fifths of a turned copy) there is no edge: a pixel there has a
        // neighbour there too, as the photo's part of the copy is convex, and its Sobel response is NaN anyway.
        if (data[i] !== data[i]) continue;
        const a = data[i - width - 1]!,
          b = data[i - width]!,
          c = data[i - width + 1]!;
        const d = data[i - 1]!,
          f = data[i + 1]!;
        const g = data[i + width - 1]!,
          h = data[i + width]!,
          k = data[i + width + 1]!;
        const sx = c + 2 * f + k - a - 2 * d - g;
        const sy = g + 2 * h + k - a - 2 * b - c;
        const m = Math.sqrt(sx * sx + sy * sy); // Math.hypot is several times slower
        // NaN (outside a turned photo) fails this test and leaves the pixel without an edge.
        if (m > magnitude[i]!) {
          gx[i] = sx;
          gy[i] = sy;
          magnitude[i] = m;
        }
      }
    }
  }
  const kind = new Uint8Array(width * height);
  const maxTilt = Math.tan(((MAX_TILT_DEG + VOTE_SPREAD_DEG) * Math.PI) / 180);
  for (let y = 2; y < height - 2; y++) {
    for (let x = 2; x < width - 2; x++) {
      const i = y * width + x;
      const m = magnitude[i]!;
      if (m < MIN_SOBEL) continue;
      const ax = Math.abs(gx[i]!);
      const ay = Math.abs(gy[i]!);
      // Thin to one pixel across the edge (non-maximum suppression along the dominant gradient axis).
      if (ax >= ay) {
        if (ay > ax * maxTilt || m < magnitude[i - 1]! || m < magnitude[i + 1]!) continue;
        kind[i] = 1;
      } else {
        if (ax > ay * maxTilt || m < magnitude[i - width]! || m < magnitude[i + width]!) continue;
        kind[i] = 2;
      }
    }
  }
  return { width, height, kind, gx, gy, magnitude };
}

/**
 * The turns (degrees, in [-45, 45)) of the strongest families of straight edges: a card's four sides, its artwork
 * frame and its text all share one turn modulo 90 degrees, so the card's turn is among the first few. A histogram
 * of gradient directions modulo 90, weighted by strength, smoothed over a few degrees. `weight` is each turn's
 * share of the strongest direction's (1 for the strongest).
 */
export function dominantTurns(
  edges: EdgeMap,
  count: number,
  separation = 2 * MAX_TILT_DEG - 4,
): { turn: number; weight: number }[] {
  const { width, height, gx, gy, magnitude } = edges;
  const bins = new Float64Array(90);
  for (let i = 0; i < width * height; i++) {
    const m = magnitude[i]!;
    if (m < MIN_SOBEL) continue;
    // The direction modulo 90 degrees: atan's half turn is as good as atan2's whole one, and far cheaper (this
    // loop reads every pixel of the small photo).
    let degrees = (Math.atan(gy[i]! / gx[i]!) * 180) / Math.PI + 90;
    if (degrees >= 90) degrees -= 90;
    bins[Math.floor(degrees + 0.5) % 90]! += Math.min(m, 4 * MIN_SOBEL);
  }
  const smooth = new Float64Array(90);
  for (let b = 0; b < 90; b++) for (let d = -2; d <= 2; d++) smooth[b]! += bins[(b + d + 90) % 90]! * (3 - Math.abs(d));
  const turns: { turn: number; weight: number }[] = [];
  const order = [...smooth.keys()].sort((a, b) => smooth[b]! - smooth[a]!);
  const strongest = smooth[order[0]!]! || 1;
  for (const bin of order) {
    if (turns.length === count) break;
    const turn = bin >= 45 ? bin - 90 : bin;
    const gap = (t: number) => Math.min(Math.abs(t - turn), 90 - Math.abs(t - turn));
    if (turns.some((t) => gap(t.turn) < separation)) continue;
    turns.push({ turn, weight: smooth[bin]! / strongest });
  }
  return turns;
}

/**
 * Hough voting restricted to near-axis lines; returns the strongest separated lines of one family (rho measured from
 * the image's top-left corner). `centred`: the votes are cast about the image's centre instead. About the corner, a
 * line far from it moves by several pixels of rho per half degree of tilt, so two parallel lines a few pixels apart
 * (a card's edge and the frame just inside its black border) make crossing ridges of votes, and the weaker, the card's
 * faint edge against a dark table, is no peak (Magic's Fleeting Spirit on a grey desk: its top edge 15 px outside
 * the frame, 4 px in the small copy). About the centre, near where the card lies, they stay apart. The search uses the
 * corner's lines first: on the Magic photos the centre's took a card's shadow for its left edge, and a frame for the
 * outline where the card was found only by the slanted search (see CardOutline.larger for where the centre's serve).
 */
export function lineCandidates(edges: EdgeMap, family: Family, centred = false): LinePeak[] {
  const { width, height, kind, gx, gy } = edges;
  const wanted = family === 'vertical' ? 1 : 2;
  const reach = Math.ceil(Math.hypot(width, height));
  const span = 2 * reach + 1;
  const votes = new Float32Array(TILT_BINS * span);
  const cos = Array.from({ length: TILT_BINS }, (_, b) => Math.cos(((b * BIN_DEG - MAX_TILT_DEG) * Math.PI) / 180));
  const sin = Array.from({ length: TILT_BINS }, (_, b) => Math.sin(((b * BIN_DEG - MAX_TILT_DEG) * Math.PI) / 180));
  const spread = Math.round(VOTE_SPREAD_DEG / BIN_DEG);
  const cx = centred ? width / 2 : 0;
  const cy = centred ? height / 2 : 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (kind[i] !== wanted) continue;
      const tilt = family === 'vertical' ? Math.atan(gy[i]! / gx[i]!) : Math.atan(-gx[i]! / gy[i]!);
      const centre = Math.round(((tilt * 180) / Math.PI + MAX_TILT_DEG) / BIN_DEG);
      const px = x + 0.5 - cx;
      const py = y + 0.5 - cy;
      for (let b = Math.max(0, centre - spread); b <= Math.min(TILT_BINS - 1, centre + spread); b++) {
        const rho = family === 'vertical' ? px * cos[b]! + py * sin[b]! : py * cos[b]! - px * sin[b]!;
        votes[b * span + Math.round(rho) + reach]! += 1;
      }
    }
  }
  // Measured from the corner again, as every caller reads rho.
  return strongestPeaks(votes, span, reach, family).map((peak) => {
    const t = (peak.tiltDeg * Math.PI) / 180;
    const shift = family === 'vertical' ? cx * Math.cos(t) + cy * Math.sin(t) : cy * Math.cos(t) - cx * Math.sin(t);
    return { ...peak, rho: peak.rho + shift };
  });
}

function strongestPeaks(votes: Float32Array, span: number, reach: number, family: Family): LinePeak[] {
  // Sum three neighbouring offsets: an edge between two offset bins splits its votes.
  const score = (b: number, r: number) => votes[b * span + r - 1]! + votes[b * span + r]! + votes[b * span + r + 1]!;
  const found: LinePeak[] = [];
  for (let b = 0; b < TILT_BINS; b++) {
    for (let r = 2; r < span - 2; r++) {
      const value = score(b, r);
      if (value < 20) continue;
      let isPeak = true;
      for (let db = -1; db <= 1 && isPeak; db++) {
        if (b + db < 0 || b + db >= TILT_BINS) continue;
        for (let dr = -1; dr <= 1; dr++) if ((db || dr) && score(b + db, r + dr) > value) isPeak = false;
      }
      if (isPeak) found.push({ family, tiltDeg: b * BIN_DEG - MAX_TILT_DEG, rho: r - reach, votes: value });
    }
  }
  found.sort((a, b) => b.votes - a.votes);
  const kept: LinePeak[] = [];
  for (const peak of found) {
    // A peak next to a stronger one is the same line only if it also runs the same way: a background line crossing
    // the card's edge at a slight angle must not hide it.
    const same = (k: LinePeak) =>
      Math.abs(k.rho - peak.rho) < PEAK_SEPARATION_PX && Math.abs(k.tiltDeg - peak.tiltDeg) <= PEAK_SEPARATION_DEG;
    if (kept.some(same)) continue;
    kept.push(peak);
    if (kept.length === PEAKS_PER_FAMILY) break;
  }
  return kept;
}
