import { CARD_ASPECT, INITIAL_INNER_INSET, INITIAL_OUTER_SHARE } from './constants.js';
import { imageRect, rectBottom, rectRight } from './units.js';
import type { ImagePx, ImageRect } from './units.js';
import type { BoxLimits } from './view.js';

/** The outer box follows the card's edge, the inner box the artwork border; both in image pixels. */
export type Boxes = { outer: ImageRect; inner: ImageRect };
export type BoxName = keyof Boxes;
export type Edge = 'left' | 'right' | 'top' | 'bottom';

/** Where the outer box may go: the workspace less the edge margin on every side. */
export function allowedArea({ bounds, margin }: BoxLimits): ImageRect {
  const width = Math.max(0, bounds.width - 2 * margin);
  const height = Math.max(0, bounds.height - 2 * margin);
  return imageRect(bounds.x + (bounds.width - width) / 2, bounds.y + (bounds.height - height) / 2, width, height);
}

/** The spec's starting layout: a 63:88 card at 60% of the height (or width, if that is too wide), centred. */
export function initialBoxes(limits: BoxLimits): Boxes {
  const { bounds } = limits;
  let height = bounds.height * INITIAL_OUTER_SHARE;
  let width = height * CARD_ASPECT;
  if (width > bounds.width * INITIAL_OUTER_SHARE) {
    width = bounds.width * INITIAL_OUTER_SHARE;
    height = width / CARD_ASPECT;
  }
  const outer = imageRect(
    bounds.x + (bounds.width - width) / 2,
    bounds.y + (bounds.height - height) / 2,
    width,
    height,
  );
  return fitBoxes({ outer, inner: startingInner(outer) }, limits);
}

/** The inner box the tool starts with inside an outer box: inset by the spec's share of its sides, centred. */
export function startingInner(outer: ImageRect): ImageRect {
  const { x, y, width, height } = outer;
  return imageRect(
    x + width * INITIAL_INNER_INSET,
    y + height * INITIAL_INNER_INSET,
    width * (1 - 2 * INITIAL_INNER_INSET),
    height * (1 - 2 * INITIAL_INNER_INSET),
  );
}

/** Puts a rectangle inside an area: shifted first, shrunk only when it is bigger, never below the minimum side. */
export function containRect(rect: ImageRect, area: ImageRect, minSide: ImagePx): ImageRect {
  const width = Math.min(Math.max(rect.width, minSide), area.width);
  const height = Math.min(Math.max(rect.height, minSide), area.height);
  const x = Math.min(Math.max(rect.x, area.x), rectRight(area) - width);
  const y = Math.min(Math.max(rect.y, area.y), rectBottom(area) - height);
  return imageRect(x, y, width, height);
}

/** Keeps both boxes valid after the workspace changed (a canvas resize): outer in bounds, inner in outer. */
export function fitBoxes(boxes: Boxes, limits: BoxLimits): Boxes {
  const outer = containRect(boxes.outer, allowedArea(limits), limits.minSide);
  return { outer, inner: containRect(boxes.inner, outer, limits.minSide) };
}

/** Drags one edge of one box to `position` (image pixels along the edge's axis), within the constraints. */
export function moveEdge(boxes: Boxes, name: BoxName, edge: Edge, position: number, limits: BoxLimits): Boxes {
  const area = name === 'outer' ? allowedArea(limits) : boxes.outer;
  const box = boxes[name];
  let left: number = box.x;
  let right = rectRight(box);
  let top: number = box.y;
  let bottom = rectBottom(box);
  const min = Math.min(limits.minSide, name === 'outer' ? area.width : box.width);
  const minH = Math.min(limits.minSide, name === 'outer' ? area.height : box.height);
  if (edge === 'left') left = clamp(position, area.x, right - min);
  if (edge === 'right') right = clamp(position, left + min, rectRight(area));
  if (edge === 'top') top = clamp(position, area.y, bottom - minH);
  if (edge === 'bottom') bottom = clamp(position, top + minH, rectBottom(area));
  const moved = imageRect(left, top, right - left, bottom - top);
  if (name === 'inner') return { ...boxes, inner: moved };
  return { outer: moved, inner: containRect(boxes.inner, moved, limits.minSide) };
}

/** Moves the selected box by (dx, dy) image pixels; moving the outer box keeps the inner one inside it. */
export function nudgeBox(boxes: Boxes, name: BoxName, dx: number, dy: number, limits: BoxLimits): Boxes {
  const box = boxes[name];
  const moved = imageRect(box.x + dx, box.y + dy, box.width, box.height);
  if (name === 'inner') return { ...boxes, inner: containRect(moved, boxes.outer, limits.minSide) };
  const outer = containRect(moved, allowedArea(limits), limits.minSide);
  return { outer, inner: containRect(boxes.inner, outer, limits.minSide) };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), Math.max(low, high));
}
