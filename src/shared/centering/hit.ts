import { rectBottom, rectRight } from './units.js';
import type { Point, Rect } from './units.js';
import type { BoxName, Edge } from './boxes.js';

/** How far from an edge (on screen) a press still grabs it: comfortable for a finger, and for a pen. */
const EDGE_GRAB_DISTANCE = 12;
const ROTATION_GRAB_DISTANCE = 16;

export type EdgeHit = { box: BoxName; edge: Edge };

/**
 * Which box edge a press lands on, both in the boxes' own frame (where they are rectangles: a press on the screen is
 * taken into it first, see perspective.ts) at the screen's scale. The inner box wins ties: it sits on top.
 */
export function hitEdge<U extends number>(boxes: Record<BoxName, Rect<U>>, point: Point<U>): EdgeHit | null {
  for (const box of ['inner', 'outer'] as const) {
    const rect = boxes[box];
    const withinX = point.x >= rect.x - EDGE_GRAB_DISTANCE && point.x <= rectRight(rect) + EDGE_GRAB_DISTANCE;
    const withinY = point.y >= rect.y - EDGE_GRAB_DISTANCE && point.y <= rectBottom(rect) + EDGE_GRAB_DISTANCE;
    const distances: [Edge, number, boolean][] = [
      ['left', Math.abs(point.x - rect.x), withinY],
      ['right', Math.abs(point.x - rectRight(rect)), withinY],
      ['top', Math.abs(point.y - rect.y), withinX],
      ['bottom', Math.abs(point.y - rectBottom(rect)), withinX],
    ];
    const nearest = distances
      .filter(([, distance, within]) => within && distance <= EDGE_GRAB_DISTANCE)
      .sort((a, b) => a[1] - b[1])[0];
    if (nearest) return { box, edge: nearest[0] };
  }
  return null;
}

/** Whether a press lands on the rotation handle's circle. */
export function hitRotationRing<U extends number>(center: Point<U>, radius: number, press: Point<U>): boolean {
  const distance = Math.hypot(press.x - center.x, press.y - center.y);
  return Math.abs(distance - radius) <= ROTATION_GRAB_DISTANCE;
}
