import type { CenteringDrawing } from './centering/drawing.js';
import type { Mark } from './marks.js';

/**
 * The part of a photo a report shows, in the photo's own pixels: the viewBox of the page's SVG, and the crop of the
 * PDF's picture.
 */
export type View = { x: number; y: number; width: number; height: number };

/** The report's photo windows are portrait like a card (3:4), whatever the photo's own shape. */
export const WINDOW_ASPECT = 3 / 4;
/** Room left around the card when the view closes in on it, as a share of its size. */
const CARD_MARGIN = 0.08;
/** A mark is shown at least this large a part of the photo's shorter side, so a point still has context. */
const MARK_CONTEXT = 0.4;

export const viewBox = (view: View) => `${view.x} ${view.y} ${view.width} ${view.height}`;

/** Grows a region about its centre to the window's shape. */
function toWindow(region: View): View {
  const width = Math.max(region.width, region.height * WINDOW_ASPECT);
  const height = width / WINDOW_ASPECT;
  return {
    x: region.x + region.width / 2 - width / 2,
    y: region.y + region.height / 2 - height / 2,
    width,
    height,
  };
}

/** The whole photo, fitted into the window. */
export const wholePhoto = (photo: { width: number; height: number }): View =>
  toWindow({ x: 0, y: 0, width: photo.width, height: photo.height });

/**
 * The card, when its centering was drawn: the outer box as it lies on the photo (turned), with a little room around
 * it, so a card photographed small on a table fills the window. Otherwise the whole photo.
 */
export function cardView(photo: { width: number; height: number }, drawing: CenteringDrawing | undefined): View {
  if (!drawing) return wholePhoto(photo);
  const scale = photo.width / drawing.imageWidth;
  const { outer, angleDeg } = drawing;
  const turn = (angleDeg * Math.PI) / 180;
  // The bounding box of the turned outer box: its half-extents grow with the turn.
  const halfWidth = (Math.abs(Math.cos(turn)) * outer.width + Math.abs(Math.sin(turn)) * outer.height) / 2;
  const halfHeight = (Math.abs(Math.sin(turn)) * outer.width + Math.abs(Math.cos(turn)) * outer.height) / 2;
  const centre = { x: outer.x + outer.width / 2, y: outer.y + outer.height / 2 };
  const grow = 1 + 2 * CARD_MARGIN;
  return toWindow({
    x: (centre.x - halfWidth * grow) * scale,
    y: (centre.y - halfHeight * grow) * scale,
    width: 2 * halfWidth * grow * scale,
    height: 2 * halfHeight * grow * scale,
  });
}

/** Close in on one mark: centred on it, three times its size, and never smaller than a good part of the photo. */
export function markView(photo: { width: number; height: number }, mark: Mark): View {
  const context = Math.min(photo.width, photo.height) * MARK_CONTEXT;
  const width = Math.max(mark.width * 3, context);
  const height = Math.max(mark.height * 3, context);
  return toWindow({
    x: mark.x + mark.width / 2 - width / 2,
    y: mark.y + mark.height / 2 - height / 2,
    width,
    height,
  });
}
