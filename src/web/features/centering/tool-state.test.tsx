import { describe, expect, it } from 'vitest';
import { imagePx, screenPx } from '../../../shared/centering/units';
import { boxOnPhoto, framing, type Corners } from '../../../shared/centering/perspective';
import { initialToolState, nextUndo, toolReducer, type ToolAction, type ToolState } from './tool-state';

const size = (width: number, height: number) => ({ width: screenPx(width), height: screenPx(height) });
const resized = (width: number, height: number, state: ToolState = initialToolState) =>
  toolReducer(state, { type: 'resize', canvas: size(width, height) });

describe('toolReducer', () => {
  it('centres the boxes once, when the canvas size is first known', () => {
    const state = resized(1000, 500);
    expect(state.boxes?.outer.height).toBeCloseTo(300);
    const moved = toolReducer(state, { type: 'nudge', dx: screenPx(10), dy: screenPx(0) });
    const again = resized(1000, 500, moved);
    expect(again.boxes?.outer.x).toBeCloseTo((state.boxes?.outer.x ?? 0) + 10);
  });

  it('centres a photo that loaded before the canvas was measured (the embedded tool)', () => {
    const photo = { source: {} as CanvasImageSource, width: 630, height: 880 };
    const early = toolReducer(initialToolState, { type: 'photo', photo });
    const state = resized(1000, 500, early);
    expect(state.center).toEqual({ x: 315, y: 440 });
  });

  it('re-fits the boxes inside a canvas that shrinks', () => {
    const state = resized(1000, 500);
    const small = resized(150, 500, state);
    expect(small.boxes?.outer.x).toBe(10);
    expect(small.boxes?.outer.width).toBe(130);
  });

  it('converts the arrow-key step through the zoom', () => {
    const photo = { source: {} as CanvasImageSource, width: 2000, height: 1000 };
    const state = toolReducer(resized(1000, 500), { type: 'photo', photo });
    const zoomed = { ...state, zoom: 2 };
    const nudged = toolReducer(zoomed, { type: 'nudge', dx: screenPx(5), dy: screenPx(0) });
    // Fit scale 0.5 x zoom 2 = 1 screen px per image px.
    expect((nudged.boxes?.outer.x ?? 0) - (state.boxes?.outer.x ?? 0)).toBeCloseTo(5);
    const unzoomed = toolReducer(state, { type: 'nudge', dx: screenPx(5), dy: screenPx(0) });
    expect((unzoomed.boxes?.outer.x ?? 0) - (state.boxes?.outer.x ?? 0)).toBeCloseTo(10);
  });

  it('starts the boxes over on a new photo and keeps them when zooming', () => {
    const state = resized(1000, 500);
    const photo = { source: {} as CanvasImageSource, width: 630, height: 880 };
    const withPhoto = toolReducer(state, { type: 'photo', photo });
    expect(withPhoto.boxes?.outer.height).toBeCloseTo(528);
    const zoomed = toolReducer(withPhoto, { type: 'zoom', direction: 1 });
    expect(zoomed.zoom).toBe(1.1);
    expect(zoomed.boxes).toBe(withPhoto.boxes);
  });

  it('toggles rotate mode and the selected box, and normalises the angle', () => {
    let state = toolReducer(initialToolState, { type: 'toggle-rotate' });
    expect(state.mode).toBe('rotate');
    state = toolReducer(state, { type: 'toggle-selected' });
    expect(state.selected).toBe('inner');
    state = toolReducer(state, { type: 'angle', angle: -180 });
    expect(state.angle).toBe(180);
    expect(toolReducer(state, { type: 'reset-rotation' }).angle).toBe(0);
  });

  it('keeps a pan inside the workspace', () => {
    const photo = { source: {} as CanvasImageSource, width: 2000, height: 1000 };
    const state = toolReducer(resized(1000, 500), { type: 'photo', photo });
    const panned = toolReducer(state, { type: 'pan', center: { x: imagePx(99999), y: imagePx(-5) } });
    expect(panned.center).toEqual({ x: 2000, y: 0 });
  });

  describe('placing and undoing', () => {
    const photo = { source: {} as CanvasImageSource, width: 630, height: 880 };
    const detected = {
      outer: { x: 100, y: 100, width: 400, height: 560 },
      inner: { x: 130, y: 140, width: 330, height: 470 },
      angleDeg: 2,
    };
    const run = (state: ToolState, ...actions: ToolAction[]) => actions.reduce(toolReducer, state);
    const fresh = run(resized(1000, 500), { type: 'photo', photo });

    it('counts the boxes as placed only once the user or a detection put them somewhere', () => {
      expect(resized(1000, 500).placed).toBe(false);
      expect(fresh.placed).toBe(false);
      expect(run(fresh, { type: 'nudge', dx: screenPx(5), dy: screenPx(0) }).placed).toBe(true);
      const detectedState = run(fresh, { type: 'detected', photo, detected });
      expect(detectedState.placed).toBe(true);
      // The tool's own centred boxes, on a new photo or from Center Boxes, measure nothing.
      expect(run(detectedState, { type: 'photo', photo: { ...photo } }).placed).toBe(false);
      expect(run(detectedState, { type: 'center-boxes' }).placed).toBe(false);
    });

    it('takes an automatic detection back in one undo step, to the boxes before it', () => {
      const placed = run(fresh, { type: 'detected', photo, detected, automatic: true });
      expect(nextUndo(placed)).toBe('detection');
      const undone = run(placed, { type: 'undo' });
      expect(undone.boxes).toEqual(fresh.boxes);
      expect(undone.angle).toBe(0);
      expect(undone.placed).toBe(false);
      expect(nextUndo(undone)).toBeNull();
    });

    it("keeps which border was measured past text while the boxes are that detection's or edits of them", () => {
      const magic = run(fresh, { type: 'detected', photo, detected: { ...detected, textInBorder: 'bottom' as const } });
      expect(magic.textInBorder).toBe('bottom');
      // Moved by hand, it is still that card; a new photo, or undoing the detection, is not.
      expect(run(magic, { type: 'nudge', dx: screenPx(5), dy: screenPx(0) }).textInBorder).toBe('bottom');
      expect(run(magic, { type: 'photo', photo: { ...photo } }).textInBorder).toBeNull();
      expect(run(magic, { type: 'undo' }).textInBorder).toBeNull();
      expect(run(magic, { type: 'detected', photo, detected }).textInBorder).toBeNull();
    });

    it('never lets an automatic detection move boxes the user has placed', () => {
      const nudged = run(fresh, { type: 'nudge', dx: screenPx(5), dy: screenPx(0) });
      expect(run(nudged, { type: 'detected', photo, detected, automatic: true })).toBe(nudged);
      expect(run(nudged, { type: 'detected', photo, detected }).boxes?.outer).toEqual(detected.outer);
    });

    it('undoes a whole drag at once, and skips a press that moved nothing', () => {
      const moved = { ...fresh.boxes!, outer: { ...fresh.boxes!.outer, x: imagePx(fresh.boxes!.outer.x + 30) } };
      const further = { ...moved, outer: { ...moved.outer, x: imagePx(moved.outer.x + 30) } };
      const dragged = run(
        fresh,
        { type: 'edit-start' },
        { type: 'boxes', boxes: moved },
        { type: 'boxes', boxes: further },
      );
      const pressed = run(dragged, { type: 'edit-start' });
      expect(nextUndo(pressed)).toBe('edit');
      const undone = run(pressed, { type: 'undo' });
      expect(undone.boxes).toEqual(fresh.boxes);
      expect(undone.placed).toBe(false);
      expect(run(undone, { type: 'undo' }).boxes).toEqual(fresh.boxes);
    });

    describe('a card photographed at a slant, its corners found', () => {
      // Narrower at the top than at the bottom: the outer box's corners on the photo.
      const corners = [
        { x: 110, y: 102 },
        { x: 490, y: 98 },
        { x: 505, y: 662 },
        { x: 96, y: 658 },
      ] as const;
      const slanted = { ...detected, corners: [...corners] as Corners };
      const placed = run(fresh, { type: 'detected', photo, detected: slanted });
      const onPhoto = (state: ToolState) =>
        boxOnPhoto(
          state.boxes!.outer,
          framing({ outer: state.boxes!.outer, angleDeg: state.angle, corners: state.corners }),
        );

      it('draws the outer box on the corners found', () => {
        expect(placed.corners).toEqual(corners);
        onPhoto(placed).forEach((point, i) => {
          expect(point.x).toBeCloseTo(corners[i]!.x, 6);
          expect(point.y).toBeCloseTo(corners[i]!.y, 6);
        });
      });

      it('keeps the card plane when an edge is moved: the corners follow the outer box, and undo brings them back', () => {
        const wider = {
          ...placed.boxes!,
          outer: { ...placed.boxes!.outer, width: imagePx(placed.boxes!.outer.width + 40) },
        };
        const dragged = run(placed, { type: 'edit-start' }, { type: 'boxes', boxes: wider });
        // The left side stays where it was on the photo; the right side moved outwards, still on the card's plane.
        for (const i of [0, 3]) {
          expect(dragged.corners![i]!.x).toBeCloseTo(corners[i]!.x, 6);
          expect(dragged.corners![i]!.y).toBeCloseTo(corners[i]!.y, 6);
        }
        expect(dragged.corners![1].x).toBeGreaterThan(corners[1].x + 30);
        const plane = framing({ outer: placed.boxes!.outer, angleDeg: placed.angle, corners: placed.corners });
        const there = plane.toFrame({ x: imagePx(dragged.corners![2].x), y: imagePx(dragged.corners![2].y) });
        expect(there.x).toBeCloseTo(wider.outer.x + wider.outer.width, 6);
        expect(there.y).toBeCloseTo(wider.outer.y + wider.outer.height, 6);
        expect(run(dragged, { type: 'undo' }).corners).toEqual(corners);
      });

      it('draws rectangles again once the boxes are turned by hand, started over, or the photo changes', () => {
        expect(run(placed, { type: 'angle', angle: 5 }).corners).toBeNull();
        // Found square (turn 0), Reset Rotation changes only the corners: still a step that undo takes back.
        const square = run(fresh, { type: 'detected', photo, detected: { ...slanted, angleDeg: 0 } });
        const straight = run(square, { type: 'reset-rotation' });
        expect(straight.corners).toBeNull();
        expect(run(straight, { type: 'undo' }).corners).toEqual(corners);
        expect(run(placed, { type: 'center-boxes' }).corners).toBeNull();
        expect(run(placed, { type: 'photo', photo: { ...photo } }).corners).toBeNull();
      });
    });
  });
});
