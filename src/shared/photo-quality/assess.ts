import { detectCentering, type Box, type PixelBuffer } from '../detector/index.js';
import { focusMeasure, glareShare, regionOf, toGray } from './metrics.js';
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
 * Measures a photo. `image` may be a downscaled copy: `scale` is original pixels per image pixel. The detector
 * (front and back only) is slow, so it runs only with `detect`; without it the card is looked for in the middle.
 */
export function assessPhoto(image: PixelBuffer, options: { scale: number; detect: boolean }): PhotoQuality {
  const detection = options.detect ? detectCentering(image) : null;
  const card: Box | null = detection?.ok ? detection.outer : null;
  const region = regionOf(image, card);
  const shortSide = card ? Math.min(card.width, card.height) : Math.min(image.width, image.height);
  return {
    shortSidePx: Math.round(shortSide * options.scale),
    cardMeasured: card !== null,
    fill: card ? (card.width * card.height) / (image.width * image.height) : null,
    focus: focusMeasure(toGray(image), region),
    glare: glareShare(image, region),
    detection: detection && {
      confidence: detection.confidence,
      // The other refusals (a borderless card, a faint inner border) still found the card: nothing to fix.
      edgeFound: detection.ok || !/card edge not found|too small/.test(detection.reason),
    },
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
