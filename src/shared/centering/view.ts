import { EDGE_MARGIN, MIN_BOX_SIDE, NUDGE_STEP, NUDGE_STEP_ALT, NUDGE_STEP_SHIFT } from './constants.js';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from './constants.js';
import { imagePx, imageRect, screenPx } from './units.js';
import type { ImagePoint, ImagePx, ImageRect, ScreenPoint, ScreenPx, Size } from './units.js';

/**
 * How the photo sits on the canvas. At zoom 1 the whole photo fits the canvas ("contain"); `center` is the image
 * point shown at the middle of the canvas, so panning moves it. Without a photo the tool uses a stand-in image
 * the size of the canvas, so image pixels equal screen pixels.
 */
export type View = {
  canvas: Size<ScreenPx>;
  image: Size<ImagePx>;
  zoom: number;
  center: ImagePoint;
};

export function fitScale(view: Pick<View, 'canvas' | 'image'>): number {
  const { canvas, image } = view;
  if (image.width <= 0 || image.height <= 0) return 1;
  return Math.min(canvas.width / image.width, canvas.height / image.height);
}

/** Screen pixels per image pixel at the current zoom. */
export const viewScale = (view: View) => fitScale(view) * view.zoom;

export function toScreen(view: View, point: ImagePoint): ScreenPoint {
  const scale = viewScale(view);
  return {
    x: screenPx(view.canvas.width / 2 + (point.x - view.center.x) * scale),
    y: screenPx(view.canvas.height / 2 + (point.y - view.center.y) * scale),
  };
}

export function toImage(view: View, point: ScreenPoint): ImagePoint {
  const scale = viewScale(view);
  return {
    x: imagePx(view.center.x + (point.x - view.canvas.width / 2) / scale),
    y: imagePx(view.center.y + (point.y - view.canvas.height / 2) / scale),
  };
}

export const screenToImageLength = (view: View, length: ScreenPx) => imagePx(length / viewScale(view));

/** The canvas area at zoom 100%, in image pixels: the region the boxes may use ("the canvas" of the spec). */
export function workspace(view: Pick<View, 'canvas' | 'image'>): ImageRect {
  const base = fitScale(view);
  const width = view.canvas.width / base;
  const height = view.canvas.height / base;
  return imageRect((view.image.width - width) / 2, (view.image.height - height) / 2, width, height);
}

/**
 * The spec's minimum side and edge margin, as image pixels. They are measured at zoom 100% (the fit scale), not
 * at the current zoom: otherwise zooming out would push boxes inwards and change the measurement.
 */
export type BoxLimits = { bounds: ImageRect; margin: ImagePx; minSide: ImagePx };

export function boxLimits(view: Pick<View, 'canvas' | 'image'>): BoxLimits {
  const base = fitScale(view);
  return { bounds: workspace(view), margin: imagePx(EDGE_MARGIN / base), minSide: imagePx(MIN_BOX_SIDE / base) };
}

export const defaultCenter = (image: Size<ImagePx>): ImagePoint => ({
  x: imagePx(image.width / 2),
  y: imagePx(image.height / 2),
});

/** Keeps the view centre inside the workspace so panning can never lose the photo. */
export function clampCenter(view: Pick<View, 'canvas' | 'image'>, center: ImagePoint): ImagePoint {
  const area = workspace(view);
  return {
    x: imagePx(Math.min(Math.max(center.x, area.x), area.x + area.width)),
    y: imagePx(Math.min(Math.max(center.y, area.y), area.y + area.height)),
  };
}

/** Zoom in tenths; rounding keeps repeated steps from drifting (0.1 is not exact in binary). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * ZOOM_STEP) * 100) / 100;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
}

export const zoomLabel = (zoom: number) => `${Math.round(zoom * 100)}%`;
export const canZoomIn = (zoom: number) => zoom < ZOOM_MAX;
export const canZoomOut = (zoom: number) => zoom > ZOOM_MIN;

/** Arrow-key step in on-screen pixels: 5, 10 with Shift, 1 with Alt. */
export function nudgeStep(modifiers: { shiftKey: boolean; altKey: boolean }): ScreenPx {
  if (modifiers.altKey) return screenPx(NUDGE_STEP_ALT);
  if (modifiers.shiftKey) return screenPx(NUDGE_STEP_SHIFT);
  return screenPx(NUDGE_STEP);
}
