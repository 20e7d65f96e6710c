import { fitBoxes, initialBoxes, nudgeBox, type BoxName, type Boxes } from '../../../shared/centering/boxes';
import { normalizeAngle } from '../../../shared/centering/rotation';
import { imagePx, imageRect } from '../../../shared/centering/units';
import type { ImagePoint, ImagePx, ScreenPx, Size } from '../../../shared/centering/units';
import {
  boxLimits,
  clampCenter,
  defaultCenter,
  screenToImageLength,
  stepZoom,
  type View,
} from '../../../shared/centering/view';
import { placeDetection, type Detected } from './detection';

export type Photo = { source: CanvasImageSource; width: number; height: number };

export type ToolState = {
  canvas: Size<ScreenPx> | null;
  photo: Photo | null;
  zoom: number;
  center: ImagePoint;
  /** Null until the canvas size is known: then the boxes are centred once. */
  boxes: Boxes | null;
  angle: number;
  mode: 'normal' | 'rotate';
  selected: BoxName;
};

export type ToolAction =
  | { type: 'resize'; canvas: Size<ScreenPx> }
  | { type: 'photo'; photo: Photo }
  | { type: 'zoom'; direction: 1 | -1 }
  | { type: 'center-boxes' }
  | { type: 'toggle-rotate' }
  | { type: 'reset-rotation' }
  | { type: 'angle'; angle: number }
  | { type: 'select'; box: BoxName }
  | { type: 'toggle-selected' }
  | { type: 'nudge'; dx: ScreenPx; dy: ScreenPx }
  | { type: 'boxes'; boxes: Boxes }
  | { type: 'pan'; center: ImagePoint }
  /** Only for the photo it was measured on: a result arriving after another photo was loaded is dropped. */
  | { type: 'detected'; photo: Photo; detected: Detected };

export const initialToolState: ToolState = {
  canvas: null,
  photo: null,
  zoom: 1,
  center: { x: imagePx(0), y: imagePx(0) },
  boxes: null,
  angle: 0,
  mode: 'normal',
  selected: 'outer',
};

/** Without a photo, a stand-in the size of the canvas: image pixels are then screen pixels. */
function imageSize(state: Pick<ToolState, 'photo'>, canvas: Size<ScreenPx>): Size<ImagePx> {
  if (state.photo) return { width: imagePx(state.photo.width), height: imagePx(state.photo.height) };
  return { width: imagePx(canvas.width), height: imagePx(canvas.height) };
}

export function viewOf(
  canvas: Size<ScreenPx> | null,
  photo: Photo | null,
  zoom: number,
  center: ImagePoint,
): View | null {
  return canvas ? { canvas, image: imageSize({ photo }, canvas), zoom, center } : null;
}

const toolView = (state: ToolState) => viewOf(state.canvas, state.photo, state.zoom, state.center);

export function toolReducer(state: ToolState, action: ToolAction): ToolState {
  const view = toolView(state);
  switch (action.type) {
    case 'resize': {
      const image = imageSize(state, action.canvas);
      const next = { canvas: action.canvas, image };
      const limits = boxLimits(next);
      // A photo that arrived before the canvas was measured has no view centre yet: centre it now.
      const center = state.photo && state.canvas ? clampCenter(next, state.center) : defaultCenter(image);
      const boxes = state.boxes ? fitBoxes(state.boxes, limits) : initialBoxes(limits);
      return { ...state, canvas: action.canvas, center, boxes };
    }
    case 'photo': {
      const next = { ...state, photo: action.photo, zoom: 1, angle: 0 };
      if (!state.canvas) return next;
      const image = imageSize(next, state.canvas);
      const boxes = initialBoxes(boxLimits({ canvas: state.canvas, image }));
      return { ...next, center: defaultCenter(image), boxes };
    }
    case 'zoom':
      return { ...state, zoom: stepZoom(state.zoom, action.direction) };
    case 'center-boxes':
      return view ? { ...state, boxes: initialBoxes(boxLimits(view)) } : state;
    case 'toggle-rotate':
      return { ...state, mode: state.mode === 'rotate' ? 'normal' : 'rotate' };
    case 'reset-rotation':
      return { ...state, angle: 0 };
    case 'angle':
      return { ...state, angle: normalizeAngle(action.angle) };
    case 'select':
      return { ...state, selected: action.box };
    case 'toggle-selected':
      return { ...state, selected: state.selected === 'outer' ? 'inner' : 'outer' };
    case 'nudge': {
      if (!view || !state.boxes) return state;
      // Arrow keys move by on-screen pixels, so at 400% a step is a quarter of the image pixels it is at 100%.
      const dx = screenToImageLength(view, action.dx);
      const dy = screenToImageLength(view, action.dy);
      return { ...state, boxes: nudgeBox(state.boxes, state.selected, dx, dy, boxLimits(view)) };
    }
    case 'boxes':
      return { ...state, boxes: action.boxes };
    case 'pan':
      return view ? { ...state, center: clampCenter(view, action.center) } : state;
    case 'detected': {
      if (state.photo !== action.photo) return state;
      // Before the canvas is measured, the photo itself bounds the boxes; 'resize' then fits them to the canvas.
      const { width, height } = action.photo;
      const limits = view
        ? boxLimits(view)
        : { bounds: imageRect(0, 0, width, height), margin: imagePx(0), minSide: imagePx(1) };
      return { ...state, ...placeDetection(action.detected, limits) };
    }
  }
}
