import { ROTATION_HANDLE_MIN_RADIUS, ROTATION_HANDLE_SHARE } from './constants.js';
import type { Point, ScreenPx, Size } from './units.js';

/** Brings any angle into the spec's range: above -180, up to and including 180 degrees. */
export function normalizeAngle(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  const result = turned > 180 ? turned - 360 : turned;
  // -0 would print as "-0°".
  return result === 0 ? 0 : result;
}

/** Direction from a centre to a point, in degrees, clockwise on screen (y grows downwards). */
function angleTo<U extends number>(center: Point<U>, point: Point<U>): number {
  return (Math.atan2(point.y - center.y, point.x - center.x) * 180) / Math.PI;
}

/** The angle after dragging the rotation handle from `from` to `to` around `center`. */
export function dragAngle<U extends number>(start: number, center: Point<U>, from: Point<U>, to: Point<U>): number {
  return normalizeAngle(start + angleTo(center, to) - angleTo(center, from));
}

/** Turns a point around a centre; the boxes are kept unrotated and the pointer is turned into their frame. */
export function rotatePoint<U extends number>(point: Point<U>, center: Point<U>, degrees: number): Point<U> {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const dx = point.x - center.x;
  const dy = point.y - center.y;
  return { x: (center.x + dx * cos - dy * sin) as U, y: (center.y + dx * sin + dy * cos) as U };
}

/** The circle the rotation handle runs on: at least 60 px, or 35% of the outer box's smaller side. */
export function rotationHandleRadius(outerOnScreen: Size<ScreenPx>): number {
  const smaller = Math.min(outerOnScreen.width, outerOnScreen.height);
  return Math.max(ROTATION_HANDLE_MIN_RADIUS, smaller * ROTATION_HANDLE_SHARE);
}

export const angleLabel = (degrees: number) => `${degrees.toFixed(1)}°`;
