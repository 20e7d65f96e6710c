import { useEffect, useMemo, useRef, type Dispatch, type KeyboardEvent, type PointerEvent } from 'react';
import { moveEdge, type Boxes } from '../../../shared/centering/boxes';
import { hitEdge, hitRotationRing, type EdgeHit } from '../../../shared/centering/hit';
import { framing, type Framing } from '../../../shared/centering/perspective';
import { dragAngle, rotationHandleRadius } from '../../../shared/centering/rotation';
import {
  imagePx,
  rectCenter,
  screenPx,
  type ImagePoint,
  type ImagePx,
  type ScreenPoint,
} from '../../../shared/centering/units';
import { boxLimits, toImage, toScreen, viewScale, type View } from '../../../shared/centering/view';
import { drawOverlay, drawPhoto, prepareCanvas, toScreenRect } from './draw';
import { viewOf, type ToolAction, type ToolState } from './tool-state';
import { useDevicePixelRatio } from './use-device-pixel-ratio';
import { useFrameScheduler } from './use-frame-scheduler';

type Drag =
  | { kind: 'edge'; hit: EdgeHit; frame: Framing<ImagePx> }
  | { kind: 'rotate'; from: ScreenPoint; startAngle: number }
  | { kind: 'pan'; from: ScreenPoint; center: ImagePoint };

type Props = {
  state: ToolState;
  dispatch: Dispatch<ToolAction>;
  label: string;
  hintId: string;
  onKeyDown: (event: KeyboardEvent<HTMLCanvasElement>) => void;
};

/** Draws the photo and the boxes and turns pointer input into tool actions; all geometry is in shared/centering. */
export function CenteringCanvas({ state, dispatch, label, hintId, onKeyDown }: Props) {
  const frameRef = useRef<HTMLDivElement>(null);
  const photoRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<Drag | null>(null);
  const schedule = useFrameScheduler();
  const dpr = useDevicePixelRatio();
  const { canvas, photo, zoom, center, boxes, angle, corners, mode, selected } = state;
  const view = useMemo(() => viewOf(canvas, photo, zoom, center), [canvas, photo, zoom, center]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0)
        dispatch({ type: 'resize', canvas: { width: screenPx(width), height: screenPx(height) } });
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [dispatch]);

  // Two layers: the photo redraws only when the view changes; dragging a box repaints the light overlay only.
  // Until a photo comes the frame's own background is the backdrop: filling a screen-sized canvas with it cost a
  // phone a long task on every visit to the empty tool.
  useEffect(() => {
    if (!view || !photo) return;
    schedule('photo', () => {
      const context = photoRef.current && prepareCanvas(photoRef.current, view, dpr);
      if (context) drawPhoto(context, view, photo);
    });
  }, [view, photo, dpr, schedule]);
  useEffect(() => {
    if (!view || !boxes) return;
    schedule('overlay', () => {
      const context = overlayRef.current && prepareCanvas(overlayRef.current, view, dpr);
      if (context) drawOverlay(context, view, { boxes, angle, corners, mode, selected });
    });
  }, [view, boxes, angle, corners, mode, selected, dpr, schedule]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): ScreenPoint => {
    const bounds = event.currentTarget.getBoundingClientRect();
    return { x: screenPx(event.clientX - bounds.left), y: screenPx(event.clientY - bounds.top) };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!view || !boxes || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const press = pointAt(event);
    drag.current = startDrag(view, state, boxes, press);
    if (!drag.current) return;
    if (drag.current.kind !== 'pan') dispatch({ type: 'edit-start' });
    if (drag.current.kind === 'edge') dispatch({ type: 'select', box: drag.current.hit.box });
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    if (!current || !view || !boxes) return;
    const point = pointAt(event);
    if (current.kind === 'pan') {
      const scale = viewScale(view);
      const center = {
        x: imagePx(current.center.x - (point.x - current.from.x) / scale),
        y: imagePx(current.center.y - (point.y - current.from.y) / scale),
      };
      dispatch({ type: 'pan', center });
    } else if (current.kind === 'rotate') {
      const pivot = rectCenter(toScreenRect(view, boxes.outer));
      dispatch({ type: 'angle', angle: dragAngle(current.startAngle, pivot, current.from, point) });
    } else {
      dispatch({ type: 'boxes', boxes: dragEdge(view, boxes, current, point) });
    }
  };

  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className="centering-canvas" ref={frameRef}>
      <canvas ref={photoRef} className="centering-layer" aria-hidden="true" />
      <canvas
        ref={overlayRef}
        className={`centering-layer centering-overlay mode-${mode}`}
        role="application"
        aria-roledescription="centering canvas"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      />
      {!photo && <p className="centering-empty">Paste or upload a card image to begin.</p>}
    </div>
  );
}

function startDrag(view: View, state: ToolState, boxes: Boxes, press: ScreenPoint): Drag | null {
  const outer = toScreenRect(view, boxes.outer);
  if (state.mode === 'rotate') {
    // Edge handles are off in rotate mode: a press either turns the ring or pans.
    if (hitRotationRing(rectCenter(outer), rotationHandleRadius(outer), press)) {
      return { kind: 'rotate', from: press, startAngle: state.angle };
    }
  } else {
    // The press taken into the boxes' frame, where they are plain rectangles, at the scale of the screen.
    const frame = framing({ outer: boxes.outer, angleDeg: state.angle, corners: state.corners });
    const inFrame = toScreen(view, frame.toFrame(toImage(view, press)));
    const hit = hitEdge({ outer, inner: toScreenRect(view, boxes.inner) }, inFrame);
    if (hit) return { kind: 'edge', hit, frame };
  }
  // Panning only helps when there is a photo to look around; without one it would only shift the boxes away.
  return state.photo ? { kind: 'pan', from: press, center: state.center } : null;
}

/** The pointer, taken into the boxes' frame as it lay when the drag began, moves the edge. */
function dragEdge(view: View, boxes: Boxes, drag: Extract<Drag, { kind: 'edge' }>, point: ScreenPoint): Boxes {
  const inFrame = drag.frame.toFrame(toImage(view, point));
  const position = drag.hit.edge === 'left' || drag.hit.edge === 'right' ? inFrame.x : inFrame.y;
  return moveEdge(boxes, drag.hit.box, drag.hit.edge, position, boxLimits(view));
}
