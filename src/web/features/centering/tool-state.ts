import { fitBoxes, initialBoxes, nudgeBox, type BoxName, type Boxes } from '../../../shared/centering/boxes';
import type { BoxLimits } from '../../../shared/centering/view';
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
import { boxOnPhoto, framing, type Corners } from '../../../shared/centering/perspective';
import type { CardSide } from '../../../shared/centering/detector';
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
  /**
   * The outer box's corners on the photo where the boxes came from a detection that found the card's corners: the
   * boxes are drawn mapped onto them (perspective.ts), following a card photographed at a slant. Edits of the boxes
   * keep that mapping (the corners follow the outer box); turning the boxes by hand or a new start drops it.
   */
  corners: Corners | null;
  /**
   * True once the boxes were put somewhere by the user (drag, arrow keys) or by a detection; false for the boxes
   * the tool centres by itself, which measure nothing, so no grade band may be read from them.
   */
  placed: boolean;
  /**
   * The side whose border the detection measured past the text printed in it (a modern Magic card's credits):
   * deeper than its opposite by design, so no grade band is read from that pair (Readouts).
   */
  textInBorder: CardSide | null;
  mode: 'normal' | 'rotate';
  selected: BoxName;
  /** The placements before each change of the boxes on this photo, newest last; 'undo' goes back one. */
  undo: UndoStep[];
};

/** The boxes as they were before a change, and what that change was (so the tool can say what was undone). */
export type UndoStep = Pick<ToolState, 'boxes' | 'angle' | 'corners' | 'placed' | 'textInBorder'> & {
  change: 'detection' | 'edit';
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
  /** A drag of an edge or the rotation ring begins: the whole drag is one undo step. */
  | { type: 'edit-start' }
  | { type: 'boxes'; boxes: Boxes }
  | { type: 'pan'; center: ImagePoint }
  /**
   * Only for the photo it was measured on: a result arriving after another photo was loaded is dropped. An
   * automatic run (on loading a photo) never moves boxes the user has already placed.
   */
  | { type: 'detected'; photo: Photo; detected: Detected; automatic?: boolean }
  /**
   * A refusal's card outline (detection.ts, refusedOutline), under the same rules: the outer box goes on the card,
   * the inner box where the tool starts it and selected, and the boxes still measure nothing (not placed).
   */
  | { type: 'outline'; photo: Photo; outline: Detected; automatic?: boolean }
  | { type: 'undo' };

export const initialToolState: ToolState = {
  canvas: null,
  photo: null,
  zoom: 1,
  center: { x: imagePx(0), y: imagePx(0) },
  boxes: null,
  angle: 0,
  corners: null,
  placed: false,
  textInBorder: null,
  mode: 'normal',
  selected: 'outer',
  undo: [],
};

/** Enough to walk back through a session's edits; older steps are forgotten. */
const UNDO_LIMIT = 100;

function remember(state: ToolState, change: UndoStep['change']): UndoStep[] {
  const { boxes, angle, corners, placed, textInBorder } = state;
  const step = { boxes, angle, corners, placed, textInBorder, change };
  return [...state.undo, step].slice(-UNDO_LIMIT);
}

/** A step taken just before a change that changed nothing (a press on a handle without a drag). */
const changedNothing = (step: UndoStep, state: ToolState) =>
  step.boxes === state.boxes &&
  step.angle === state.angle &&
  step.corners === state.corners &&
  step.placed === state.placed &&
  step.textInBorder === state.textInBorder;

/** The previous placement, kept inside the current canvas. */
function undo(state: ToolState, limits: BoxLimits | null): ToolState {
  const index = state.undo.findLastIndex((step) => !changedNothing(step, state));
  const step = state.undo[index];
  if (!step) return state.undo.length ? { ...state, undo: [] } : state;
  const boxes = step.boxes && limits ? fitBoxes(step.boxes, limits) : step.boxes;
  const corners = followed(step, boxes);
  const { angle, placed, textInBorder } = step;
  return { ...state, boxes, angle, corners, placed, textInBorder, undo: state.undo.slice(0, index) };
}

/**
 * The corners for `boxes` after a change of `from`'s: the same mapping of the boxes' frame onto the photo, so the
 * outer box moved or resized by hand still lies on the card's plane as the photo shows it.
 */
function followed(from: Pick<ToolState, 'boxes' | 'angle' | 'corners'>, boxes: Boxes | null): Corners | null {
  if (!from.corners || !from.boxes || !boxes) return null;
  const [was, now] = [from.boxes.outer, boxes.outer];
  if (was.x === now.x && was.y === now.y && was.width === now.width && was.height === now.height) return from.corners;
  const frame = framing({ outer: from.boxes.outer, angleDeg: from.angle, corners: from.corners });
  return boxOnPhoto(boxes.outer, frame);
}

/** What one undo would take back; null when there is nothing to undo. */
export const nextUndo = (state: ToolState): UndoStep['change'] | null =>
  state.undo.findLast((step) => !changedNothing(step, state))?.change ?? null;

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
      return { ...state, canvas: action.canvas, center, boxes, corners: followed(state, boxes) };
    }
    case 'photo': {
      const next = {
        ...state,
        photo: action.photo,
        zoom: 1,
        angle: 0,
        corners: null,
        placed: false,
        textInBorder: null,
        undo: [],
      };
      if (!state.canvas) return next;
      const image = imageSize(next, state.canvas);
      const boxes = initialBoxes(boxLimits({ canvas: state.canvas, image }));
      return { ...next, center: defaultCenter(image), boxes };
    }
    case 'zoom':
      return { ...state, zoom: stepZoom(state.zoom, action.direction) };
    case 'center-boxes':
      // Back to the tool's own start: centred boxes measure nothing, so they count as not placed.
      return view
        ? {
            ...state,
            boxes: initialBoxes(boxLimits(view)),
            corners: null,
            placed: false,
            undo: remember(state, 'edit'),
          }
        : state;
    case 'toggle-rotate':
      return { ...state, mode: state.mode === 'rotate' ? 'normal' : 'rotate' };
    case 'reset-rotation':
      return state.angle === 0 && !state.corners
        ? state
        : { ...state, angle: 0, corners: null, undo: remember(state, 'edit') };
    case 'angle':
      // Turned by hand, the boxes are rectangles again: the card's corners belong to the turn it was found at.
      return { ...state, angle: normalizeAngle(action.angle), corners: null };
    case 'select':
      return { ...state, selected: action.box };
    case 'toggle-selected':
      return { ...state, selected: state.selected === 'outer' ? 'inner' : 'outer' };
    case 'nudge': {
      if (!view || !state.boxes) return state;
      // Arrow keys move by on-screen pixels, so at 400% a step is a quarter of the image pixels it is at 100%.
      const dx = screenToImageLength(view, action.dx);
      const dy = screenToImageLength(view, action.dy);
      const boxes = nudgeBox(state.boxes, state.selected, dx, dy, boxLimits(view));
      return { ...state, boxes, corners: followed(state, boxes), placed: true, undo: remember(state, 'edit') };
    }
    case 'edit-start':
      return { ...state, undo: remember(state, 'edit') };
    case 'boxes':
      return { ...state, boxes: action.boxes, corners: followed(state, action.boxes), placed: true };
    case 'pan':
      return view ? { ...state, center: clampCenter(view, action.center) } : state;
    case 'detected':
      return placeOn(state, view, action, action.detected, true);
    case 'outline': {
      // The inner box is what is left to place: selected, so the arrow keys move it straight away.
      const next = placeOn(state, view, action, action.outline, false);
      return next === state ? state : { ...next, selected: 'inner' };
    }
    case 'undo':
      return undo(state, view && boxLimits(view));
  }
}

/** Places a detector's boxes on the photo they were measured on, unless an automatic run would move the user's. */
function placeOn(
  state: ToolState,
  view: View | null,
  { photo, automatic }: { photo: Photo; automatic?: boolean | undefined },
  detected: Detected,
  placed: boolean,
): ToolState {
  if (state.photo !== photo || (automatic && state.placed)) return state;
  // Before the canvas is measured, the photo itself bounds the boxes; 'resize' then fits them to the canvas.
  const limits = view
    ? boxLimits(view)
    : { bounds: imageRect(0, 0, photo.width, photo.height), margin: imagePx(0), minSide: imagePx(1) };
  return { ...state, ...placeDetection(detected, limits), placed, undo: remember(state, 'detection') };
}
