import { describe, expect, it } from 'vitest';
import { imagePx, screenPx } from '../../../shared/centering/units';
import { initialToolState, toolReducer, type ToolState } from './tool-state';

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
});
