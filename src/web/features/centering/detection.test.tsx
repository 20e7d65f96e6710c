import { describe, expect, it } from 'vitest';
import type { Corners } from '../../../shared/centering/perspective';
import type { Boxes } from '../../../shared/centering/boxes';
import { rotatePoint } from '../../../shared/centering/rotation';
import { imagePx, imageRect, rectCenter, screenPx, type ImagePoint } from '../../../shared/centering/units';
import {
  CARD_EDGE_UNCLEAR,
  detectCentering,
  FULL_ART,
  SLEEVE,
  UNLIKE_THE_OTHERS,
} from '../../../shared/centering/detector';
import { applyHomography, homographyFrom, type Vec } from '../../../shared/centering/detector/geometry';
import { renderScene } from '../../../../tests/synth/render';
import { CARD_MM, randomScene, type CardScene } from '../../../../tests/synth/scene';
import { detectionMessage, placeDetection, refusedOutline } from './detection';
import { initialToolState, toolReducer } from './tool-state';

const limits = { bounds: imageRect(0, 0, 1000, 800), margin: imagePx(10), minSide: imagePx(20) };
const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

/** A card turned by exactly `scene.angleDeg` with no perspective, so its corners are known to the pixel. */
function turnedCard(seed: number): CardScene {
  const scene = randomScene(seed, { width: 600, height: 800 }, false);
  const center = applyHomography(scene.cardToImage, CARD_MM.width / 2, CARD_MM.height / 2);
  const corners: Vec[] = [
    { x: 0, y: 0 },
    { x: CARD_MM.width, y: 0 },
    { x: CARD_MM.width, y: CARD_MM.height },
    { x: 0, y: CARD_MM.height },
  ];
  const place = ({ x, y }: Vec): Vec => {
    const p = {
      x: center.x + (x - CARD_MM.width / 2) * scene.pxPerMm,
      y: center.y + (y - CARD_MM.height / 2) * scene.pxPerMm,
    };
    return rotatePoint(p, center, scene.angleDeg);
  };
  return { ...scene, glare: [], cardToImage: homographyFrom(corners, corners.map(place)) };
}

/** The four corners of a box as the tool draws it: turned by `angle` about the outer box's centre. */
function drawnCorners(boxes: Boxes, name: keyof Boxes, angle: number): ImagePoint[] {
  const { x, y, width, height } = boxes[name];
  const pivot = rectCenter(boxes.outer);
  return [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ].map(([px = 0, py = 0]) => rotatePoint({ x: imagePx(px), y: imagePx(py) }, pivot, angle));
}

describe('placeDetection', () => {
  it('keeps a detection that fits as it is: the detector and the tool share one frame', () => {
    const placed = placeDetection(
      { outer: box(300, 100, 315, 440), inner: box(330, 120, 260, 400), angleDeg: 370 },
      limits,
    );
    expect(placed.boxes.outer).toEqual(box(300, 100, 315, 440));
    expect(placed.boxes.inner).toEqual(box(330, 120, 260, 400));
    expect(placed.angle).toBeCloseTo(10);
  });

  it('moves the inner box with an outer box pulled back inside the limits, so the margins survive', () => {
    const placed = placeDetection({ outer: box(-5, 2, 300, 420), inner: box(20, 30, 250, 360), angleDeg: -3 }, limits);
    expect(placed.boxes.outer).toEqual(box(10, 10, 300, 420));
    expect(placed.boxes.inner).toEqual(box(35, 38, 250, 360));
  });

  it('keeps the split measured where the outer box must shrink to keep the edge margin', () => {
    // A card scanned and cropped close fills the photo, and the photo fills the canvas: the detected outer box runs
    // to within the margin of the canvas's edge on two sides.
    const detected = { outer: box(2, 4, 996, 790), inner: box(52, 30, 890, 740), angleDeg: 0 };
    const { outer, inner } = placeDetection(detected, limits).boxes;
    expect(outer).toEqual(box(10, 10, 980, 780));
    type Rect = { x: number; y: number; width: number; height: number };
    const split = (o: Rect, i: Rect) => ({
      left: (i.x - o.x) / (o.width - i.width),
      top: (i.y - o.y) / (o.height - i.height),
    });
    expect(split(outer, inner).left).toBeCloseTo(split(detected.outer, detected.inner).left, 6);
    expect(split(outer, inner).top).toBeCloseTo(split(detected.outer, detected.inner).top, 6);
  });

  it('lays the boxes over a turned card in a rendered photo', () => {
    const scene = turnedCard(100);
    expect(Math.abs(scene.angleDeg)).toBeGreaterThan(4);
    const result = detectCentering(renderScene(scene));
    if (!result.ok) throw new Error(result.reason);
    const image = { bounds: imageRect(-100, 0, 800, 800), margin: imagePx(0), minSide: imagePx(20) };
    const { boxes, angle } = placeDetection(result, image);
    const truth = [
      [0, 0],
      [CARD_MM.width, 0],
      [CARD_MM.width, CARD_MM.height],
      [0, CARD_MM.height],
    ].map(([u = 0, v = 0]) => applyHomography(scene.cardToImage, u, v));
    drawnCorners(boxes, 'outer', angle).forEach((corner, i) => {
      expect(Math.hypot(corner.x - truth[i]!.x, corner.y - truth[i]!.y)).toBeLessThan(3);
    });
    // Turned the other way, the same boxes would miss the corners by far more: the sign is checked, not assumed.
    const wrong = drawnCorners(boxes, 'outer', -angle)[0]!;
    expect(Math.hypot(wrong.x - truth[0]!.x, wrong.y - truth[0]!.y)).toBeGreaterThan(15);
  });
});

describe('detectionMessage', () => {
  it('reports numbers and confidence, or the reason for a refusal', () => {
    const ok = { ok: true as const, outer: box(0, 0, 1, 1), inner: box(0, 0, 1, 1), angleDeg: 0 };
    expect(detectionMessage({ ...ok, lPct: 55.2, rPct: 44.8, tPct: 51, bPct: 49, confidence: 0.921 })).toBe(
      'Detected: L|R 55.2/44.8, T|B 51.0/49.0 (confidence 0.92). Adjust the boxes if needed.',
    );
    expect(detectionMessage({ ok: false, confidence: 0.1, reason: 'no border to measure (full-art card)' })).toBe(
      'Could not measure: no border to measure (full-art card). Place the boxes by hand.',
    );
  });
});

describe('refusedOutline', () => {
  const card = { outer: box(100, 50, 300, 420), angleDeg: -4, slant: 0.01 };
  const refusal = { ok: false as const, confidence: 0.2, reason: 'inner border too faint or soft to measure' };

  it("puts the outer box on the card's edge and the inner box where the tool starts it", () => {
    expect(refusedOutline({ ...refusal, card })).toEqual({
      outer: card.outer,
      inner: { x: 130, y: 92, width: 240, height: 336 },
      angleDeg: -4,
    });
  });

  it("places nothing for a sleeve's outline, an unclear edge, a full-art card, no outline, or a measurement", () => {
    expect(refusedOutline({ ...refusal, reason: SLEEVE, card })).toBeNull();
    const unclear = `${CARD_EDGE_UNCLEAR} (top: ${UNLIKE_THE_OTHERS})`;
    expect(refusedOutline({ ...refusal, reason: unclear, card })).toBeNull();
    expect(detectionMessage({ ...refusal, reason: unclear, card })).toBe(
      `Could not measure: ${unclear}. Place the boxes by hand.`,
    );
    expect(refusedOutline({ ...refusal, reason: FULL_ART, card })).toBeNull();
    expect(refusedOutline(refusal)).toBeNull();
    const ok = { ok: true as const, outer: card.outer, inner: card.outer, angleDeg: 0, confidence: 1 };
    expect(refusedOutline({ ...ok, lPct: 50, rPct: 50, tPct: 50, bPct: 50 })).toBeNull();
  });

  it('says a photo taken at an angle is measured straightened, though the boxes miss its corners', () => {
    const note =
      ' The photo is taken at an angle: the boxes cannot follow the card’s corners, but the split is measured on the card straightened.';
    const measured = { ok: true as const, outer: card.outer, inner: box(120, 70, 260, 380), angleDeg: -4 };
    const split = { lPct: 50, rPct: 50, tPct: 50, bPct: 50, confidence: 0.9 };
    expect(detectionMessage({ ...measured, ...split, slant: 0.07 })).toBe(
      `Detected: L|R 50.0/50.0, T|B 50.0/50.0 (confidence 0.90). Adjust the boxes if needed.${note}`,
    );
    expect(detectionMessage({ ...measured, ...split, slant: 0.03 })).not.toContain(note);
    expect(detectionMessage({ ...measured, ...split })).not.toContain(note);
    expect(detectionMessage({ ...refusal, card: { ...card, slant: 0.07 } })).toMatch(
      /place the inner box by hand\. The photo is taken at an angle/,
    );
    expect(detectionMessage({ ...refusal, reason: SLEEVE, card: { ...card, slant: 0.07 } })).not.toContain(note);
  });

  it('says which border was measured past the text printed in it, and that it is deeper by design', () => {
    const measured = { ok: true as const, outer: card.outer, inner: box(120, 60, 260, 370), angleDeg: -4 };
    const split = { lPct: 50, rPct: 50, tPct: 25, bPct: 75, confidence: 0.88 };
    expect(detectionMessage({ ...measured, ...split, textInBorder: 'bottom' })).toBe(
      'Detected: L|R 50.0/50.0, T|B 25.0/75.0 (confidence 0.88). Adjust the boxes if needed. The bottom border has text printed in it (a modern Magic card’s credits): it is measured to the frame behind the text, and is deeper than the others by design.',
    );
    expect(detectionMessage({ ...measured, ...split })).not.toContain('text printed');
  });

  it('says the boxes follow the corners of a card photographed at an angle where its corners were found', () => {
    const measured = { ok: true as const, outer: card.outer, inner: box(120, 70, 260, 380), angleDeg: -4 };
    const split = { lPct: 50, rPct: 50, tPct: 50, bPct: 50, confidence: 0.9, slant: 0.07 };
    const corners = [
      { x: 110, y: 52 },
      { x: 388, y: 48 },
      { x: 402, y: 452 },
      { x: 96, y: 448 },
    ] satisfies Corners;
    expect(detectionMessage({ ...measured, ...split, corners })).toBe(
      'Detected: L|R 50.0/50.0, T|B 50.0/50.0 (confidence 0.90). Adjust the boxes if needed. The photo is taken at an angle: the boxes follow the card’s corners, and the split is measured on the card straightened.',
    );
    // The tool draws them there: the outer box goes on the corners, moved with it where it had to move to fit.
    expect(placeDetection({ ...measured, corners }, limits).corners).toEqual(corners);
    const pulledIn = placeDetection({ ...measured, outer: box(-5, 2, 300, 420), corners }, limits);
    expect(pulledIn.corners?.[0]).toEqual({ x: 125, y: 60 });
  });

  it('says the outer box is placed, unless the user placed the boxes first', () => {
    expect(detectionMessage({ ...refusal, card })).toBe(
      'Could not measure: inner border too faint or soft to measure. The outer box is on the card’s edge: place the inner box by hand.',
    );
    expect(detectionMessage({ ...refusal, card }, true)).toBe(
      'Could not measure: inner border too faint or soft to measure. Place the boxes by hand.',
    );
  });
});

describe("the reducer's 'outline' action", () => {
  const photo = { source: {} as CanvasImageSource, width: 630, height: 880 };
  const outline = { outer: box(100, 100, 400, 560), inner: box(140, 156, 320, 448), angleDeg: 3 };
  const shown = toolReducer(toolReducer(initialToolState, { type: 'photo', photo }), {
    type: 'resize',
    canvas: { width: screenPx(1000), height: screenPx(880) },
  });

  it('places the boxes as one undo step, and they still measure nothing', () => {
    const placed = toolReducer(shown, { type: 'outline', photo, outline, automatic: true });
    expect(placed.boxes).toEqual({ outer: outline.outer, inner: outline.inner });
    expect(placed.angle).toBe(3);
    expect(placed.placed).toBe(false);
    expect(placed.selected).toBe('inner');
    expect(toolReducer(placed, { type: 'undo' }).boxes).toEqual(shown.boxes);
  });

  it("never moves boxes the user placed during an automatic run, nor lands on another photo's", () => {
    const mine = toolReducer(shown, { type: 'nudge', dx: screenPx(5), dy: screenPx(0) });
    expect(toolReducer(mine, { type: 'outline', photo, outline, automatic: true })).toBe(mine);
    expect(toolReducer(shown, { type: 'outline', photo: { ...photo }, outline })).toBe(shown);
  });
});

describe("the reducer's 'detected' action", () => {
  const photo = { source: {} as CanvasImageSource, width: 630, height: 880 };
  const detected = { outer: box(100, 100, 400, 560), inner: box(130, 140, 330, 470), angleDeg: 2 };

  it('places the boxes before the canvas is measured and keeps them when it is', () => {
    const loaded = toolReducer(initialToolState, { type: 'photo', photo });
    const placed = toolReducer(loaded, { type: 'detected', photo, detected });
    const shown = toolReducer(placed, { type: 'resize', canvas: { width: screenPx(1000), height: screenPx(880) } });
    expect(shown.boxes).toEqual({ outer: detected.outer, inner: detected.inner });
    expect(shown.angle).toBe(2);
  });

  it('drops a result measured on a photo that is no longer shown', () => {
    const loaded = toolReducer(initialToolState, { type: 'photo', photo });
    const other = { ...photo, width: 640 };
    expect(toolReducer(loaded, { type: 'detected', photo: other, detected })).toBe(loaded);
  });
});
