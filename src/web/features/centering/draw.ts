import type { BoxName, Boxes } from '../../../shared/centering/boxes';
import { rotationHandleRadius } from '../../../shared/centering/rotation';
import { boxOnPhoto, framing, type Corners } from '../../../shared/centering/perspective';
import { imagePx, imageRect, rectCenter, screenRect } from '../../../shared/centering/units';
import type { ImagePoint, ImageRect, ScreenPoint, ScreenRect } from '../../../shared/centering/units';
import { toScreen, type View } from '../../../shared/centering/view';
import type { Photo } from './tool-state';

const HANDLE = 10;
const COLORS = { outer: '#f5b83d', inner: '#38bdf8', selected: '#ffffff' };

/** Sizes the backing store to CSS size x devicePixelRatio so lines and the photo stay crisp on high-DPI screens. */
export function prepareCanvas(canvas: HTMLCanvasElement, view: View, dpr: number): CanvasRenderingContext2D | null {
  const width = Math.round(view.canvas.width * dpr);
  const height = Math.round(view.canvas.height * dpr);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext('2d');
  context?.setTransform(dpr, 0, 0, dpr, 0, 0);
  return context;
}

export function toScreenRect(view: View, rect: ImageRect): ScreenRect {
  const topLeft = toScreen(view, rect);
  const bottomRight = toScreen(view, { x: imagePx(rect.x + rect.width), y: imagePx(rect.y + rect.height) });
  return screenRect(topLeft.x, topLeft.y, bottomRight.x - topLeft.x, bottomRight.y - topLeft.y);
}

/**
 * Draws only the visible part of the full-resolution photo, so zooming in stays sharp and a 12-megapixel photo
 * costs no more than the canvas area. Runs when the view changes, never while a box is dragged. Around the photo
 * the canvas is left clear: the backdrop there is the frame's background (centering.css).
 */
export function drawPhoto(context: CanvasRenderingContext2D, view: View, photo: Photo) {
  context.clearRect(0, 0, view.canvas.width, view.canvas.height);
  const onScreen = toScreenRect(view, imageRect(0, 0, photo.width, photo.height));
  const scale = onScreen.width / photo.width;
  const left = Math.max(0, onScreen.x);
  const top = Math.max(0, onScreen.y);
  const right = Math.min(view.canvas.width, onScreen.x + onScreen.width);
  const bottom = Math.min(view.canvas.height, onScreen.y + onScreen.height);
  if (right <= left || bottom <= top) return;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const sx = (left - onScreen.x) / scale;
  const sy = (top - onScreen.y) / scale;
  const sw = (right - left) / scale;
  const sh = (bottom - top) / scale;
  context.drawImage(photo.source, sx, sy, sw, sh, left, top, right - left, bottom - top);
}

export type Overlay = {
  boxes: Boxes;
  angle: number;
  corners: Corners | null;
  mode: 'normal' | 'rotate';
  selected: BoxName;
};

/**
 * The boxes and their edge handles as they lie on the photo (turned about the outer box's centre, or mapped onto the
 * card's corners: see perspective.ts) and, in rotate mode, the rotation ring.
 */
export function drawOverlay(context: CanvasRenderingContext2D, view: View, overlay: Overlay) {
  context.clearRect(0, 0, view.canvas.width, view.canvas.height);
  const { boxes, angle, corners } = overlay;
  const frame = framing({ outer: boxes.outer, angleDeg: angle, corners });
  const onScreen = (point: ImagePoint) => toScreen(view, point);
  for (const name of ['outer', 'inner'] as const) {
    const selected = overlay.selected === name;
    context.lineWidth = selected ? 2.5 : 1.5;
    context.strokeStyle = COLORS[name];
    context.setLineDash(selected ? [] : [6, 4]);
    context.beginPath();
    boxOnPhoto(boxes[name], frame)
      .map(onScreen)
      .forEach(({ x, y }, i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
    context.closePath();
    context.stroke();
    if (overlay.mode === 'normal')
      drawEdgeHandles(context, edgeMiddles(boxes[name]).map(frame.toPhoto).map(onScreen), COLORS[name], selected);
  }
  if (overlay.mode === 'rotate') {
    const outer = toScreenRect(view, boxes.outer);
    drawRotationRing(context, outer, angle);
  }
}

/** The middles of a box's left, right, top and bottom edges. */
const edgeMiddles = (rect: ImageRect): ImagePoint[] => [
  { x: rect.x, y: imagePx(rect.y + rect.height / 2) },
  { x: imagePx(rect.x + rect.width), y: imagePx(rect.y + rect.height / 2) },
  { x: imagePx(rect.x + rect.width / 2), y: rect.y },
  { x: imagePx(rect.x + rect.width / 2), y: imagePx(rect.y + rect.height) },
];

function drawEdgeHandles(context: CanvasRenderingContext2D, middles: ScreenPoint[], color: string, selected: boolean) {
  context.setLineDash([]);
  context.fillStyle = selected ? COLORS.selected : color;
  context.strokeStyle = color;
  context.lineWidth = 1.5;
  for (const { x, y } of middles) {
    context.fillRect(x - HANDLE / 2, y - HANDLE / 2, HANDLE, HANDLE);
    context.strokeRect(x - HANDLE / 2, y - HANDLE / 2, HANDLE, HANDLE);
  }
}

function drawRotationRing(context: CanvasRenderingContext2D, outer: ScreenRect, angle: number) {
  const center = rectCenter(outer);
  const radius = rotationHandleRadius(outer);
  context.setLineDash([4, 4]);
  context.strokeStyle = COLORS.selected;
  context.lineWidth = 1.5;
  context.beginPath();
  context.arc(center.x, center.y, radius, 0, Math.PI * 2);
  context.stroke();
  // The knob sits straight up at 0° and turns with the boxes.
  const radians = ((angle - 90) * Math.PI) / 180;
  context.setLineDash([]);
  context.fillStyle = COLORS.outer;
  context.beginPath();
  context.arc(center.x + radius * Math.cos(radians), center.y + radius * Math.sin(radians), 9, 0, Math.PI * 2);
  context.fill();
  context.stroke();
}
