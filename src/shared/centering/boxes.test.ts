import { describe, expect, it } from 'vitest';
import { allowedArea, fitBoxes, initialBoxes, moveEdge, nudgeBox, type Boxes } from './boxes.js';
import { imagePx, imageRect } from './units.js';
import type { BoxLimits } from './view.js';

const limits = (width: number, height: number): BoxLimits => ({
  bounds: imageRect(0, 0, width, height),
  margin: imagePx(10),
  minSide: imagePx(20),
});
const canvas = limits(1000, 500);
const boxes: Boxes = { outer: imageRect(100, 100, 200, 300), inner: imageRect(120, 130, 160, 240) };

describe('initialBoxes', () => {
  it('makes a 63:88 outer box at 60% of the height, centred, with the inner inset 10%', () => {
    const { outer, inner } = initialBoxes(canvas);
    expect(outer.height).toBeCloseTo(300);
    expect(outer.width).toBeCloseTo((300 * 63) / 88);
    expect(outer.x + outer.width / 2).toBeCloseTo(500);
    expect(outer.y + outer.height / 2).toBeCloseTo(250);
    expect(inner.x - outer.x).toBeCloseTo(outer.width * 0.1);
    expect(inner.y - outer.y).toBeCloseTo(outer.height * 0.1);
    expect(inner.width).toBeCloseTo(outer.width * 0.8);
    expect(inner.height).toBeCloseTo(outer.height * 0.8);
  });

  it('uses 60% of the width when 60% of the height would be too wide', () => {
    const { outer } = initialBoxes(limits(300, 1000));
    expect(outer.width).toBeCloseTo(180);
    expect(outer.height).toBeCloseTo((180 * 88) / 63);
    expect(outer.y + outer.height / 2).toBeCloseTo(500);
  });

  it('centres in a workspace that does not start at zero', () => {
    const { outer } = initialBoxes({ ...canvas, bounds: imageRect(-50, 20, 1000, 500) });
    expect(outer.x + outer.width / 2).toBeCloseTo(450);
    expect(outer.y + outer.height / 2).toBeCloseTo(270);
  });
});

describe('moveEdge', () => {
  it('moves one edge of the outer box and leaves the others', () => {
    const moved = moveEdge(boxes, 'outer', 'left', 90, canvas).outer;
    expect(moved).toEqual(imageRect(90, 100, 210, 300));
    expect(moveEdge(boxes, 'outer', 'bottom', 420, canvas).outer).toEqual(imageRect(100, 100, 200, 320));
  });

  it('keeps the 10 px margin from the canvas edge', () => {
    expect(moveEdge(boxes, 'outer', 'left', -40, canvas).outer.x).toBe(10);
    expect(moveEdge(boxes, 'outer', 'top', 2, canvas).outer.y).toBe(10);
    expect(moveEdge(boxes, 'outer', 'right', 5000, canvas).outer.x + 200).toBe(300);
    const right = moveEdge(boxes, 'outer', 'right', 5000, canvas).outer;
    expect(right.x + right.width).toBe(990);
    const bottom = moveEdge(boxes, 'outer', 'bottom', 5000, canvas).outer;
    expect(bottom.y + bottom.height).toBe(490);
  });

  it('never makes a side shorter than 20 px', () => {
    expect(moveEdge(boxes, 'outer', 'left', 400, canvas).outer).toEqual(imageRect(280, 100, 20, 300));
    expect(moveEdge(boxes, 'outer', 'top', 999, canvas).outer.height).toBe(20);
    expect(moveEdge(boxes, 'inner', 'right', 0, canvas).inner.width).toBe(20);
    expect(moveEdge(boxes, 'inner', 'bottom', 0, canvas).inner.height).toBe(20);
  });

  it('keeps the inner box inside the outer when its own edge is dragged out', () => {
    expect(moveEdge(boxes, 'inner', 'left', 50, canvas).inner.x).toBe(100);
    const inner = moveEdge(boxes, 'inner', 'right', 900, canvas).inner;
    expect(inner.x + inner.width).toBe(300);
  });

  it('clamps the inner box inside the outer when an outer edge passes it', () => {
    const result = moveEdge(boxes, 'outer', 'left', 150, canvas);
    expect(result.outer.x).toBe(150);
    expect(result.inner).toEqual(imageRect(150, 130, 150, 240));
    const top = moveEdge(boxes, 'outer', 'top', 140, canvas);
    expect(top.inner.y).toBe(140);
    expect(top.inner.y + top.inner.height).toBeLessThanOrEqual(400);
  });

  it('lets the outer box shrink to the minimum with the inner box shrinking along', () => {
    const result = moveEdge(boxes, 'outer', 'right', 0, canvas);
    expect(result.outer.width).toBe(20);
    expect(result.inner.width).toBe(20);
    expect(result.inner.x).toBe(result.outer.x);
  });
});

describe('nudgeBox', () => {
  it.each([1, 5, 10])('moves the selected box by %i px', (step) => {
    expect(nudgeBox(boxes, 'inner', step, 0, canvas).inner.x).toBe(120 + step);
    expect(nudgeBox(boxes, 'inner', 0, -step, canvas).inner.y).toBe(130 - step);
    const moved = nudgeBox(boxes, 'outer', -step, step, canvas);
    expect(moved.outer).toEqual(imageRect(100 - step, 100 + step, 200, 300));
    expect(moved.inner).toEqual(boxes.inner);
  });

  it('stops the outer box at the margin', () => {
    expect(nudgeBox(boxes, 'outer', -500, -500, canvas).outer).toEqual(imageRect(10, 10, 200, 300));
  });

  it('stops the inner box at the outer box', () => {
    expect(nudgeBox(boxes, 'inner', 100, 0, canvas).inner.x).toBe(140);
  });

  it('pushes the inner box along when the outer box passes it', () => {
    const moved = nudgeBox(boxes, 'outer', 30, 0, canvas);
    expect(moved.inner.x).toBe(130);
  });
});

describe('fitBoxes (canvas resize)', () => {
  it('leaves boxes that fit alone', () => {
    expect(fitBoxes(boxes, canvas)).toEqual(boxes);
  });

  it('moves boxes back inside a smaller canvas', () => {
    const result = fitBoxes(boxes, limits(250, 500));
    expect(result.outer).toEqual(imageRect(40, 100, 200, 300));
    expect(result.inner.x).toBeGreaterThanOrEqual(40);
    expect(result.inner.x + result.inner.width).toBeLessThanOrEqual(240);
  });

  it('shrinks boxes when the canvas is smaller than the boxes', () => {
    const result = fitBoxes(boxes, limits(120, 150));
    expect(result.outer).toEqual(imageRect(10, 10, 100, 130));
    expect(result.inner.width).toBeLessThanOrEqual(100);
    expect(result.inner.height).toBeLessThanOrEqual(130);
  });

  it('keeps the allowed area non-negative on a tiny canvas', () => {
    expect(allowedArea(limits(10, 10)).width).toBe(0);
  });
});
