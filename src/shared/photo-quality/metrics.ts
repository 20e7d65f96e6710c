import type { Box, PixelBuffer } from '../centering/detector/index.js';

/** A grayscale copy at a fixed working scale; `factor` buffer pixels per gray pixel. */
export type Gray = { width: number; height: number; data: Float32Array; factor: number };

/**
 * Long side the focus measure works at: edge widths are counted in these pixels. The submit screen's copy (1200 px
 * long side) is measured as it is. At half that size, as before, the sharpest edges of a real photo blurred
 * plainly (Gaussian sigma 4 px at 1200) were as narrow as those of the synthetic set's sharp photos, which are
 * rendered slightly soft; real photos, shrunk from many more pixels, are sharp to the pixel at 1200, so a blur
 * shows there in full.
 */
const ANALYSIS_LONG_SIDE = 1200;

const lumaAt = (image: PixelBuffer, at: number) =>
  image.channels === 1
    ? image.data[at]!
    : 0.299 * image.data[at]! + 0.587 * image.data[at + 1]! + 0.114 * image.data[at + 2]!;

/** Exact block average (every pixel read): averaging, unlike sampling, keeps aliasing out of the focus measure. */
export function toGray(image: PixelBuffer): Gray {
  const factor = Math.max(1, Math.round(Math.max(image.width, image.height) / ANALYSIS_LONG_SIDE));
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Float32Array(width * height);
  for (let y = 0; y < height * factor; y++) {
    const row = Math.floor(y / factor) * width;
    for (let x = 0; x < width * factor; x++)
      data[row + Math.floor(x / factor)]! += lumaAt(image, (y * image.width + x) * image.channels);
  }
  for (let i = 0; i < data.length; i++) data[i]! /= factor * factor;
  return { width, height, data, factor };
}

/**
 * A part of the photo in buffer pixels: `box` turned by `angleDeg` (clockwise on screen) around its centre. The
 * detector gives the card's outer box in the card's de-rotated frame with the turn that lays it over the card;
 * taken as an upright box instead, a card turned 40 degrees would bring in a fifth of its area in background.
 */
export type Region = { box: Box; angleDeg: number };

/** The card's region grown by `margin` of its size on each side (shrunk when `margin` is negative). */
export function cardRegion(card: Region, margin: number): Region {
  const { x, y, width, height } = card.box;
  const box = {
    x: x - width * margin,
    y: y - height * margin,
    width: width * (1 + 2 * margin),
    height: height * (1 + 2 * margin),
  };
  return { box, angleDeg: card.angleDeg };
}

/** The middle of the frame, `share` of its width and height, upright: where to look when the card was not found. */
export function frameRegion(image: { width: number; height: number }, share: number): Region {
  const box = {
    x: (image.width * (1 - share)) / 2,
    y: (image.height * (1 - share)) / 2,
    width: image.width * share,
    height: image.height * share,
  };
  return { box, angleDeg: 0 };
}

/**
 * Visits every pixel of a grid `factor` buffer pixels to the pixel (1: the buffer itself) whose centre lies in the
 * region, keeping `keep` grid pixels away from the grid's edges.
 */
function forEachIn(
  region: Region,
  grid: { width: number; height: number; factor: number },
  keep: number,
  visit: (x: number, y: number) => void,
) {
  const { box, angleDeg } = region;
  const f = grid.factor;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const [halfW, halfH] = [box.width / 2, box.height / 2];
  const cos = Math.cos((angleDeg * Math.PI) / 180);
  const sin = Math.sin((angleDeg * Math.PI) / 180);
  const reachX = Math.abs(halfW * cos) + Math.abs(halfH * sin);
  const reachY = Math.abs(halfW * sin) + Math.abs(halfH * cos);
  const x0 = Math.max(keep, Math.floor((cx - reachX) / f));
  const x1 = Math.min(grid.width - 1 - keep, Math.ceil((cx + reachX) / f));
  const y0 = Math.max(keep, Math.floor((cy - reachY) / f));
  const y1 = Math.min(grid.height - 1 - keep, Math.ceil((cy + reachY) / f));
  for (let y = y0; y <= y1; y++) {
    const dy = (y + 0.5) * f - cy;
    for (let x = x0; x <= x1; x++) {
      const dx = (x + 0.5) * f - cx;
      // The pixel in the box's own frame: turned back by angleDeg around the centre.
      if (Math.abs(dx * cos + dy * sin) <= halfW && Math.abs(dy * cos - dx * sin) <= halfH) visit(x, y);
    }
  }
}

/** Below this slope (gray levels per working pixel) a pixel is shading or noise, not an edge. */
const MIN_SLOPE = 2;
/** An edge must step by this many gray levels at least: noise grain and JPEG blocks do not. */
const MIN_STEP = 20;
/** The walk across an edge ends where the slope falls under this share of the edge's own: its foot. */
const FOOT_SLOPE = 0.15;
/**
 * ... or where the slope grows again, by this share of the edge's own or RISE_LEVELS gray levels (noise): the
 * walk has reached the next feature, and a step beside a long ramp of artwork must not be measured with it.
 */
const RISE_AGAIN = 0.1;
const RISE_LEVELS = 2;
/** Longest walk either side of an edge, working pixels: a blur wider than this is plain anyway. */
const MAX_WALK = 20;
/** Share of the edges, the sharpest, whose width decides. */
const SHARPEST = 0.05;
/** Fewer edges than this in one direction say nothing about it. */
const MIN_EDGES = 20;
/** Edge widths are counted in bins this wide (working pixels), up to WIDTH_BINS of them. */
const BIN = 0.02;
const WIDTH_BINS = 2000;

/**
 * Focus: 1 over the width, in working pixels, of the sharpest edges in the region (gray at the working scale,
 * region in buffer pixels). Each edge pixel (the steepest point across an edge) is walked across, along the row
 * or column nearest the gradient, to both feet of the edge; its width is the step it makes over its peak slope,
 * about 1.5-2 for a sharp step and 2.5 sigma for a step blurred by a Gaussian of sigma (above 1 px).
 *
 * The width that 5% of the edges are under is taken, in the horizontal and vertical directions apart, and the
 * wider of the two decides (a shaken photo is blurred along one direction). The sharpest edges, because how many
 * soft edges a card has is its artwork's affair (smooth shading, gradients, the synthetic set's sinusoids), while
 * a card in focus always shows some sharp ones: text, rules, its own edge. Measuring widths, not the Laplacian's
 * energy, keeps noise, JPEG texture and the artwork's busyness out of it: the earlier ratio of the Laplacian's to
 * the gradient's energy scored sharp real photos 3-12 times the synthetic ones (1.6-6.3 against a median of 0.51),
 * and real photos blurred with a Gaussian of sigma 6 px as high as sharp synthetic ones (0.10-0.16, and 0.15-0.48
 * with a phone's noise and JPEG, against a synthetic p10 of 0.26): no threshold suited both.
 * Returns 0 when the region shows no edge at all, as a photo blurred past recognition does.
 */
export function focusMeasure(gray: Gray, region: Region): number {
  const { data, width, height } = gray;
  const slope2 = new Float32Array(data.length); // squared slope, central differences
  for (let y = 1; y < height - 1; y++) {
    for (let at = y * width + 1; at < (y + 1) * width - 1; at++) {
      const gx = (data[at + 1]! - data[at - 1]!) / 2;
      const gy = (data[at + width]! - data[at - width]!) / 2;
      slope2[at] = gx * gx + gy * gy;
    }
  }
  const bins = [new Uint32Array(WIDTH_BINS), new Uint32Array(WIDTH_BINS)]; // edges crossed along rows, columns
  forEachIn(region, gray, 2, (x, y) => {
    const at = y * width + x;
    const peak2 = slope2[at]!;
    if (peak2 < MIN_SLOPE * MIN_SLOPE) return;
    const gx = data[at + 1]! - data[at - 1]!;
    const gy = data[at + width]! - data[at - width]!;
    const alongRow = Math.abs(gx) >= Math.abs(gy);
    const step = alongRow ? 1 : width;
    if (peak2 < slope2[at - step]! || peak2 <= slope2[at + step]!) return; // not the steepest point across
    const peak = Math.sqrt(peak2);
    const rising = (alongRow ? gx : gy) > 0 ? 1 : -1;
    const foot = FOOT_SLOPE * peak;
    const again = Math.max(RISE_AGAIN * peak, RISE_LEVELS);
    // To each foot of the edge: forward (the way the gray rises), then back.
    const ahead = Math.min(MAX_WALK, alongRow ? width - 1 - x : height - 1 - y);
    let forward = 0;
    for (let last = Infinity; forward < ahead; forward++) {
      const from = at + forward * step;
      const rise = (data[from + step]! - data[from]!) * rising;
      if (rise <= foot || rise > last + again) break;
      last = rise;
    }
    const behind = Math.min(MAX_WALK, alongRow ? x : y);
    let back = 0;
    for (let last = Infinity; back < behind; back++) {
      const from = at - back * step;
      const rise = (data[from]! - data[from - step]!) * rising;
      if (rise <= foot || rise > last + again) break;
      last = rise;
    }
    const rise = Math.abs(data[at + forward * step]! - data[at - back * step]!);
    if (rise >= MIN_STEP) bins[alongRow ? 0 : 1]![Math.min(WIDTH_BINS - 1, Math.floor(rise / peak / BIN))]!++;
  });
  const sharpest = bins.map((counts) => {
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (total < MIN_EDGES) return null;
    let below = 0;
    for (let bin = 0; bin < WIDTH_BINS; bin++) {
      below += counts[bin]!;
      if (below > SHARPEST * (total - 1)) return (bin + 0.5) * BIN;
    }
    return null;
  });
  const widths = sharpest.filter((width) => width !== null);
  return widths.length === 0 ? 0 : 1 / Math.max(...widths);
}

/** A pixel is clipped when even its darkest channel is at the top of the range: light washed the print out. */
const CLIPPED_LEVEL = 250;

/**
 * Near-white: what links clipped background to the photo's edge. A white sheet exposed to white is clipped in
 * patches, with specks of 245-249 between them; the flood must cross those, not the card's print.
 */
const BACKGROUND_LEVEL = 245;

/**
 * Glare: the share of the region's pixels that are clipped highlights, 0 to 1 (region in buffer pixels). Clipped
 * pixels linked to the photo's edge through near-white ones (8-neighbours) are not counted: that is lit background
 * (white paper exposed to white, as in half the real set), not a reflection on the card, which print surrounds.
 * It matters most when the card was not found and the region is the middle of the frame, half paper on those
 * photos: 0.33-0.71 of it counted as glare before. It also keeps out background where a found card's box strays
 * past the card. The price: glare that runs off the card into white background, or off the photo on a card that
 * fills it, goes uncounted.
 *
 * A clipped pixel counts only inside a near-white patch at least 3 px across (see `inFullBlocks`): a phone
 * sharpens its photos, and beside dark print on a white card the overshoot clips in halos a pixel wide, and white
 * print exposed near the top of the range clips in specks. Counted whole, they warned of glare on two clean Magic
 * photos (0.017 and 0.011 of the card). The patch is near-white, not clipped, because sensor noise leaves unclipped
 * pixels (245-249) all through a reflection; a patch of clipped pixels alone kept 70% of a real holo's glare and a
 * third of a noisy synthetic reflection's.
 */
export function glareShare(image: PixelBuffer, region: Region): number {
  const { data, channels, width, height } = image;
  const [NEAR_WHITE, CLIPPED, BACKGROUND] = [1, 2, 3];
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) {
    const at = i * channels;
    const darkest = channels === 1 ? data[at]! : Math.min(data[at]!, data[at + 1]!, data[at + 2]!);
    mask[i] = darkest >= CLIPPED_LEVEL ? CLIPPED : darkest >= BACKGROUND_LEVEL ? NEAR_WHITE : 0;
  }
  const inPatch = inFullBlocks(mask, width, height);
  const stack = new Int32Array(mask.length);
  let top = 0;
  const reach = (i: number) => {
    if (mask[i] === CLIPPED || mask[i] === NEAR_WHITE) {
      mask[i] = BACKGROUND;
      stack[top++] = i;
    }
  };
  for (let x = 0; x < width; x++) {
    reach(x);
    reach((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    reach(y * width);
    reach(y * width + width - 1);
  }
  while (top > 0) {
    const i = stack[--top]!;
    const x = i % width;
    const [left, right] = [x > 0, x < width - 1];
    for (const row of [i - width, i, i + width]) {
      if (row < 0 || row >= mask.length) continue;
      if (left) reach(row - 1);
      reach(row);
      if (right) reach(row + 1);
    }
  }
  let glare = 0;
  let count = 0;
  forEachIn(region, { width, height, factor: 1 }, 0, (x, y) => {
    const at = y * width + x;
    if (mask[at] === CLIPPED && inPatch[at]) glare++;
    count++;
  });
  return count === 0 ? 0 : glare / count;
}

/**
 * Which pixels lie in a 3x3 block of pixels that are all set (non-zero) in `mask`: a morphological opening. A patch
 * keeps its whole area; specks and lines one or two pixels wide go. Eroded, then grown back, each in two passes
 * (along rows, then columns), so that each pixel is read a handful of times.
 */
export function inFullBlocks(mask: Uint8Array, width: number, height: number): Uint8Array {
  const rowOfThree = new Uint8Array(mask.length); // the pixel and both its row neighbours are set
  for (let y = 0; y < height; y++)
    for (let at = y * width + 1; at < (y + 1) * width - 1; at++)
      rowOfThree[at] = mask[at - 1] && mask[at] && mask[at + 1] ? 1 : 0;
  const centres = new Uint8Array(mask.length); // centres of a full 3x3 block
  for (let at = width; at < mask.length - width; at++)
    centres[at] = rowOfThree[at - width]! & rowOfThree[at]! & rowOfThree[at + width]!;
  const besideCentre = new Uint8Array(mask.length); // a centre in the pixel's row, one pixel away at most
  for (let y = 0; y < height; y++)
    for (let x = 0, at = y * width; x < width; x++, at++)
      besideCentre[at] = (x > 0 ? centres[at - 1]! : 0) | centres[at]! | (x < width - 1 ? centres[at + 1]! : 0);
  const blocks = new Uint8Array(mask.length);
  for (let at = 0; at < mask.length; at++)
    blocks[at] =
      (at >= width ? besideCentre[at - width]! : 0) |
      besideCentre[at]! |
      (at < mask.length - width ? besideCentre[at + width]! : 0);
  return blocks;
}
