import { describe, expect, it } from 'vitest';
import { boxLimits, canZoomIn, canZoomOut, clampCenter, fitScale, nudgeStep, stepZoom, toImage } from './view.js';
import { toScreen, workspace, zoomLabel, type View } from './view.js';
import { imagePx, imageRect, screenPx } from './units.js';

const photo: View = {
  canvas: { width: screenPx(800), height: screenPx(400) },
  image: { width: imagePx(4000), height: imagePx(3000) },
  zoom: 1,
  center: { x: imagePx(2000), y: imagePx(1500) },
};

describe('view transform', () => {
  it('fits the whole photo at zoom 1', () => {
    expect(fitScale(photo)).toBeCloseTo(400 / 3000);
    expect(toScreen(photo, { x: imagePx(2000), y: imagePx(0) })).toEqual({ x: 400, y: 0 });
  });

  it('maps screen to image and back at any zoom', () => {
    const zoomed = { ...photo, zoom: 2.5, center: { x: imagePx(1000), y: imagePx(700) } };
    const point = { x: screenPx(123), y: screenPx(321) };
    const back = toScreen(zoomed, toImage(zoomed, point));
    expect(back.x).toBeCloseTo(123);
    expect(back.y).toBeCloseTo(321);
  });

  it('uses screen pixels as image pixels when there is no photo', () => {
    const empty: View = {
      ...photo,
      image: { width: imagePx(800), height: imagePx(400) },
      center: { x: imagePx(400), y: imagePx(200) },
    };
    expect(toImage(empty, { x: screenPx(10), y: screenPx(20) })).toEqual({ x: 10, y: 20 });
  });

  it('measures the workspace and the limits at zoom 100% in image pixels', () => {
    expect(workspace(photo)).toEqual(imageRect(-1000, 0, 6000, 3000));
    const limits = boxLimits(photo);
    expect(limits.margin).toBeCloseTo(75);
    expect(limits.minSide).toBeCloseTo(150);
    const zoomedIn: View = { ...photo, zoom: 4 };
    expect(boxLimits(zoomedIn)).toEqual(limits);
  });

  it('keeps the view centre inside the workspace', () => {
    expect(clampCenter(photo, { x: imagePx(-9000), y: imagePx(9000) })).toEqual({ x: -1000, y: 3000 });
  });
});

describe('zoom', () => {
  it('steps by 0.1 without drifting', () => {
    let zoom = 1;
    for (let i = 0; i < 7; i++) zoom = stepZoom(zoom, -1);
    expect(zoom).toBe(0.3);
    expect(stepZoom(1, 1)).toBe(1.1);
  });

  it('stays between 25% and 400%', () => {
    expect(stepZoom(0.3, -1)).toBe(0.25);
    expect(stepZoom(0.25, -1)).toBe(0.25);
    expect(stepZoom(3.95, 1)).toBe(4);
    expect(stepZoom(4, 1)).toBe(4);
    expect(canZoomOut(0.25)).toBe(false);
    expect(canZoomIn(4)).toBe(false);
    expect(canZoomIn(3.9)).toBe(true);
  });

  it('labels zoom as a percentage', () => {
    expect(zoomLabel(0.25)).toBe('25%');
    expect(zoomLabel(1.1)).toBe('110%');
    expect(zoomLabel(4)).toBe('400%');
  });
});

describe('nudgeStep', () => {
  it('is 5 px, 10 with Shift and 1 with Alt', () => {
    expect(nudgeStep({ shiftKey: false, altKey: false })).toBe(5);
    expect(nudgeStep({ shiftKey: true, altKey: false })).toBe(10);
    expect(nudgeStep({ shiftKey: false, altKey: true })).toBe(1);
  });
});
