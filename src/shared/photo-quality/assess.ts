import { detectCentering, type PixelBuffer } from '../centering/detector/index.js';
import { cardRegion, focusMeasure, frameRegion, glareShare, toGray, type Region } from './metrics.js';
import { MAX_GLARE, MIN_FILL, MIN_FOCUS, MIN_SHORT_SIDE_PX } from './thresholds.js';

/** What was measured on one photo. Pixel sizes are in the original photo's pixels. */
export type PhotoQuality = {
  /** The card's short side when the detector found it, else the photo's short side (an upper bound). */
  shortSidePx: number;
  /** True when shortSidePx is the card's own, measured from the detector's outer box. */
  cardMeasured: boolean;
  /** Card area over frame area; null when the card was not found. */
  fill: number | null;
  focus: number;
  glare: number;
  /** The detector's confidence and whether it found the card's edge at all; null when it was not run. */
  detection: { confidence: number; edgeFound: boolean } | null;
};

export type QualityIssue = 'resolution' | 'blur' | 'glare' | 'fill' | 'edges';

/**
 * Where focus and glare are measured. Focus: the card and a little around it, so that the card's own edge, the
 * one step every card has and what the grader zooms in on, is in; without the card, nearly the whole frame, so
 * that its edge is in wherever it lies (the sharpest edges decide, so background does no harm). Glare: inside
 * the card, clear of its edge; without the card, the middle of the frame, where it usually is.
 */
const FOCUS_MARGIN = 0.03;
const FOCUS_FRAME = 0.96;
const GLARE_INSET = 0.04;
const GLARE_FRAME = 0.5;

/** The regions focus and glare are measured in, given where the card is (null: not found). */
export function checkRegions(image: { width: number; height: number }, card: Region | null) {
  return {
    focus: card ? cardRegion(card, FOCUS_MARGIN) : frameRegion(image, FOCUS_FRAME),
    glare: card ? cardRegion(card, -GLARE_INSET) : frameRegion(image, GLARE_FRAME),
  };
}

/**
 * Measures a photo. `image` may be a downscaled copy: `scale` is original pixels per image pixel. The detector
 * (front and back only) is slow, so it runs only with `detect`; without it the card is looked for in the middle.
 */
export function assessPhoto(image: PixelBuffer, options: { scale: number; detect: boolean }): PhotoQuality {
  // The card's size is judged in the original photo's pixels, which the grader sees, not in the copy's.
  const detection = options.detect ? detectCentering(image, { scale: options.scale }) : null;
  // A card whose borders were refused was still found: its size and place in the frame are known.
  const found = detection && (detection.ok ? detection : detection.card);
  const card = found ? { box: found.outer, angleDeg: found.angleDeg } : null;
  return {
    ...measurePhoto(image, card, options.scale),
    detection: detection && {
      confidence: detection.confidence,
      // The other refusals (a borderless card, a faint inner border, a card too small: the size warnings say
      // that) still found the card: no edge to fix.
      edgeFound: detection.ok || detection.card !== undefined,
    },
  };
}

/**
 * The measurements with the card where `card` says (its outer box in its own frame and its turn, as the detector
 * gives them), or not found (null). assessPhoto's second half, apart for the benchmarks on hand-marked cards.
 */
export function measurePhoto(image: PixelBuffer, card: Region | null, scale: number): Omit<PhotoQuality, 'detection'> {
  const shortSide = card ? Math.min(card.box.width, card.box.height) : Math.min(image.width, image.height);
  const regions = checkRegions(image, card);
  return {
    shortSidePx: Math.round(shortSide * scale),
    cardMeasured: card !== null,
    fill: card ? (card.box.width * card.box.height) / (image.width * image.height) : null,
    focus: focusMeasure(toGray(image), regions.focus),
    glare: glareShare(image, regions.glare),
  };
}

/** The problems worth telling the collector about, most important first. */
export function qualityIssues(quality: PhotoQuality): QualityIssue[] {
  const issues: QualityIssue[] = [];
  if (quality.focus < MIN_FOCUS) issues.push('blur');
  if (quality.glare > MAX_GLARE) issues.push('glare');
  if (quality.detection && !quality.detection.edgeFound) issues.push('edges');
  if (quality.fill !== null && quality.fill < MIN_FILL) issues.push('fill');
  if (quality.shortSidePx < MIN_SHORT_SIDE_PX) issues.push('resolution');
  return issues;
}
